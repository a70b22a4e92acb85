/** Small facts about a cart's lines, shared by the cart and the checkout. */
interface Amount {
  amount: number
  currencyCode: string
}
interface LineLike {
  subtotal: Amount
  total: Amount
  discountTotal: Amount
  bundledBy?: string | null
}

/** Items before discounts (Σ quantity × unit price): the subtotal shoppers expect above the discounts. */
export const itemsBeforeDiscount = (cart: { currencyCode: string; items: readonly LineLike[] }): Amount => ({
  amount: cart.items.reduce((sum, item) => sum + item.subtotal.amount, 0),
  currencyCode: cart.currencyCode,
})

/** A line the promotions made free: a gift. */
export const isGift = (line: LineLike) => line.total.amount === 0 && line.discountTotal.amount > 0

/** The lines a shopper manages: bundle components travel with their bundle line. */
export const topLines = <L extends LineLike>(items: readonly L[]) => items.filter((item) => !item.bundledBy)
