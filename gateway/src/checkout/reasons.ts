import type { ErrorKey } from "../messages/errors.js"
import type { EngineCart } from "../medusa/types.js"

/**
 * Why a checkout was refused, as `extensions.reason` on the refusals of `prepareCheckout` and
 * `completeCart`: each names the step of the checkout that fixes it, so a client opens that step
 * (docs/api.md lists them; the storefront: web/src/state/checkout-step.ts).
 */
export const CHECKOUT_REASONS = {
  EMAIL_MISSING: { step: "contact", message: "CHECKOUT_EMAIL_MISSING" },
  SHIPPING_ADDRESS_MISSING: { step: "contact", message: "CHECKOUT_SHIPPING_ADDRESS_MISSING" },
  SHIPPING_METHOD_MISSING: { step: "shipping", message: "CHECKOUT_SHIPPING_METHOD_MISSING" },
  PAYMENT_SESSION_MISSING: { step: "payment", message: "CHECKOUT_PAYMENT_SESSION_MISSING" },
  PAYMENT_DECLINED: { step: "payment", message: "CHECKOUT_PAYMENT_DECLINED" },
  PAYMENT_ACTION_REQUIRED: { step: "payment", message: "CHECKOUT_PAYMENT_ACTION_REQUIRED" },
  INSUFFICIENT_INVENTORY: { step: "cart", message: "CHECKOUT_INSUFFICIENT_INVENTORY" },
  PROMOTION_NOT_ALLOWED: { step: "payment", message: "CHECKOUT_PROMOTION_NOT_ALLOWED" },
} as const satisfies Record<string, { step: "contact" | "shipping" | "payment" | "cart"; message: ErrorKey }>

export type CheckoutReason = keyof typeof CHECKOUT_REASONS

/** Reasons whose message is a fixed text (the others name a product or a promotion). */
export type PlainReason = Exclude<CheckoutReason, "INSUFFICIENT_INVENTORY" | "PROMOTION_NOT_ALLOWED">

/**
 * What the cart still lacks for an order, the first step first: its e-mail, its shipping address, a
 * shipping method when a line must be shipped, a payment session. Null when it lacks none of them.
 */
export function missingStep(cart: EngineCart): PlainReason | null {
  if (!cart.email?.trim()) return "EMAIL_MISSING"
  if (!cart.shipping_address?.country_code) return "SHIPPING_ADDRESS_MISSING"
  const shipped = (cart.items ?? []).some((item) => item.requires_shipping !== false)
  if (shipped && !(cart.shipping_methods ?? []).length) return "SHIPPING_METHOD_MISSING"
  if (!(cart.payment_collection?.payment_sessions ?? []).length) return "PAYMENT_SESSION_MISSING"
  return null
}

/**
 * A payment the engine would not take at completion, when it is about the payment: one that needs a
 * further check by the shopper's bank (its session says so) is PAYMENT_ACTION_REQUIRED, any other
 * the provider did not authorise is PAYMENT_DECLINED. The engine says "not authorized" in words
 * (the payment module) or by its type (the completion's own check).
 */
export function paymentReason(
  engineCode: string | undefined,
  engineMessage: string | undefined,
  sessions: { status?: string | null }[]
): PlainReason | null {
  const refused =
    engineCode === "payment_authorization_error" ||
    engineCode === "payment_requires_more_error" ||
    /not authorized|authorization failed|more information is required for payment/i.test(engineMessage ?? "")
  if (!refused) return null
  const needsMore =
    engineCode === "payment_requires_more_error" || sessions.some((session) => session.status === "requires_more")
  return needsMore ? "PAYMENT_ACTION_REQUIRED" : "PAYMENT_DECLINED"
}
