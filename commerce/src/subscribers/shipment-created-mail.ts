import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { loadFulfillmentForEmail } from "../notifications/fulfillment-email"
import { orderNoticeData } from "../notifications/order-email"
import { sendAboutOrder } from "../notifications/send"

/** Carriers by fulfillment provider; the manual one (the shop's own delivery) names none. */
const CARRIERS: Record<string, string> = { ballena_ballena: "Ballena" }

/**
 * Shipment created (an administrator marked a fulfillment shipped): what is in
 * the parcel, the carrier and its tracking numbers and links. Skipped when the
 * administrator asked not to notify (no_notification). Once per fulfillment.
 */
export default async function sendShipmentMail({
  event,
  container,
}: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return
  const found = await loadFulfillmentForEmail(container, event.data.id)
  if (!found) return
  const { fulfillment, order, items } = found
  await sendAboutOrder(container, order, {
    template: "shipment-created",
    trigger: "shipment.created",
    key: fulfillment.id,
    data: {
      ...orderNoticeData(order),
      items,
      carrier: CARRIERS[fulfillment.provider_id ?? ""] ?? null,
      tracking: (fulfillment.labels ?? []).flatMap((label) =>
        label?.tracking_number ? [{ number: label.tracking_number, url: safeUrl(label.tracking_url) }] : []
      ),
    },
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
