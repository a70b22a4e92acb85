import { createHash } from "node:crypto"
import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { customerForEmail, customerGreeting } from "../notifications/customer-email"
import { sendShopEmail } from "../notifications/send"
import { shopUrlFor } from "../notifications/settings"

/**
 * Password reset (docs/emails.md): when someone asks for a reset, the engine emits
 * `auth.password_reset` with a single-use token (15 minutes); this e-mails the
 * link. Shoppers' links open the storefront's /reset-password, in the language
 * on their customer record; administrators' the back-office's. The link is in
 * the e-mail only: the notification keeps it sealed (src/notifications/sealed.ts),
 * and it is never logged.
 */
export default async function sendPasswordResetMail({
  event: { data },
  container,
}: SubscriberArgs<{ entity_id: string; actor_type: string; token: string; metadata?: Record<string, unknown> }>) {
  const isUser = data.actor_type === "user"
  const page = isUser ? "/admin/reset-password" : "/reset-password"
  // On the host the shopper asked from (the gateway's `metadata.origin`, checked against the allowed origins).
  const link = `${shopUrlFor(data.metadata?.origin)}${page}?${new URLSearchParams({ token: data.token, email: data.entity_id }).toString()}`
  const customer = isUser ? undefined : await customerForEmail(container, { email: data.entity_id })
  await sendShopEmail(container, {
    template: "password-reset",
    to: data.entity_id,
    data: { ...customerGreeting(customer), reset_url: link },
    // One per token: a second request is a new token and a new e-mail. The key is kept with the
    // notification, so it names the token by its digest, which opens nothing.
    idempotencyKey: `auth.password_reset:${data.actor_type}:${createHash("sha256").update(data.token).digest("base64url")}`,
    // A sign-in e-mail: only owners read it in the back-office, whoever it is for (@vitalia/schema/staff/policies).
    resource: { type: "auth", id: customer?.id ?? data.entity_id },
    receiverId: customer?.id,
    trigger: "auth.password_reset",
  })
}

export const config: SubscriberConfig = { event: "auth.password_reset" }
