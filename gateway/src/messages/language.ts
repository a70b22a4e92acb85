import { en } from "./en.js"
import { es, type NoticeTexts } from "./es.js"

export type Language = "es" | "en"

/**
 * The language to answer a request in, from its Accept-Language header: the first of es and en
 * by preference (q), Spanish — the shop's first language — when it names neither.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  const header = [acceptLanguage ?? []].flat().join(",")
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";")
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
      return { primary: tag.split("-")[0], q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.q > 0 && (entry.primary === "es" || entry.primary === "en"))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.primary === "en" ? "en" : "es"
}

type PlainCode = { [C in keyof NoticeTexts]: NoticeTexts[C] extends string ? C : never }[keyof NoticeTexts]

/** A fixed text from the message files in one language. */
export function text(code: PlainCode, language: Language): string {
  return (language === "en" ? en : es)[code]
}
