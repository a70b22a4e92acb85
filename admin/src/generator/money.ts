import { asText } from "./text.js"

/** The Intl locale of the back-office's language: Latin-American Spanish or US English. */
export function intlLocale(locale: string): string {
  return locale === "es" ? "es-419" : "en-US"
}

/** A date (and time) in the UI's language: "23 nov 2026, 15:03" in Spanish, never the browser's default. */
export function formatDate(value: unknown, locale: string, withTime = true): string {
  if (value === null || value === undefined || value === "") return ""
  const date = new Date(value as string | number)
  if (Number.isNaN(date.getTime())) return asText(value)
  return new Intl.DateTimeFormat(
    intlLocale(locale),
    withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" }
  ).format(date)
}

/** A plain number in the UI's language: Latin-American Spanish (es-419) groups as Mexico and the US do, 1,234.5. */
export function formatNumber(value: unknown, locale: string): string {
  if (value === null || value === undefined || value === "") return ""
  const number = Number(value)
  return Number.isFinite(number) ? new Intl.NumberFormat(intlLocale(locale)).format(number) : asText(value)
}

/** An amount in major units, with its currency (Medusa v2 keeps amounts in major units). */
export function formatMoney(amount: unknown, currency: string | null | undefined, locale: string): string {
  if (amount === null || amount === undefined || amount === "") return ""
  const value = Number(amount)
  if (!Number.isFinite(value)) return asText(amount)
  if (!currency) return value.toLocaleString(intlLocale(locale))
  try {
    return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: currency.toUpperCase() }).format(
      value
    )
  } catch {
    return `${value.toLocaleString(intlLocale(locale))} ${currency.toUpperCase()}`
  }
}
