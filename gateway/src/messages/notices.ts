import { en } from "./en.js"
import { es, type NoticeTexts } from "./es.js"

export type NoticeKind = "POSITIVE" | "NEGATIVE" | "WARNING"
export interface Notice { kind: NoticeKind; code: string; es: string; en: string }

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
