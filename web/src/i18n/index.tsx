import { createContext, useContext, useMemo, useState, type ReactNode } from "react"
import { en } from "./en"
import { es, type Messages } from "./es"

export type Locale = "es" | "en"
const catalogs: Record<Locale, Messages> = { es, en }
const STORAGE_KEY = "locale"

interface I18n {
  locale: Locale
  t: Messages
  setLocale(locale: Locale): void
  money(amount: number, currencyCode: string): string
  date(iso: string): string
}

const I18nContext = createContext<I18n | null>(null)

/** Spanish first; the choice is remembered in localStorage. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => (localStorage.getItem(STORAGE_KEY) === "en" ? "en" : "es"))
  const value = useMemo<I18n>(() => {
    const tag = locale === "es" ? "es-419" : "en-US"
    return {
      locale,
      t: catalogs[locale],
      setLocale(next) {
        localStorage.setItem(STORAGE_KEY, next)
        document.documentElement.lang = next
        setLocaleState(next)
      },
      money: (amount, currencyCode) =>
        new Intl.NumberFormat(tag, { style: "currency", currency: currencyCode.toUpperCase() }).format(amount),
      date: (iso) => new Intl.DateTimeFormat(tag, { dateStyle: "long" }).format(new Date(iso)),
    }
  }, [locale])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error("useI18n needs an I18nProvider")
  return value
}
