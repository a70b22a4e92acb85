import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { loadOrderForEmail, orderNoticeData } from "../notifications/order-email"
import { sendAboutOrder } from "../notifications/send"

export const ORDER_LINK_REQUESTED = "order.link_requested"
/** However often it is asked for, an order's link goes out at most once in this window. */
const WINDOW_MS = 5 * 60 * 1000

/** Find my order (POST /store/order-links): the link that opens the order, to the order's own address. */
export default async function sendOrderLinkMail({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadOrderForEmail(container, event.data.id)
  if (!order) return
  await sendAboutOrder(container, order, {
    template: "order-link",
    trigger: ORDER_LINK_REQUESTED,
    key: `${order.id}:${Math.floor(Date.now() / WINDOW_MS)}`,
    data: orderNoticeData(order),
  })
}

export const config: SubscriberConfig = { event: ORDER_LINK_REQUESTED }
