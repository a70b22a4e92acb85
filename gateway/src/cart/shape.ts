import { BUNDLED_BY } from "@vitalia/schema/bundles"
import { toAddress } from "../common/address.js"
import { toMoney } from "../common/money.js"
import type { EngineCart, EngineLineItem, EngineShippingMethod } from "../medusa/types.js"

/** A cart read for a decision (CART_HEAD_FIELDS), or shown to a caller who selected only what it holds (headOnly). */
export type CartHead = Pick<
  EngineCart,
  | "id"
  | "region_id"
  | "currency_code"
  | "customer_id"
  | "customer"
  | "completed_at"
  | "metadata"
  | "payment_collection"
  | "email"
  | "promotions"
>

/**
 * What deciding on a cart needs — who holds it, whether it is still open, its region, currency,
 * metadata, e-mail, promotion codes and payment collection — without its lines and totals, which the engine computes for
 * every read that asks for them. Steps that only check the cart before writing to it read this
 * (the write answers the whole cart), and so are answered callers who selected no more (headOnly).
 * Writes ask for these fields; reads get the same from the engine's holder route (CartStore.findHead).
 */
export const CART_HEAD_FIELDS = [
  "id",
  "region_id",
  "currency_code",
  "customer_id",
  "*customer",
  "completed_at",
  "metadata",
  "email",
  // The codes on the cart: the checkout checks the shop's gated ones again (PromotionsService.withdrawIneligible).
  "promotions.id",
  "promotions.code",
  "payment_collection.id",
].join(",")

/**
 * The head and the lines without totals: what the custom promotions decide on after a change of
 * lines (which variants, how many, which codes are applied), for an answer that shows no more than
 * the head. The engine works out a cart's totals only when they are asked for, and that is most of
 * the cost of reading a cart (bench/README.md, "Checkout loop").
 */
export const CART_LINES_FIELDS = [
  CART_HEAD_FIELDS,
  "items.id",
  "items.variant_id",
  "items.quantity",
  "items.metadata",
  "promotions.is_automatic",
].join(",")

/**
 * What of a cart an answer can show from its head alone (CART_HEAD_FIELDS: the id, region, currency,
 * metadata and what is made of them, whether and into which order it was completed). A GraphQL caller
 * who selects only these is answered from the head, without the engine working out lines and totals
 * (the `…Head` methods of CartService and CheckoutService), as a REST caller pays for its `fields`;
 * the storefront selects the whole cart and gets it.
 */
const FROM_HEAD = new Set([
  "__typename",
  "id",
  "regionId",
  "currencyCode",
  "metadata",
  "completedAt",
  "enrollment",
  "referral",
  "order",
])

/** Whether a selection of a cart needs its head only (paths as `selectedPaths` gives them; "order.id" counts as "order"). */
export function headOnly(paths: Set<string>): boolean {
  return [...paths].every((path) => FROM_HEAD.has(path.split(".")[0]))
}

export const CART_FIELDS = [
  // *customer: the engine leaves out has_account when asked for it alone; ownership needs it.
  "id",
  "region_id",
  "currency_code",
  "email",
  "customer_id",
  "*customer",
  "completed_at",
  "metadata",
  "total",
  "subtotal",
  "tax_total",
  "shipping_total",
  "discount_total",
  "item_total",
  "*items",
  "*items.adjustments",
  "*shipping_address",
  "*billing_address",
  "*shipping_methods",
  "promotions.id",
  "promotions.code",
  "promotions.is_automatic",
  "*payment_collection",
  "*payment_collection.payment_sessions",
].join(",")

export type CartShape = ReturnType<typeof toCart>

/**
 * A cart as the engine answered it: the whole cart (CART_FIELDS), or its head with or without the
 * lines (CART_HEAD_FIELDS, CART_LINES_FIELDS) for a caller who selected only what the head holds
 * (headOnly) — what it was not asked for is missing, and that caller never sees it.
 */
export type AnsweredCart = CartHead & Partial<EngineCart>

/** The API's cart; `source` keeps the engine's cart for fields computed from it (promotion notices). */
export function toCart(cart: AnsweredCart) {
  const currency = cart.currency_code
  const items = (cart.items ?? []).slice().sort((a, b) => a.id.localeCompare(b.id))
  const lines = items.map((item) => toLineItem(item, currency))
  return {
    id: cart.id,
    regionId: cart.region_id,
    currencyCode: currency,
    email: cart.email ?? null,
    items: lines,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    total: toMoney(cart.total, currency),
    subtotal: toMoney(cart.subtotal, currency),
    itemsBeforeDiscount: itemsBeforeDiscount(lines, currency),
    taxTotal: toMoney(cart.tax_total, currency),
    shippingTotal: toMoney(cart.shipping_total, currency),
    discountTotal: toMoney(cart.discount_total, currency),
    itemTotal: toMoney(cart.item_total, currency),
    promotions: (cart.promotions ?? []).map((p) => ({
      id: p.id,
      code: p.code ?? null,
      isAutomatic: Boolean(p.is_automatic),
    })),
    shippingAddress: toAddress(cart.shipping_address),
    billingAddress: toAddress(cart.billing_address),
    shippingMethods: (cart.shipping_methods ?? []).map((m) => toShippingMethod(m, currency)),
    paymentCollection: cart.payment_collection
      ? {
          id: cart.payment_collection.id,
          status: cart.payment_collection.status,
          amount: toMoney(cart.payment_collection.amount, currency),
          paymentSessions: (cart.payment_collection.payment_sessions ?? []).map((s) => ({
            id: s.id,
            providerId: s.provider_id,
            status: s.status,
            data: s.data ?? null,
            clientSecret: typeof s.data?.client_secret === "string" ? s.data.client_secret : null,
          })),
        }
      : null,
    metadata: cart.metadata ?? null,
    completedAt: cart.completed_at ?? null,
    source: cart,
  }
}

/** A line of a cart or of an order: one type (LineItem) and this one mapper. */
export function toLineItem(item: EngineLineItem, currency: string) {
  const bundledBy = item.metadata?.[BUNDLED_BY]
  return {
    id: item.id,
    title: item.title,
    variantTitle: item.variant_title ?? null,
    thumbnail: item.thumbnail ?? null,
    quantity: item.quantity,
    variantId: item.variant_id ?? null,
    productId: item.product_id ?? null,
    productHandle: item.product_handle ?? null,
    unitPrice: toMoney(item.unit_price, currency),
    subtotal: toMoney(item.subtotal ?? item.unit_price * item.quantity, currency),
    total: toMoney(item.total ?? item.unit_price * item.quantity, currency),
    discountTotal: toMoney(item.discount_total, currency),
    metadata: item.metadata ?? null,
    bundledBy: typeof bundledBy === "string" ? bundledBy : null,
    adjustments: (item.adjustments ?? []).map((a) => ({
      id: a.id,
      promotionId: a.promotion_id ?? null,
      code: a.code ?? null,
      amount: toMoney(a.amount, currency),
    })),
  }
}

/** The items before discounts: Σ of the lines' subtotals (a bundle's components cost 0) — the one place this is computed. */
export function itemsBeforeDiscount(lines: readonly { subtotal: { amount: number } }[], currency: string) {
  return toMoney(
    lines.reduce((sum, line) => sum + line.subtotal.amount, 0),
    currency
  )
}

export function toShippingMethod(method: EngineShippingMethod, currency: string) {
  return {
    id: method.id,
    name: method.name,
    shippingOptionId: method.shipping_option_id ?? null,
    amount: toMoney(method.amount, currency),
  }
}
