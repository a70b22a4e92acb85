/** An amount in major units, with its currency (Medusa v2 keeps amounts in major units). */
export function formatMoney(amount: unknown, currency: string | null | undefined, locale: string): string {
  if (amount === null || amount === undefined || amount === "") return ""
  const value = Number(amount)
  if (!Number.isFinite(value)) return String(amount)
  if (!currency) return value.toLocaleString(locale)
  try {
    return new Intl.NumberFormat(locale === "es" ? "es-419" : "en-US", { style: "currency", currency: currency.toUpperCase() }).format(value)
  } catch {
    return `${value.toLocaleString(locale)} ${currency.toUpperCase()}`
  }
}
