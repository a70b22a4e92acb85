import type { CreateNotificationDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { TemplateData, TemplateName } from "../emails"
import { sealSecrets } from "./sealed"

export interface ShopEmail<Name extends TemplateName> {
  template: Name
  to: string
  data: TemplateData<Name>
  /**
   * Once per event and recipient: `${event}:${resource}:${to}`. The notification
   * table's unique index on it makes a redelivered event, or two workers racing
   * for it, send one e-mail.
   */
  idempotencyKey: string
  /** What it is about (an order, a customer) and who receives it, for the back-office. */
  resource?: { type: string; id: string }
  receiverId?: string | null
  trigger: string
}

export type SendOutcome = "sent" | "failed" | "duplicate"

/**
 * Sends one of the shop's e-mails through the engine's Notification Module
 * (channel `email`, our SMTP provider), so it becomes a notification record.
 * Never throws for the mail itself: a failed SMTP server leaves the record
 * "failure" for src/jobs/retry-failed-emails.ts, and the caller (a checkout, a
 * shipment) goes on. Neither the message nor its data is logged.
 */
export async function sendShopEmail<Name extends TemplateName>(
  container: MedusaContainer,
  email: ShopEmail<Name>
): Promise<SendOutcome> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const notifications = container.resolve(Modules.NOTIFICATION)
  const notification: CreateNotificationDTO = {
    to: email.to,
    channel: "email",
    template: email.template,
    // Links and codes that open something travel sealed: the stored notification never holds them (sealed.ts).
    data: sealSecrets({ ...(email.data as Record<string, unknown>) }),
    trigger_type: email.trigger,
    resource_type: email.resource?.type ?? null,
    resource_id: email.resource?.id ?? null,
    receiver_id: email.receiverId ?? null,
    idempotency_key: email.idempotencyKey,
  }
  const what = `E-mail ${email.template} (${email.resource?.id ?? email.trigger})`
  try {
    // The module skips a key it already holds, unless that notification failed (then it sends again).
    const created = await notifications.createNotifications(notification)
    if (!created) {
      logger.info(`${what}: already sent, not sent again`)
      return "duplicate"
    }
    logger.info(`${what}: sent`)
    return "sent"
  } catch (error) {
    // Two workers racing: the other one's insert won the unique idempotency key.
    if (isUniqueViolation(error)) {
      logger.info(`${what}: another worker is sending it`)
      return "duplicate"
    }
    logger.warn(`${what}: not sent now, it will be retried (${lastLine(error)})`)
    return "failed"
  }
}

/**
 * An e-mail about an order, to the order's address: once per `trigger` and `key`
 * (the thing that happened: the order, a fulfillment, a refund) and recipient.
 */
export function sendAboutOrder<Name extends TemplateName>(
  container: MedusaContainer,
  order: { id: string; email: string; customer_id?: string | null },
  email: { template: Name; data: TemplateData<Name>; trigger: string; key: string }
) {
  return sendShopEmail(container, {
    template: email.template,
    to: order.email,
    data: email.data,
    idempotencyKey: `${email.trigger}:${email.key}:${order.email.toLowerCase()}`,
    resource: { type: "order", id: order.id },
    receiverId: order.customer_id,
    trigger: email.trigger,
  })
}

/** The last line of the module's error: the provider's own reason. */
export const lastLine = (error: unknown) =>
  String((error as Error).message ?? error)
    .split("\n")
    .pop()

export function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { code?: string }).code ?? ""} ${(error as Error).message ?? ""}`
  return /23505|unique constraint|already exists/i.test(text)
}
