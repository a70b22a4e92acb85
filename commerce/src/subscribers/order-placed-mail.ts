import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { loadOrderForEmail, orderEmailData } from "../notifications/order-email"
import { sendAboutOrder } from "../notifications/send"
import { mailSettings } from "../notifications/settings"

/** The manual provider: pay on delivery or by bank transfer (the storefront says so at checkout). */
const MANUAL_PAYMENT = "pp_system_default"

/**
 * Order placed: the confirmation to the order's e-mail — lines, totals, address,
 * the bank-transfer instructions when paid manually (reference = the order
 * number) and the link that opens the order. An order a subscription placed
 * says so instead (subscription-placed). Once per order (idempotency key).
 */
export default async function sendOrderPlacedMail({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadOrderForEmail(container, event.data.id)
  if (!order) return
  const data = orderEmailData(order)
  if (typeof order.metadata?.subscription_id === "string") {
    await sendAboutOrder(container, order, {
      template: "subscription-placed",
      trigger: "order.placed",
      key: order.id,
      data,
    })
    return
  }
  const manual = (order.payment_collections ?? []).some((c) =>
    c?.payment_sessions?.some((s) => s?.provider_id === MANUAL_PAYMENT)
  )
  const { bank, holder, account, proofEmail } = mailSettings().bankTransfer
  await sendAboutOrder(container, order, {
    template: "order-placed",
    trigger: "order.placed",
    key: order.id,
    data: { ...data, bank_transfer: manual ? { bank, holder, account, proof_email: proofEmail } : null },
  })
}

export const config: SubscriberConfig = { event: "order.placed" }
