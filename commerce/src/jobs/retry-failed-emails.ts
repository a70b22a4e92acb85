import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { retryFailedEmails } from "../notifications/retry"
import { mailSettings } from "../notifications/settings"

const { retryMs } = mailSettings()

/**
 * E-mails the SMTP server refused or never answered for (a checkout never waits
 * for them): looked at every NOTIFICATION_RETRY_MS (in the worker) and sent again
 * with back-off (src/notifications/retry.ts).
 */
export default async function retryFailedEmailsJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { failed, retried } = await retryFailedEmails(container, retryMs)
  if (retried) logger.info(`E-mails: ${failed} failed, ${retried} retried now`)
}

export const config = { name: "retry-failed-emails", schedule: { interval: retryMs } }
