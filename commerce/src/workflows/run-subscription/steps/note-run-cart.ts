import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import type SubscriptionModuleService from "../../../modules/subscription/service"

export const noteRunCartStepId = "note-run-cart"

/**
 * Notes the attempt's cart on the run before the cart is completed, so that a
 * retry after a crash can tell whether the cart became an order (and adopt it)
 * rather than order again. No compensation: a cart that is rolled back
 * becomes no order, which is what a retry will find.
 */
export const noteRunCartStep = createStep(
  noteRunCartStepId,
  async (input: { run_id: string; cart_id: string }, { container }) => {
    await container
      .resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
      .updateSubscriptionRuns({ id: input.run_id, cart_id: input.cart_id })
    return new StepResponse(undefined)
  }
)
