import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { recordSubscriptionFailureStep } from "./steps/record-subscription-failure"

export const recordSubscriptionFailureWorkflowId = "record-subscription-failure"

/** Records why a period could not be placed (see steps/record-subscription-failure.ts). */
export const recordSubscriptionFailureWorkflow = createWorkflow(
  recordSubscriptionFailureWorkflowId,
  (input: { subscription_id: string; period: string; error: string }) =>
    new WorkflowResponse(recordSubscriptionFailureStep(input))
)
