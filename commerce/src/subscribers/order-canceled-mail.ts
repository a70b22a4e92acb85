import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { loadOrderForEmail, orderItems, orderNoticeData } from "../notifications/order-email"
import { sendAboutOrder } from "../notifications/send"

/** Order canceled (by an administrator or the shopper): what was canceled, and that a payment comes back. */
export default async function sendOrderCanceledMail({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadOrderForEmail(container, event.data.id)
  if (!order) return
  await sendAboutOrder(container, order, {
    template: "order-canceled",
    trigger: "order.canceled",
    key: order.id,
    data: { ...orderNoticeData(order), items: orderItems(order) },
  })
}

export const config: SubscriberConfig = { event: "order.canceled" }
