/** The languages the shop speaks; Spanish first. */
export const LANGUAGES = ["es", "en"] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = "es"

/**
 * The catalogue's own language is Spanish; other languages come from Medusa's Translation Module
 * (docs/engine.md: titles, descriptions, option names and values per locale), which the engine's
 * store routes apply for `?locale=`. Spanish asks for no locale, so it reads the records as they are.
 */
const LOCALES: Record<Language, string | undefined> = { es: undefined, en: "en-US" }

/** The engine's `?locale=` for reading the catalogue (names of products, variants, options…) in a language. */
export const localeQuery = (language: Language): { locale?: string } =>
  LOCALES[language] ? { locale: LOCALES[language] } : {}

/** A text in every language the shop speaks. */
export type Localized = Record<Language, string>

/** The storefront mirrors the shopper's choice into this cookie (web/src/state/storage.ts: vitalia_ + "locale"). */
export const LANGUAGE_COOKIE = "vitalia_locale"

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? "")

/**
 * The language of a request: the shopper's choice in the storefront (its cookie), else the
 * first of Accept-Language's languages the shop speaks (by weight), else Spanish. The back-office
 * (`/admin-api`) names its own language with every call (admin/src/adminFetch.ts), and the
 * storefront's cookie, sent along on the same address, does not outweigh it: a staff member who
 * read the shop in English still gets the Spanish back-office's refusals in Spanish.
 */
export function languageOf(request: {
  cookies?: Record<string, string | undefined>
  headers: Record<string, string | string[] | undefined>
  url?: string
}): Language {
  const backOffice = request.url?.startsWith("/admin-api") ?? false
  const chosen = backOffice ? undefined : request.cookies?.[LANGUAGE_COOKIE]?.slice(0, 2).toLowerCase()
  if (isLanguage(chosen)) return chosen
  const header = request.headers["accept-language"]
  const ranges = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .slice(0, 500)
    .split(",")
    .map((part) => {
      const [range = "", ...params] = part.trim().split(";")
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { language: range.slice(0, 2).toLowerCase(), weight: q === undefined ? 1 : Number(q) }
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight)
  return ranges.map((r) => r.language).find(isLanguage) ?? DEFAULT_LANGUAGE
}
