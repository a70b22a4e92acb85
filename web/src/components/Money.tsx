import { useI18n } from "../i18n"

/** An amount in its currency, formatted for the shopper's language and region. */
export function Money({
  value,
  free = false,
}: {
  value: { amount: number; currencyCode: string } | null | undefined
  free?: boolean
}) {
  const { money, t } = useI18n()
  if (!value) return null
  if (free && value.amount === 0) return <>{t.common.free}</>
  return <>{money(value)}</>
}
