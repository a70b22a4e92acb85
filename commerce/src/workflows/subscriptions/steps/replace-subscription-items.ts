import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import type SubscriptionModuleService from "../../../modules/subscription/service"
import type { SubscriptionItemInput } from "../../../modules/subscription/types"

export const replaceSubscriptionItemsStepId = "replace-subscription-items"

/** Sets what each run orders (the whole list). Compensation restores the list there was. */
export const replaceSubscriptionItemsStep = createStep(
  replaceSubscriptionItemsStepId,
  async (input: { subscription_id: string; items: SubscriptionItemInput[] }, { container }) => {
    const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
    const before = await service.listSubscriptionItems(
      { subscription_id: input.subscription_id },
      { select: ["id", "variant_id", "quantity"] }
    )
    await service.deleteSubscriptionItems(before.map((i) => i.id))
    const created = await service.createSubscriptionItems(
      input.items.map((i) => ({ ...i, subscription_id: input.subscription_id }))
    )
    return new StepResponse(undefined, {
      subscription_id: input.subscription_id,
      created: created.map((i) => i.id),
      previous: before.map((i) => ({ variant_id: i.variant_id, quantity: i.quantity })),
    })
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
    await service.deleteSubscriptionItems(undo.created)
    await service.createSubscriptionItems(undo.previous.map((i) => ({ ...i, subscription_id: undo.subscription_id })))
  }
)
