import { useApolloClient } from "@apollo/client/react"
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react"
import { useShop } from "../app/shop"
import { ShopError } from "../state/errors"
import { KEYS, browserStore, storedLanguage } from "../state/storage"
import { en } from "./en"
import { es, type Messages } from "./es"
import { countryName, formatDate, formatMoney, localeTag, type Language } from "./format"

export type { Language, Messages }
export const catalogs: Record<Language, Messages> = { es, en }

interface I18n {
  language: Language
  t: Messages
  /** The BCP 47 tag numbers and dates use (language + the region's country). */
  tag: string
  // Function properties, not methods: none of them reads `this`, and pages take them out of the object
  // (const { money } = useI18n()).
  setLanguage: (language: Language) => void
  money: (value: { amount: number; currencyCode: string } | null | undefined) => string
  date: (iso: string, style?: "long" | "medium") => string
  /** The text of a bilingual notice or reason in the shopper's language. */
  pick: (text: { es: string; en: string }) => string
  /** A notice's text in the shopper's language, after the name of the promotion it is about when it has one. */
  notice: (notice: { es: string; en: string; subject?: { es: string; en: string } | null }) => string
  /** A country's name in the shopper's language. */
  country: (iso2: string, fallback?: string) => string
}

const I18nContext = createContext<I18n | null>(null)

/** The language the browser asked for before: Spanish unless English was chosen. */
export const savedLanguage = (): Language => storedLanguage(browserStore())

/** Spanish first, English on request; the choice is remembered. Money and dates follow the region. */
export function I18nProvider({ children, initialLanguage }: { children: ReactNode; initialLanguage?: Language }) {
  // The server draws a page in the language of the shopper's cookie (it has no localStorage).
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? savedLanguage())
  const { region } = useShop()
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  const apollo = useApolloClient()
  const setLanguage = useCallback(
    (next: Language) => {
      browserStore().setItem(KEYS.locale, next)
      setLanguageState(next)
      // The catalogue comes in the shopper's language (the gateway reads it from the cookie just set):
      // what was read in the other one is read again.
      void apollo
        .resetStore()
        .catch((error: unknown) => console.warn("The page's data could not be read again in the new language.", error))
    },
    [apollo]
  )
  const value = useMemo<I18n>(() => {
    const tag = localeTag(language, region?.countries)
    return {
      language,
      t: catalogs[language],
      tag,
      setLanguage,
      money: (value) => (value ? formatMoney(value.amount, value.currencyCode, tag) : ""),
      date: (iso, style) => formatDate(iso, tag, style),
      pick: (text) => text[language],
      notice: (notice) =>
        notice.subject
          ? catalogs[language].notices.about(notice.subject[language], notice[language])
          : notice[language],
      country: (iso2, fallback) => countryName(iso2, language, fallback),
    }
  }, [language, region, setLanguage])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error("useI18n needs an I18nProvider")
  return value
}

/**
 * What to tell the shopper about a failure, in one language: the API's message (it
 * speaks the language the storefront asks for), a promotion's reason, or the
 * storefront's own words for the failures it finds itself.
 */
export function errorText(error: unknown, t: Messages, language: Language): string {
  if (error instanceof ShopError) {
    if (error.reason) return error.reason[language]
    if (error.fromApi) return error.message
    return t.errors[error.code] ?? t.errors.generic
  }
  return t.errors.generic
}

/** The same failure in both languages, for notices that follow a language switch. */
export const bilingualError = (error: unknown) => ({ es: errorText(error, es, "es"), en: errorText(error, en, "en") })
