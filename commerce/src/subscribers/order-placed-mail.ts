import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loadOrderForEmail, orderEmailData } from "../notifications/order-email"
import { sendShopEmail } from "../notifications/send"
import { mailSettings } from "../notifications/settings"

/** The manual provider: pay on delivery or by bank transfer (the storefront says so at checkout). */
const MANUAL_PAYMENT = "pp_system_default"

/**
 * Order placed: the confirmation to the order's e-mail — lines, totals, address,
 * the bank-transfer instructions when paid manually (reference = the order
 * number) and the link that opens the order. Once per order (idempotency key).
 */
export default async function sendOrderPlacedMail({ event, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const order = await loadOrderForEmail(container, event.data.id)
  if (!order?.email) {
    logger.warn(`Order ${event.data.id}: placed without an e-mail address, no confirmation sent`)
    return
  }
  const manual = (order.payment_collections ?? []).some((c) => c?.payment_sessions?.some((s) => s?.provider_id === MANUAL_PAYMENT))
  const { bankTransfer } = mailSettings()
  await sendShopEmail(container, {
    template: "order-placed",
    to: order.email,
    data: {
      ...orderEmailData(order),
      bank_transfer: manual ? { bank: bankTransfer.bank, holder: bankTransfer.holder, account: bankTransfer.account, proof_email: bankTransfer.proofEmail } : null,
    },
    idempotencyKey: `order.placed:${order.id}:${order.email.toLowerCase()}`,
    resource: { type: "order", id: order.id },
    receiverId: order.customer_id,
    trigger: "order.placed",
  })
}

export const config: SubscriberConfig = { event: "order.placed" }
