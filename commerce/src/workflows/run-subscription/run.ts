import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { SUBSCRIPTION_MODULE } from "../../modules/subscription"
import { sendSubscriptionFailedEmail } from "../../notifications/subscription-email"
import { dayOf } from "../../modules/subscription/schedule"
import type SubscriptionModuleService from "../../modules/subscription/service"
import { failureMessage } from "./failure-message"
import { runSubscriptionWorkflow } from "./index"
import { recordSubscriptionFailureWorkflow } from "./record-failure"

export type RunOutcome = {
  subscription_id: string
  /** The run day the attempt was for (YYYY-MM-DD). */
  period: string
} & (
  | { outcome: "placed"; run_id: string; order_id: string }
  | { outcome: "failed"; error: string }
  /** not_active: paused or cancelled; not_due: its run day is ahead; already_claimed / busy: another run has it. */
  | { outcome: "skipped"; reason: "not_active" | "not_due" | "already_claimed" | "busy" }
)

/** How long a second run waits for the first to finish before it gives up ("busy"). */
const LOCK_WAIT_SECONDS = 60
const LOCK_EXPIRE_SECONDS = 10 * 60

/**
 * Runs one subscription if it is due: the scheduled job and the admin's
 * on-demand run both come here. A lock per subscription (Modules.LOCKING:
 * in-process, or Redis with several workers) lines concurrent runs up; the
 * period claim in the workflow is what guarantees one order per period even
 * without it. A failed run is recorded on the run and the subscription.
 */
export async function runSubscription(container: MedusaContainer, subscriptionId: string): Promise<RunOutcome> {
  const locking = container.resolve(Modules.LOCKING)
  let started = false
  try {
    return await locking.execute(
      `subscription-run:${subscriptionId}`,
      () => {
        started = true
        return runUnlocked(container, subscriptionId)
      },
      { timeout: LOCK_WAIT_SECONDS, expire: LOCK_EXPIRE_SECONDS }
    )
  } catch (error) {
    // Not our turn within the wait: another run has had the subscription all along.
    if (!started) return { subscription_id: subscriptionId, period: "", outcome: "skipped", reason: "busy" }
    throw error
  }
}

async function runUnlocked(container: MedusaContainer, subscriptionId: string): Promise<RunOutcome> {
  const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const subscription = await service.retrieveSubscription(subscriptionId, { select: ["id", "status", "next_run_at"] })
  const period = dayOf(subscription.next_run_at)
  const base = { subscription_id: subscriptionId, period }
  if (subscription.status !== "active") return { ...base, outcome: "skipped", reason: "not_active" }
  if (new Date(subscription.next_run_at) > new Date()) return { ...base, outcome: "skipped", reason: "not_due" }

  const { result, errors } = await runSubscriptionWorkflow(container).run({
    input: { subscription_id: subscriptionId, period },
    throwOnError: false,
  })
  if (errors?.length) {
    const error = failureMessage(
      errors.map((e) => (e.error as { message?: string })?.message).find(Boolean) ?? "Unknown error"
    )
    await recordSubscriptionFailureWorkflow(container).run({
      input: { subscription_id: subscriptionId, period, error },
    })
    logger.warn(`Subscription ${subscriptionId}, period ${period}: failed (${error})`)
    // The customer hears what to fix (once per period; never fails the run's bookkeeping).
    await sendSubscriptionFailedEmail(container, subscriptionId, period, error).catch((e: Error) =>
      logger.warn(`Subscription ${subscriptionId}: failure e-mail not sent (${e.message})`)
    )
    return { ...base, outcome: "failed", error }
  }
  if (result.outcome !== "claimed" || !result.order_id || !result.run_id) {
    return { ...base, outcome: "skipped", reason: result.outcome === "claimed" ? "already_claimed" : result.outcome }
  }
  logger.info(`Subscription ${subscriptionId}, period ${period}: order ${result.order_id}`)
  return { ...base, outcome: "placed", run_id: result.run_id, order_id: result.order_id }
}

/** At most this many subscriptions per job run; the rest wait for the next one. */
export const DUE_BATCH = 200

/** Runs every active subscription that is due, one after another (the scheduled job's work). */
export async function runDueSubscriptions(container: MedusaContainer, now = new Date()) {
  const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
  const ids = await service.dueSubscriptionIds(now, DUE_BATCH)
  const results: RunOutcome[] = []
  for (const id of ids) {
    try {
      results.push(await runSubscription(container, id))
    } catch (error) {
      // One subscription's trouble (say, deleted meanwhile) does not stop the others.
      results.push({ subscription_id: id, period: "", outcome: "failed", error: (error as Error).message })
    }
  }
  const count = (outcome: RunOutcome["outcome"]) => results.filter((r) => r.outcome === outcome).length
  return { due: ids.length, placed: count("placed"), failed: count("failed"), skipped: count("skipped"), results }
}
