import { createHash } from "node:crypto"
import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { Modules } from "@medusajs/framework/utils"
import { SECURITY_CHANGED, type SecurityChangeEvent } from "../accounts/security-change"
import { localeOf } from "../emails/format"
import { customerForEmail, customerGreeting } from "../notifications/customer-email"
import { sendShopEmail } from "../notifications/send"

/**
 * Tells a person, after the fact, that how they sign in changed (docs/emails.md, "security-notice";
 * ASVS 2.2.3, 2.5.5): their password changed or was reset, their second factor was enrolled or reset
 * by an owner, or a spent verification code of theirs was tried again. Shoppers get it in the language
 * on their customer record, administrators in the one on their user (Spanish when none). The e-mail
 * holds no secret and no link.
 */
export default async function sendSecurityNotice({ event: { data }, container }: SubscriberArgs<SecurityChangeEvent>) {
  const changedAt = data.changed_at ?? new Date().toISOString()
  let greeting: { locale: "es" | "en"; name: string | null }
  let receiverId: string | undefined
  if (data.actor_type === "user") {
    const [user] = await container
      .resolve(Modules.USER)
      .listUsers({ email: data.entity_id }, { select: ["id", "first_name", "metadata"] })
    greeting = { locale: localeOf(user?.metadata?.locale), name: user?.first_name || null }
    receiverId = user?.id
  } else {
    const customer = await customerForEmail(container, { email: data.entity_id })
    greeting = customerGreeting(customer)
    receiverId = customer?.id
  }
  // The key names the person by a digest: it is kept with the notification and must not be an address list.
  const who = createHash("sha256").update(`${data.actor_type}:${data.entity_id}`).digest("base64url")
  await sendShopEmail(container, {
    template: "security-notice",
    to: data.entity_id,
    data: { ...greeting, change: data.change, actor_type: data.actor_type, changed_at: changedAt },
    idempotencyKey: `${SECURITY_CHANGED}:${data.change}:${who}:${changedAt}`,
    // A sign-in e-mail: only owners read it in the back-office (@vitalia/schema/staff/policies).
    resource: { type: "auth", id: receiverId ?? data.entity_id },
    receiverId,
    trigger: SECURITY_CHANGED,
  })
}

export const config: SubscriberConfig = { event: SECURITY_CHANGED }
