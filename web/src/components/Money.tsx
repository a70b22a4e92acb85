import { useI18n } from "../i18n"

/** An amount in its currency, formatted for the shopper's language. */
export function Money({ value }: { value: { amount: number; currencyCode: string } | null | undefined }) {
  const { money } = useI18n()
  if (!value) return null
  return <>{money(value.amount, value.currencyCode)}</>
}
