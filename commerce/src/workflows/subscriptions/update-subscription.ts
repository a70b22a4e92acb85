import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SubscriptionAction, SubscriptionChanges } from "../../modules/subscription/types"
import { findSubscriptionStep } from "./steps/find-subscription"
import { planSubscriptionChangeStep } from "./steps/plan-subscription-change"
import { replaceSubscriptionItemsStep } from "./steps/replace-subscription-items"
import { updateSubscriptionStep } from "./steps/update-subscription"
import { validateSubscriptionInputStep } from "./steps/validate-subscription-input"

export const updateSubscriptionWorkflowId = "update-subscription"

export interface UpdateSubscriptionWorkflowInput {
  id: string
  /** Set by store routes: only this customer's subscription can be found. */
  customer_id?: string
  /** pause, resume, skip (the next run) or cancel; or leave out and give `changes`. */
  action?: SubscriptionAction
  changes?: SubscriptionChanges
}

/**
 * Every change to a subscription, by its customer or an administrator:
 *
 *   find-subscription → validate-subscription-input → plan-subscription-change
 *   → update-subscription → replace-subscription-items (when items change)
 */
export const updateSubscriptionWorkflow = createWorkflow(
  updateSubscriptionWorkflowId,
  (input: UpdateSubscriptionWorkflowInput) => {
    const subscription = findSubscriptionStep(
      transform({ input }, ({ input }) => ({ id: input.id, customer_id: input.customer_id }))
    )
    validateSubscriptionInputStep(
      transform({ input, subscription }, ({ input, subscription }) => ({
        region_id: subscription.region_id,
        ...(input.changes ?? {}),
      }))
    )
    const update = planSubscriptionChangeStep(
      transform({ input, subscription }, ({ input, subscription }) => ({
        subscription: subscription,
        action: input.action,
        changes: input.changes,
      }))
    )
    updateSubscriptionStep(update)
    when("items-change", { input }, ({ input }) => Boolean(input.changes?.items)).then(() => {
      replaceSubscriptionItemsStep(
        transform({ input }, ({ input }) => ({ subscription_id: input.id, items: input.changes!.items! }))
      )
    })
    return new WorkflowResponse(transform({ subscription }, ({ subscription }) => ({ id: subscription.id })))
  }
)
