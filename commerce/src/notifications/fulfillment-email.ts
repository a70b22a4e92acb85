import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ItemData } from "../emails/data"
import { loadOrderForEmail, type EngineOrderForEmail } from "./order-email"

export interface FulfillmentForEmail {
  id: string
  provider_id?: string | null
  labels?: ({ tracking_number?: string | null; tracking_url?: string | null } | null)[] | null
  items?: ({ title: string; quantity: number | string } | null)[] | null
  order?: { id: string } | null
}

/** A fulfillment (shipped or delivered) with its order, for the e-mails about it; undefined when either is gone. */
export async function loadFulfillmentForEmail(
  container: MedusaContainer,
  fulfillmentId: string
): Promise<
  { fulfillment: FulfillmentForEmail; order: EngineOrderForEmail & { email: string }; items: ItemData[] } | undefined
> {
  // The fulfillment's own items: a parcel may hold part of the order.
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "fulfillment",
    fields: [
      "id",
      "provider_id",
      "labels.tracking_number",
      "labels.tracking_url",
      "items.title",
      "items.quantity",
      "order.id",
    ],
    filters: { id: fulfillmentId },
  })
  const fulfillment = data[0] as FulfillmentForEmail | undefined
  const order = fulfillment?.order ? await loadOrderForEmail(container, fulfillment.order.id) : undefined
  if (!fulfillment || !order) return undefined
  const items = (fulfillment.items ?? []).flatMap((item) =>
    item ? [{ title: item.title, quantity: Number(item.quantity) }] : []
  )
  return { fulfillment, order, items }
}
