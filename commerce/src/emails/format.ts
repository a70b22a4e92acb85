import { en } from "./messages/en"
import { es, type Messages } from "./messages/es"

/** The shopper's language: English when they chose it, Spanish otherwise. */
export type Locale = "es" | "en"
export const localeOf = (value: unknown): Locale => (value === "en" ? "en" : "es")
export const messagesFor = (locale: Locale): Messages => (locale === "en" ? en : es)

/** Numbers and dates like the storefront: Latin American Spanish or US English. */
const TAGS: Record<Locale, string> = { es: "es-419", en: "en-US" }

/** Money with Intl in the order's currency (the engine's amounts are major units: 15 = $15.00). */
export function money(amount: number, currencyCode: string, locale: Locale): string {
  return new Intl.NumberFormat(TAGS[locale], {
    style: "currency",
    currency: currencyCode.toUpperCase(),
    currencyDisplay: "narrowSymbol",
  }).format(amount)
}

export function longDate(iso: string, locale: Locale): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ""
    : new Intl.DateTimeFormat(TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(date)
}

/** A day and an hour (UTC, said so in the sentence), for when something happened to an account. */
export function longDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ""
    : new Intl.DateTimeFormat(TAGS[locale], { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(date)
}

/** A name or code fit for a subject line: no line breaks or other control characters (header injection). */
export function headerSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim()
}
