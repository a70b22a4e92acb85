import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendSubscriptionReminders } from "../../../../notifications/subscription-email"
import { mailSettings } from "../../../../notifications/settings"

/**
 * POST /admin/subscriptions/send-reminders — the scheduled job (subscription-reminders)
 * on demand: each active subscription running within SUBSCRIPTION_REMINDER_DAYS gets
 * its reminder, once per period. Answers { upcoming }.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ upcoming: await sendSubscriptionReminders(req.scope, mailSettings().subscriptionReminderDays) })
}
