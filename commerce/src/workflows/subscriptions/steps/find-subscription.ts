import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import type SubscriptionModuleService from "../../../modules/subscription/service"

export const findSubscriptionStepId = "find-subscription"

/**
 * The subscription to change. With `customer_id` (store routes) only that
 * customer's: another customer's subscription is "not found", never "forbidden",
 * so its existence is not revealed.
 */
export const findSubscriptionStep = createStep(
  findSubscriptionStepId,
  async (input: { id: string; customer_id?: string }, { container }) => {
    const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
    const filters: Record<string, unknown> = { id: input.id }
    if (input.customer_id) filters.customer_id = input.customer_id
    const [subscription] = await service.listSubscriptions(filters, {
      select: ["id", "customer_id", "region_id", "status", "interval_months", "next_run_at"],
    })
    if (!subscription) {
      throw new MedusaError(
        MedusaError.Types.NOT_FOUND,
        `Subscription ${input.id} was not found.`,
        "SUBSCRIPTION_NOT_FOUND"
      )
    }
    return new StepResponse(subscription)
  }
)
