/**
 * The checkout's step (SPEC §3, §4): starts at 1, and goes back to 1 after a line
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
