import { Box, LinearProgress, Typography } from "@mui/material"
import { useEffect, useState } from "react"
import { useTranslate } from "react-admin"

type Score = 0 | 1 | 2 | 3 | 4
type Scorer = (password: string) => Score

/** zxcvbn and its dictionaries load in their own chunk, the first time a new password is typed. */
let scorer: Promise<Scorer> | null = null
function loadScorer(): Promise<Scorer> {
  scorer ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs })
    return (password) => zxcvbn.check(password).score
  })
  return scorer
}

const COLOURS = ["error", "error", "warning", "success", "success"] as const

/**
 * How hard a new password would be to guess (ASVS 2.1.8): a bar and a word, the word in a polite
 * live region so a screen reader hears it change. It advises only; the gateway decides.
 */
export function PasswordMeter({ password }: { password: string }) {
  const translate = useTranslate()
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
    <Box className="password-meter" data-score={score ?? undefined}>
      <LinearProgress
        variant="determinate"
        value={score === null ? 0 : ((score + 1) / 5) * 100}
        color={score === null ? "inherit" : COLOURS[score]}
        aria-hidden="true"
      />
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: "1.5em", mt: 0.5 }}>
        {score === null
          ? ""
          : translate("admin.password.strength", { level: translate(`admin.password.levels.${score}`) })}
      </Typography>
    </Box>
  )
}
