import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import type SubscriptionModuleService from "../../../modules/subscription/service"

export const recordSubscriptionFailureStepId = "record-subscription-failure"

const MAX_ERROR = 1000

/**
 * A run failed: the error goes on the period's run (unless another attempt has
 * placed it since) and on the subscription (last_error, failure_count), where
 * the customer sees it. next_run_at stays, so the next job run retries.
 */
export const recordSubscriptionFailureStep = createStep(
  recordSubscriptionFailureStepId,
  async (input: { subscription_id: string; period: string; error: string }, { container }) => {
    const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
    const error = input.error.slice(0, MAX_ERROR)
    const now = new Date()
    const [run] = await service.listSubscriptionRuns(
      { subscription_id: input.subscription_id, period: input.period },
      { select: ["id", "status"] }
    )
    if (run?.status === "succeeded") return new StepResponse({ recorded: false })
    if (run) await service.updateSubscriptionRuns({ id: run.id, status: "failed", error, finished_at: now })
    const subscription = await service.retrieveSubscription(input.subscription_id, { select: ["id", "failure_count"] })
    await service.updateSubscriptions({
      id: subscription.id,
      failure_count: (subscription.failure_count ?? 0) + 1,
      last_error: error,
      last_failed_at: now,
    })
    return new StepResponse({ recorded: true })
  }
)
