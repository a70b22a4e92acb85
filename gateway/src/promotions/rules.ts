import type { StoreCustomPromotion, StorePromotionRule } from "@vitalia/schema/engine/store"
import type { Localized } from "../messages/language.js"
import { notice, type Notice } from "../messages/notices.js"
import type { LastOrderWindow } from "./last-order.js"

/** A custom promotion (docs/product.md §3): code, variants, conditions and message. */
export interface CustomPromotion {
  id: string
  code: string
  /** The variants that get the discount (the gift, or the discounted packages). */
  variantIds: string[]
  /** buyget: the variants that must be bought, and how many units. */
  requiredVariantIds: string[]
  minQuantity: number | null
  maxQuantity: number | null
  requiresEnrollment: boolean
  requiresLastOrder: boolean
  lastOrderDays: number
  /** Which orders count: older than the cut-off (a come-back offer, the default) or within it. */
  lastOrderWindow: LastOrderWindow
  autoApply: boolean
  /** The name shoppers see: the title from the back-office, else the code. */
  title: Localized
  message: { es: string; en: string } | null
  /** Only for a first purchase: the customer, or the cart's e-mail, has no order yet (metadata.first_purchase). */
  firstPurchase: boolean
}

/** docs/product.md §9: the last-order window defaults to 50 days. */
export const DEFAULT_LAST_ORDER_DAYS = 50

export function toCustomPromotion(promotion: StoreCustomPromotion): CustomPromotion {
  const meta = promotion.metadata ?? {}
  const method = promotion.application_method ?? {}
  const variants = (rules?: StorePromotionRule[] | null) =>
    (rules ?? [])
      .filter((rule) => rule.attribute === "items.variant_id" && (rule.operator === "in" || rule.operator === "eq"))
      .flatMap((rule) => (rule.values ?? []).map((v) => v.value))
  const days = Number(meta.requires_last_order_days)
  return {
    id: promotion.id,
    code: promotion.code,
    variantIds: variants(method.target_rules),
    requiredVariantIds: variants(method.buy_rules),
    minQuantity: method.buy_rules_min_quantity ?? null,
    maxQuantity: method.max_quantity ?? null,
    requiresEnrollment: meta.requires_enrollment === true,
    requiresLastOrder: meta.requires_last_order === true || (Number.isFinite(days) && days > 0),
    lastOrderDays: Number.isFinite(days) && days > 0 ? days : DEFAULT_LAST_ORDER_DAYS,
    lastOrderWindow: meta.last_order_window === "within" ? "within" : "before",
    autoApply: meta.auto_apply !== false,
    title: {
      es: typeof meta.title_es === "string" && meta.title_es.trim() ? meta.title_es : promotion.code,
      en: typeof meta.title_en === "string" && meta.title_en.trim() ? meta.title_en : promotion.code,
    },
    message:
      typeof meta.message_es === "string" && typeof meta.message_en === "string"
        ? { es: meta.message_es, en: meta.message_en }
        : null,
    firstPurchase: meta.first_purchase === true,
  }
}

/**
 * An ordinary coupon that is for a first purchase only (BIENVENIDA10): no custom rule but that one,
 * never applied by the shop itself, named by its code.
 */
export function firstPurchaseCoupon(code: string): CustomPromotion {
  return {
    id: "",
    code,
    variantIds: [],
    requiredVariantIds: [],
    minQuantity: null,
    maxQuantity: null,
    requiresEnrollment: false,
    requiresLastOrder: false,
    lastOrderDays: DEFAULT_LAST_ORDER_DAYS,
    lastOrderWindow: "before",
    autoApply: false,
    title: { es: code, en: code },
    message: null,
    firstPurchase: true,
  }
}

/** Whether a promotion is only for some shoppers: the ones the checkout checks again. */
export const isGated = (promotion: CustomPromotion) =>
  promotion.requiresEnrollment || promotion.requiresLastOrder || promotion.firstPurchase

/** A cart line as the rules see it. */
export interface Line {
  variantId: string | null
  quantity: number
  bundledBy: string | null
}

/** What is known about the shopper for eligibility. */
export interface ShopperFacts {
  /** The cart carries a sponsor, or the customer is a partner. */
  enrolled: boolean
  /** Signed in (a last-order check needs a customer). */
  signedIn: boolean
  /** Per last-order condition (lastOrderCondition), whether the customer has an order in its window. */
  lastOrders: ReadonlyMap<string, boolean>
  /** The cart's customer, or its e-mail, already has an order (asked only for a first-purchase promotion). */
  earlierOrder?: boolean
}

/** The last-order condition a promotion asks about, as a key of ShopperFacts.lastOrders. */
export const lastOrderCondition = (promotion: Pick<CustomPromotion, "lastOrderWindow" | "lastOrderDays">) =>
  `${promotion.lastOrderWindow}:${promotion.lastOrderDays}`

/** Why a shopper may not have a promotion, or null when they may (docs/product.md §4). */
export function ineligibility(promotion: CustomPromotion, facts: ShopperFacts): Notice | null {
  if (promotion.firstPurchase && facts.earlierOrder) {
    return notice("NEGATIVE", "PROMOTION_FIRST_PURCHASE", promotion.code)
  }
  if (promotion.requiresEnrollment && !facts.enrolled) {
    return notice("NEGATIVE", "PROMOTION_REQUIRES_ENROLLMENT", promotion.code)
  }
  if (promotion.requiresLastOrder) {
    if (!facts.signedIn) return notice("NEGATIVE", "PROMOTION_REQUIRES_SIGN_IN", promotion.code)
    if (!facts.lastOrders.get(lastOrderCondition(promotion))) {
      return promotion.lastOrderWindow === "within"
        ? notice("NEGATIVE", "PROMOTION_REQUIRES_LAST_ORDER", promotion.code, promotion.lastOrderDays)
        : notice("NEGATIVE", "PROMOTION_REQUIRES_EARLIER_ORDER", promotion.code, promotion.lastOrderDays)
    }
  }
  return null
}

/** Units of these variants in the cart, bundled lines left out (docs/product.md §5). */
export function unitsOf(lines: Line[], variantIds: string[]): number {
  const wanted = new Set(variantIds)
  return lines
    .filter((line) => !line.bundledBy && line.variantId && wanted.has(line.variantId))
    .reduce((sum, line) => sum + line.quantity, 0)
}

/** True when a promotion concerns the cart: its discounted variants are in it (bundled lines aside). */
export function concerns(promotion: CustomPromotion, lines: Line[]): boolean {
  return unitsOf(lines, promotion.variantIds) > 0
}

/** The promotion's own condition holds: enough units of the required products, bundled lines aside. */
export function requirementMet(promotion: CustomPromotion, lines: Line[]): boolean {
  if (!promotion.minQuantity) return true
  const required = promotion.requiredVariantIds.length ? promotion.requiredVariantIds : promotion.variantIds
  return unitsOf(lines, required) >= promotion.minQuantity
}

/**
 * docs/product.md §5's warnings for a promotion the shopper may have and whose variants are
 * in the cart: too few required units, or the gift already in the cart.
 */
export function warnings(promotion: CustomPromotion, lines: Line[]): Notice[] {
  if (!concerns(promotion, lines)) return []
  if (!requirementMet(promotion, lines)) {
    return [{ ...notice("WARNING", "PROMOTION_MIN_QUANTITY", promotion.minQuantity!), subject: promotion.title }]
  }
  if (promotion.maxQuantity && unitsOf(lines, promotion.variantIds) >= promotion.maxQuantity) {
    return [{ ...notice("WARNING", "PROMOTION_GIFT_IN_CART"), subject: promotion.title }]
  }
  return []
}
