import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loadOrderForEmail, orderItems, orderNoticeData } from "../notifications/order-email"
import { sendAboutOrder } from "../notifications/send"

/** Return received: the products that came back (as received). Once per return. */
export default async function sendReturnReceivedMail({
  event,
  container,
}: SubscriberArgs<{ order_id: string; return_id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const order = await loadOrderForEmail(container, event.data.order_id)
  if (!order) return
  const { data } = await query.graph({
    entity: "return",
    fields: ["id", "items.item_id", "items.received_quantity", "items.quantity"],
    filters: { id: event.data.return_id },
  })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
  const [ret] = data as {
    items?: ({ item_id: string; received_quantity?: number | null; quantity: number } | null)[]
  }[]
  const returned = ret?.items ?? []
  const received = new Map(
    returned.flatMap((item) => (item ? [[item.item_id, Number(item.received_quantity ?? item.quantity)] as const] : []))
  )
  await sendAboutOrder(container, order, {
    template: "return-received",
    trigger: "order.return_received",
    key: event.data.return_id,
    data: { ...orderNoticeData(order), items: orderItems(order, received) },
  })
}

export const config: SubscriberConfig = { event: "order.return_received" }
