import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planChange, type SubscriptionState } from "../../../modules/subscription/changes"
import type { SubscriptionAction, SubscriptionChanges } from "../../../modules/subscription/types"

export const planSubscriptionChangeStepId = "plan-subscription-change"

/** Works out the fields to write (modules/subscription/changes.ts); refuses what the subscription's status does not allow. */
export const planSubscriptionChangeStep = createStep(
  planSubscriptionChangeStepId,
  (input: { subscription: SubscriptionState; action?: SubscriptionAction; changes?: SubscriptionChanges }) => {
    const { items: _items, ...fields } = input.changes ?? {}
    return new StepResponse(planChange(input.subscription, { action: input.action, changes: fields }, new Date()))
  }
)
