import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { CreateSubscriptionInput } from "../../modules/subscription/types"
import { createSubscriptionStep } from "./steps/create-subscription"
import { validateSubscriptionInputStep } from "./steps/validate-subscription-input"

export const createSubscriptionWorkflowId = "create-subscription"

/**
 * Subscribes a customer (autoship): validate-subscription-input →
 * create-subscription. The first order is placed on the start day by the
 * scheduled job (src/jobs/run-due-subscriptions.ts).
 */
export const createSubscriptionWorkflow = createWorkflow(
  createSubscriptionWorkflowId,
  (input: CreateSubscriptionInput) => {
    validateSubscriptionInputStep(
      transform({ input }, ({ input }) => ({
        region_id: input.region_id,
        interval_months: input.interval_months,
        items: input.items,
        shipping_address: input.shipping_address,
        payment_provider_id: input.payment_provider_id ?? "pp_system_default",
        shipping_option_id: input.shipping_option_id,
        start_on: input.start_on,
      }))
    )
    return new WorkflowResponse(createSubscriptionStep(input))
  }
)
