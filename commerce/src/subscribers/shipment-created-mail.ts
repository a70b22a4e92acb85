import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loadOrderForEmail, orderEmailData } from "../notifications/order-email"
import { sendShopEmail } from "../notifications/send"

interface ShippedFulfillment {
  id: string
  provider_id?: string | null
  labels?: ({ tracking_number?: string | null; tracking_url?: string | null } | null)[] | null
  items?: ({ title: string; quantity: number | string; line_item_id?: string | null } | null)[] | null
  order?: { id: string } | null
}

/** Carriers by fulfillment provider; the manual one (the shop's own delivery) names none. */
const CARRIERS: Record<string, string> = { ballena_ballena: "Ballena" }

/**
 * Shipment created (an administrator marked a fulfillment shipped): what is in
 * the parcel, the carrier and its tracking numbers and links. Skipped when the
 * administrator asked not to notify (no_notification). Once per fulfillment.
 */
export default async function sendShipmentMail({ event, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "fulfillment",
    fields: ["id", "provider_id", "labels.tracking_number", "labels.tracking_url", "items.title", "items.quantity", "order.id"],
    filters: { id: event.data.id },
  })
  const fulfillment = data[0] as ShippedFulfillment | undefined
  const order = fulfillment?.order ? await loadOrderForEmail(container, fulfillment.order.id) : undefined
  if (!fulfillment || !order?.email) {
    logger.warn(`Fulfillment ${event.data.id}: shipped, but no order e-mail to tell`)
    return
  }
  const { locale, name, display_id, order_url } = orderEmailData(order)
  await sendShopEmail(container, {
    template: "shipment-created",
    to: order.email,
    data: {
      locale,
      name,
      display_id,
      order_url,
      items: (fulfillment.items ?? []).flatMap((item) => (item ? [{ title: item.title, quantity: Number(item.quantity) }] : [])),
      carrier: CARRIERS[fulfillment.provider_id ?? ""] ?? null,
      tracking: (fulfillment.labels ?? []).flatMap((label) =>
        label?.tracking_number ? [{ number: label.tracking_number, url: safeUrl(label.tracking_url) }] : []
      ),
    },
    idempotencyKey: `shipment.created:${fulfillment.id}:${order.email.toLowerCase()}`,
    resource: { type: "order", id: order.id },
    receiverId: order.customer_id,
    trigger: "shipment.created",
  })
}

/** Only http(s) tracking links go into an e-mail (an administrator typed them). */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null
  } catch {
    return null
  }
}

export const config: SubscriberConfig = { event: "shipment.created" }
