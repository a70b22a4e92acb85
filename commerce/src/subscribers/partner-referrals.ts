import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recordReferrals } from "../partners/figures"

/**
 * Keeps the referral ledger (src/partners/figures.ts) in step with the orders: whenever an order is
 * placed, canceled, edited, or changed by a claim, an exchange or a return, its ledger row is
 * written again from the order as it is now. Orders without a referral write nothing.
 */
export default async function recordReferralOnOrderChange({
  event,
  container,
}: SubscriberArgs<{ id?: string; order_id?: string }>) {
  const orderId = event.data.order_id ?? event.data.id
  if (!orderId) return
  await recordReferrals(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), [orderId])
}

export const config: SubscriberConfig = {
  event: [
    "order.placed",
    "order.canceled",
    "order.updated",
    "order-edit.confirmed",
    "order.claim_created",
    "order.exchange_created",
    "order.return_received",
  ],
}
