import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import { dayOf, dueAt } from "../../../modules/subscription/schedule"
import type SubscriptionModuleService from "../../../modules/subscription/service"
import type { CreateSubscriptionInput } from "../../../modules/subscription/types"

export const createSubscriptionStepId = "create-subscription"

/** Creates an active subscription and its items, first due on `start_on` (today by default). Compensation deletes it. */
export const createSubscriptionStep = createStep(
  createSubscriptionStepId,
  async (input: CreateSubscriptionInput, { container }) => {
    const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
    const subscription = await service.createSubscriptions({
      customer_id: input.customer_id,
      email: input.email,
      region_id: input.region_id,
      status: "active",
      interval_months: input.interval_months,
      next_run_at: dueAt(input.start_on ?? dayOf(new Date())),
      shipping_address: {
        ...input.shipping_address,
        country_code: input.shipping_address.country_code.toLowerCase(),
      },
      shipping_option_id: input.shipping_option_id ?? null,
      payment_provider_id: input.payment_provider_id ?? "pp_system_default",
      metadata: input.metadata ?? null,
    })
    try {
      await service.createSubscriptionItems(input.items.map((item) => ({ ...item, subscription_id: subscription.id })))
    } catch (error) {
      await service.deleteSubscriptions([subscription.id])
      throw error
    }
    return new StepResponse({ id: subscription.id }, subscription.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE).deleteSubscriptions([id])
  }
)
