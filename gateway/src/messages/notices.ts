import { en } from "./en.js"
import type { Localized } from "./language.js"
import { es, type NoticeTexts } from "./es.js"

export type NoticeKind = "POSITIVE" | "NEGATIVE" | "WARNING"
export interface Notice {
  kind: NoticeKind
  code: string
  es: string
  en: string
  /** What it is about (a promotion's name), when it is about one. */
  subject?: Localized | null
}

type Code = keyof NoticeTexts
type Args<C extends Code> = NoticeTexts[C] extends (...args: infer A) => string ? A : []

/** A bilingual notice from the message files. */
export function notice<C extends Code>(kind: NoticeKind, code: C, ...args: Args<C>): Notice {
  const text = (texts: NoticeTexts) => {
    const entry = texts[code] as string | ((...a: unknown[]) => string)
    return typeof entry === "function" ? entry(...args) : entry
  }
  return { kind, code, es: text(es), en: text(en) }
}

/** Each notice once: the same code and text about the same subject is said one time per answer. */
export function distinctNotices(notices: Notice[]): Notice[] {
  const seen = new Set<string>()
  return notices.filter((n) => {
    const key = JSON.stringify([n.kind, n.code, n.es, n.subject?.es ?? null])
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
