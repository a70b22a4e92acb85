/**
 * The checkout's step (docs/product.md §3, §4): starts at 1, and goes back to 1 after a line
 * is added or a quantity changes, since shipping and payment depend on the lines.
 */
export const CHECKOUT_STEPS = ["contact", "shipping", "payment", "review"] as const
export const FIRST_CHECKOUT_STEP = 1
export const LAST_CHECKOUT_STEP = CHECKOUT_STEPS.length

export type CheckoutStepAction =
  { type: "next" } | { type: "set"; step: number } | { type: "linesChanged" } | { type: "reset" }

export function checkoutStepReducer(step: number, action: CheckoutStepAction): number {
  switch (action.type) {
    case "next":
      return Math.min(step + 1, LAST_CHECKOUT_STEP)
    case "set":
      return Math.max(FIRST_CHECKOUT_STEP, Math.min(Math.trunc(action.step) || FIRST_CHECKOUT_STEP, LAST_CHECKOUT_STEP))
    case "linesChanged":
    case "reset":
      return FIRST_CHECKOUT_STEP
  }
}

/**
 * Where a refused checkout is fixed (the API's `extensions.reason`, docs/api.md "Why a checkout was
 * refused"): a step of the checkout, "cart" for the cart itself (stock), null when the reason names none.
 */
export function stepForReason(reason: string | null | undefined): number | "cart" | null {
  switch (reason) {
    case "EMAIL_MISSING":
    case "SHIPPING_ADDRESS_MISSING":
      return CHECKOUT_STEPS.indexOf("contact") + 1
    case "SHIPPING_METHOD_MISSING":
      return CHECKOUT_STEPS.indexOf("shipping") + 1
    // PROMOTION_NOT_ALLOWED: the promotion was taken off, the total changed, and the payment is started again for it.
    case "PAYMENT_SESSION_MISSING":
    case "PAYMENT_DECLINED":
    case "PAYMENT_ACTION_REQUIRED":
    case "PROMOTION_NOT_ALLOWED":
      return CHECKOUT_STEPS.indexOf("payment") + 1
    case "INSUFFICIENT_INVENTORY":
      return "cart"
    default:
      return null
  }
}
