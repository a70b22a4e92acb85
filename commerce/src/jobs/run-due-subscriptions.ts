import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { runDueSubscriptions } from "../workflows/run-subscription/run"

/**
 * Autoship: every hour (in the worker), each active subscription that is due
 * gets its period's order (workflow run-subscription). Running twice, or on
 * two workers, places each period once; a failed period is retried on the
 * next run.
 */
export default async function runDueSubscriptionsJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { due, placed, failed, skipped } = await runDueSubscriptions(container)
  if (due) logger.info(`Subscriptions due: ${due}; placed ${placed}, failed ${failed}, skipped ${skipped}`)
}

export const config = { name: "run-due-subscriptions", schedule: "20 * * * *" }
