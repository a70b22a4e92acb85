import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import { dayOf, dueAt, nextAfterRun } from "../../../modules/subscription/schedule"
import type SubscriptionModuleService from "../../../modules/subscription/service"

export const recordSubscriptionOrderStepId = "record-subscription-order"

/**
 * The period is placed: the run succeeded with its order, failures are
 * forgotten, and the subscription is next due one interval after the period
 * (or later, if the customer skipped meanwhile). Compensation restores both.
 */
export const recordSubscriptionOrderStep = createStep(
  recordSubscriptionOrderStepId,
  async (
    input: { run_id: string; subscription_id: string; order_id: string; period: string; interval_months: number },
    { container }
  ) => {
    const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
    const now = new Date()
    const [run, subscription] = await Promise.all([
      service.retrieveSubscriptionRun(input.run_id, { select: ["id", "status", "order_id", "error", "finished_at"] }),
      service.retrieveSubscription(input.subscription_id, {
        select: ["id", "next_run_at", "failure_count", "last_error", "last_failed_at"],
      }),
    ])
    const after = nextAfterRun(input.period, input.interval_months, now)
    const current = dayOf(subscription.next_run_at)
    const nextRunAt = dueAt(current > after ? current : after)
    await service.recordRunSuccess({
      run_id: run.id,
      order_id: input.order_id,
      subscription_id: subscription.id,
      next_run_at: nextRunAt,
    })
    // What compensation puts back: the fields recordRunSuccess changes, as they were.
    const previous = {
      run: { id: run.id, status: run.status, order_id: run.order_id, error: run.error, finished_at: run.finished_at },
      subscription: {
        id: subscription.id,
        next_run_at: subscription.next_run_at,
        failure_count: subscription.failure_count,
        last_error: subscription.last_error,
        last_failed_at: subscription.last_failed_at,
      },
    }
    return new StepResponse({ next_run_at: nextRunAt }, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
    await service.updateSubscriptionRuns(previous.run)
    await service.updateSubscriptions(previous.subscription)
  }
)
