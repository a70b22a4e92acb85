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

/** A line the promotions made free: a gift. */
export const isGift = (line: LineLike) => line.total.amount === 0 && line.discountTotal.amount > 0

/** The lines a shopper manages: bundle components travel with their bundle line. */
export const topLines = <L extends LineLike>(items: readonly L[]) => items.filter((item) => !item.bundledBy)

/** A promotion on a cart, as the API names it. */
export interface PromotionLike {
  id: string
  code?: string | null
  isAutomatic: boolean
  removable: boolean
  title: { es: string; en: string }
}

/** The promotions applied, each once (by id, then by name when they have one), in the cart's order: what the totals name. */
export const benefitsOf = <P extends PromotionLike>(promotions: readonly P[]): P[] =>
  promotions.filter(
    (p, i) => promotions.findIndex((q) => q.id === p.id || (Boolean(p.title.es) && q.title.es === p.title.es)) === i
  )

/** The codes the shopper typed: only these can be taken off (the shop's own benefits cannot). */
export const removableCodes = <P extends PromotionLike>(promotions: readonly P[]): (P & { code: string })[] =>
  benefitsOf(promotions).filter((p): p is P & { code: string } => p.removable && Boolean(p.code))
