import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loadOrderForEmail, orderNoticeData } from "../notifications/order-email"
import { sendAboutOrder } from "../notifications/send"

interface RefundedPayment {
  id: string
  provider_id: string
  currency_code: string
  payment_collection_id: string
  refunds?: ({ id: string; amount: number | string; created_at: string | Date } | null)[] | null
}

/** Refund issued (payment.refunded): the amount of the latest refund and how it comes back. Once per refund. */
export default async function sendRefundMail({ event, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: payments } = await query.graph({
    entity: "payment",
    fields: [
      "id",
      "provider_id",
      "currency_code",
      "payment_collection_id",
      "refunds.id",
      "refunds.amount",
      "refunds.created_at",
    ],
    filters: { id: event.data.id },
  })
  const payment = payments[0] as RefundedPayment | undefined
  const refund = (payment?.refunds ?? [])
    .flatMap((r) => (r ? [r] : []))
    .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())[0]
  if (!payment || !refund) return
  // The order that owns the payment collection (the engine's order ↔ payment-collection link).
  const { data: links } = await query.graph({
    entity: "order_payment_collection",
    fields: ["order_id"],
    filters: { payment_collection_id: payment.payment_collection_id },
  })
  const orderId = (links[0] as { order_id?: string } | undefined)?.order_id
  const order = orderId ? await loadOrderForEmail(container, orderId) : undefined
  if (!order) return
  await sendAboutOrder(container, order, {
    template: "refund-issued",
    trigger: "payment.refunded",
    key: refund.id,
    data: {
      ...orderNoticeData(order),
      amount: Number(refund.amount),
      currency_code: payment.currency_code,
      provider_id: payment.provider_id,
    },
  })
}

export const config: SubscriberConfig = { event: "payment.refunded" }
