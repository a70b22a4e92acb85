import type { INotificationModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, NotificationStatus } from "@medusajs/framework/utils"
import { isUniqueViolation, lastLine } from "./send"

/** After this many retries a failed e-mail is left to the back-office's "resend". */
export const MAX_RETRIES = 8
/** Failed e-mails older than this are not retried (the news would be stale). */
const RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000

const FIELDS = [
  "id",
  "to",
  "channel",
  "template",
  "data",
  "trigger_type",
  "resource_type",
  "resource_id",
  "receiver_id",
  "original_notification_id",
  "idempotency_key",
  "status",
  "created_at",
]

export type EmailRecord = {
  id: string
  to: string
  channel: string
  template: string | null
  data: Record<string, unknown> | null
  trigger_type: string | null
  resource_type: string | null
  resource_id: string | null
  receiver_id: string | null
  original_notification_id: string | null
  idempotency_key: string | null
  status: NotificationStatus
  created_at: Date | string
}

/** The e-mail notifications matching `filters`, with what it takes to send them again. */
export async function listEmails(container: MedusaContainer, filters: Record<string, unknown>): Promise<EmailRecord[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  return (await query.graph({ entity: "notification", fields: FIELDS, filters })).data as EmailRecord[]
}

/**
 * Sends a notification's e-mail again as a new notification that points at the
 * first one: for a retry `<key>:retry:<n>` (unique, so one process sends it), for
 * an administrator's resend `<key>:resend:<time>`.
 */
export function sendAgain(container: MedusaContainer, first: EmailRecord, suffix: string) {
  const notifications: INotificationModuleService = container.resolve(Modules.NOTIFICATION)
  return notifications.createNotifications({
    to: first.to,
    channel: first.channel,
    template: first.template,
    data: first.data,
    trigger_type: first.trigger_type,
    resource_type: first.resource_type,
    resource_id: first.resource_id,
    receiver_id: first.receiver_id,
    original_notification_id: first.id,
    idempotency_key: `${first.idempotency_key ?? first.id}:${suffix}`,
  })
}

/**
 * Retries failed e-mails with back-off: the first retry `baseMs` after the failure,
 * each next one twice as long after the last attempt. Each retry is a new
 * notification pointing at the first one (original_notification_id) with the key
 * `<key>:retry:<n>`, so the back-office shows every attempt, and the unique key
 * lets one process only send retry n however many workers run this at once.
 */
export async function retryFailedEmails(container: MedusaContainer, baseMs: number, now = Date.now()) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const list = (filters: Record<string, unknown>) => listEmails(container, filters)

  const failed = await list({
    channel: "email",
    status: NotificationStatus.FAILURE,
    created_at: { $gte: new Date(now - RETRY_WINDOW_MS).toISOString() },
  })
  const rootIds = [...new Set(failed.map((n) => n.original_notification_id ?? n.id))]
  if (!rootIds.length) return { failed: 0, retried: 0 }
  const roots = await list({ id: rootIds })
  const retries = await list({ original_notification_id: rootIds })
  let retried = 0
  for (const root of roots) {
    if (!root.idempotency_key) continue
    const attempts = [root, ...retries.filter((r) => r.original_notification_id === root.id)]
    if (attempts.some((a) => a.status !== NotificationStatus.FAILURE)) continue
    const done = attempts.length - 1
    if (done >= MAX_RETRIES) continue
    const last = Math.max(...attempts.map((a) => new Date(a.created_at).getTime()))
    if (now - last < baseMs * 2 ** done) continue
    retried++
    await sendAgain(container, root, `retry:${done + 1}`).catch((error: unknown) => {
      // Another worker took this retry (its key is unique), or the server is still down.
      if (!isUniqueViolation(error))
        logger.warn(
          `E-mail ${root.template} (${root.resource_id ?? root.id}): retry ${done + 1} failed (${lastLine(error)})`
        )
    })
  }
  return { failed: rootIds.length, retried }
}
