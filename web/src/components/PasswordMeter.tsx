import { useEffect, useState } from "react"
import { useI18n } from "../i18n"

type Score = 0 | 1 | 2 | 3 | 4
type Scorer = (password: string) => Score

/**
 * zxcvbn and its dictionaries (about 1 MB) load only when someone starts typing a new password, in a
 * chunk of their own, so the storefront's first load does not carry them (ASVS 2.1.8).
 */
let scorer: Promise<Scorer> | null = null
function loadScorer(): Promise<Scorer> {
  scorer ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs })
    return (password) => zxcvbn.check(password).score
  })
  return scorer
}

/**
 * How hard a new password would be to guess, as a bar and a word under the field. The word is in a
 * polite live region, so a screen reader hears it change while the person types. It only advises:
 * the gateway decides (length, and no password known from breaches).
 */
export function PasswordMeter({ password }: { password: string }) {
  const { t } = useI18n()
  // The last password scored and its score; while the next one is scored the last score stays shown.
  const [scored, setScored] = useState<Score | null>(null)
  useEffect(() => {
    if (!password) return
    let current = true
    void loadScorer().then((check) => {
      if (current) setScored(check(password))
    })
    return () => {
      current = false
    }
  }, [password])
  const score = password ? scored : null
  return (
    <div className="password-meter" data-score={score ?? undefined}>
      <div className="password-meter-bar" aria-hidden="true">
        <span style={{ width: `${score === null ? 0 : ((score + 1) / 5) * 100}%` }} />
      </div>
      <p className="password-meter-text" aria-live="polite">
        {score === null ? "" : t.auth.strength(t.auth.strengthLevels[score])}
      </p>
    </div>
  )
}
