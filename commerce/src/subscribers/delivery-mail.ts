import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { loadFulfillmentForEmail } from "../notifications/fulfillment-email"
import { orderNoticeData } from "../notifications/order-email"
import { sendAboutOrder } from "../notifications/send"

/** Delivered (an administrator marked a fulfillment delivered): what arrived. Once per fulfillment. */
export default async function sendDeliveryMail({ event, container }: SubscriberArgs<{ id: string }>) {
  const found = await loadFulfillmentForEmail(container, event.data.id)
  if (!found) return
  await sendAboutOrder(container, found.order, {
    template: "order-delivered",
    trigger: "delivery.created",
    key: found.fulfillment.id,
    data: { ...orderNoticeData(found.order), items: found.items },
  })
}

export const config: SubscriberConfig = { event: "delivery.created" }
