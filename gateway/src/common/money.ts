/** An engine amount (major units) in a currency, as the API returns money. */
export function toMoney(amount: number | null | undefined, currencyCode: string) {
  return { amount: Number(amount ?? 0), currencyCode }
}
