import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import type { SubscriptionUpdate } from "../../../modules/subscription/changes"
import type SubscriptionModuleService from "../../../modules/subscription/service"

export const updateSubscriptionStepId = "update-subscription"

/** Writes the planned fields. Compensation puts back the ones it changed. */
export const updateSubscriptionStep = createStep(
  updateSubscriptionStepId,
  async (update: SubscriptionUpdate, { container }) => {
    const keys = Object.keys(update).filter((key) => key !== "id")
    if (!keys.length) return new StepResponse(undefined, null)
    const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
    const before = await service.retrieveSubscription(update.id, { select: ["id", ...keys] })
    await service.updateSubscriptions(update)
    const previous = Object.fromEntries(["id", ...keys].map((key) => [key, (before as Record<string, unknown>)[key]]))
    return new StepResponse(undefined, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE).updateSubscriptions(previous)
  }
)
