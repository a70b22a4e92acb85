import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { customerForEmail, customerGreeting } from "../notifications/customer-email"
import { sendShopEmail } from "../notifications/send"
import { publicUrl } from "../notifications/settings"

/**
 * Welcome, when someone opens an account (customer.created with an account;
 * the guests a checkout records get none). Once per customer.
 */
export default async function sendWelcomeMail({ event, container }: SubscriberArgs<{ id: string }>) {
  const customer = await customerForEmail(container, { id: event.data.id })
  if (!customer) return
  await sendShopEmail(container, {
    template: "welcome",
    to: customer.email,
    data: { ...customerGreeting(customer), account_url: `${publicUrl()}/account` },
    idempotencyKey: `customer.created:${customer.id}:${customer.email.toLowerCase()}`,
    resource: { type: "customer", id: customer.id },
    receiverId: customer.id,
    trigger: "customer.created",
  })
}

export const config: SubscriberConfig = { event: "customer.created" }
