/**
 * Money and dates through Intl, in the region's currency and the shopper's
 * language (docs/product.md §1: default currency usd). A one-country region formats like
 * that country (es-CO: "$ 196.000"); others like Latin American Spanish or US English.
 */
export type Language = "es" | "en"

const SPANISH_MARKETS = new Set([
  "us",
  "mx",
  "co",
  "ar",
  "cl",
  "pe",
  "ec",
  "bo",
  "py",
  "uy",
  "ve",
  "pa",
  "cr",
  "gt",
  "hn",
  "sv",
  "ni",
  "do",
  "pr",
  "cu",
  "es",
])
const ENGLISH_MARKETS = new Set(["us", "ca", "gb", "au", "nz", "ie", "sg", "in", "ph"])

export const DEFAULT_CURRENCY = "usd"

/** The BCP 47 tag for numbers and dates: the language, shaped by the region's country when it has one. */
export function localeTag(language: Language, countries: readonly { iso2: string }[] = []): string {
  const country = countries.length === 1 ? countries[0].iso2.toLowerCase() : null
  if (language === "es") return country && SPANISH_MARKETS.has(country) ? `es-${country.toUpperCase()}` : "es-419"
  return country && ENGLISH_MARKETS.has(country) ? `en-${country.toUpperCase()}` : "en-US"
}

const moneyFormats = new Map<string, Intl.NumberFormat>()

export function formatMoney(amount: number, currencyCode: string | null | undefined, tag: string): string {
  const currency = (currencyCode || DEFAULT_CURRENCY).toUpperCase()
  const key = `${tag}|${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    // "$" rather than "USD"/"US$": a region shows one currency, and its name is in the region switcher.
    format = new Intl.NumberFormat(tag, { style: "currency", currency, currencyDisplay: "narrowSymbol" })
    moneyFormats.set(key, format)
  }
  return format.format(amount)
}

export function formatDate(iso: string, tag: string, style: "long" | "medium" = "long"): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? "" : new Intl.DateTimeFormat(tag, { dateStyle: style }).format(date)
}

/** A moment with its time of day, in the shopper's locale ("27 nov 2026, 15:40"). */
export function formatDateTime(iso: string, tag: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ""
    : new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" }).format(date)
}

const countryNames = new Map<Language, Intl.DisplayNames | null>()

/** A country's name in the shopper's language (Intl.DisplayNames), else the name the API gave. */
export function countryName(iso2: string, language: Language, fallback?: string): string {
  if (!countryNames.has(language)) {
    try {
      countryNames.set(language, new Intl.DisplayNames([language], { type: "region" }))
    } catch {
      countryNames.set(language, null)
    }
  }
  try {
    return countryNames.get(language)?.of(iso2.toUpperCase()) ?? fallback ?? iso2.toUpperCase()
  } catch {
    return fallback ?? iso2.toUpperCase()
  }
}
