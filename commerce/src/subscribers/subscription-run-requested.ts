import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SubscriptionEvents, type SubscriptionRunRequested } from "../modules/subscription/events"
import { runSubscription } from "../workflows/run-subscription/run"

/**
 * A run handed to the workers (POST /admin/subscriptions/:id/request-run):
 * the same run as the scheduled job's, so however many workers receive a
 * request for the same period, one order is placed (lock + period claim).
 * Each outcome is logged with the process, so an operator sees who did what.
 */
export default async function runRequestedSubscription({ event, container }: SubscriberArgs<SubscriptionRunRequested>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const run = await runSubscription(container, event.data.id)
  const detail = run.outcome === "placed" ? `order ${run.order_id}` : run.outcome === "failed" ? run.error : run.reason
  logger.info(`Subscription ${event.data.id}: requested run ${run.outcome} (${detail}) in process ${process.pid}`)
}

export const config: SubscriberConfig = { event: SubscriptionEvents.RUN_REQUESTED }
