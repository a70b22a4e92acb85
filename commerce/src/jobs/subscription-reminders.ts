import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendSubscriptionReminders } from "../notifications/subscription-email"
import { mailSettings } from "../notifications/settings"

/**
 * Every hour (in the worker): a reminder to each customer whose subscription runs
 * within SUBSCRIPTION_REMINDER_DAYS (3) days, once per period, so they can pause,
 * skip or change it first.
 */
export default async function subscriptionRemindersJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const upcoming = await sendSubscriptionReminders(container, mailSettings().subscriptionReminderDays)
  if (upcoming) logger.info(`Subscriptions running soon: ${upcoming} (reminders sent once per period)`)
}

export const config = { name: "subscription-reminders", schedule: "40 * * * *" }
