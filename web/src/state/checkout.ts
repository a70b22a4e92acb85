/** The checkout's step (SPEC §3, §4): starts at 1, back to 1 when the cart's lines change. */
export type CheckoutAction = { type: "next" } | { type: "set"; step: number } | { type: "linesChanged" } | { type: "reset" }

export const FIRST_STEP = 1
export const LAST_STEP = 4

export function checkoutStep(step: number, action: CheckoutAction): number {
  switch (action.type) {
    case "next":
      return Math.min(step + 1, LAST_STEP)
    case "set":
      return Math.max(FIRST_STEP, Math.min(action.step, LAST_STEP))
    case "linesChanged":
    case "reset":
      return FIRST_STEP
  }
}
