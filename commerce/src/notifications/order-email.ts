import { BUNDLE_KEY, BUNDLED_BY } from "@vitalia/schema/bundles"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AddressData, ItemData, OrderData, OrderLineData } from "../emails/data"
import { localeOf, type Locale } from "../emails/format"
import { orderLink } from "./order-link"

const ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "created_at",
  "currency_code",
  "metadata",
  "customer_id",
  "item_subtotal",
  "tax_total",
  "total",
  "items.id",
  "items.title",
  "items.product_title",
  "items.variant_title",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "items.discount_total",
  "items.metadata",
  "items.adjustments.code",
  "items.adjustments.amount",
  "shipping_methods.name",
  "shipping_methods.amount",
  "shipping_address.*",
  "customer.first_name",
  "customer.has_account",
  "customer.metadata",
  "payment_collections.payment_sessions.provider_id",
]

type Amount = number | string | { valueOf(): number } | null | undefined
const num = (value: Amount) => Number(value ?? 0)

interface EngineLine {
  id: string
  title: string
  product_title?: string | null
  variant_title?: string | null
  quantity: Amount
  unit_price: Amount
  total: Amount
  discount_total: Amount
  metadata?: Record<string, unknown> | null
  adjustments?: { code?: string | null; amount: Amount }[] | null
}

export interface EngineOrderForEmail {
  id: string
  display_id: number
  email?: string | null
  created_at: Date | string
  currency_code: string
  metadata?: Record<string, unknown> | null
  customer_id?: string | null
  item_subtotal: Amount
  tax_total: Amount
  total: Amount
  items?: (EngineLine | null)[] | null
  shipping_methods?: ({ name: string; amount: Amount } | null)[] | null
  shipping_address?: Record<string, string | null> | null
  customer?: {
    first_name?: string | null
    has_account?: boolean | null
    metadata?: Record<string, unknown> | null
  } | null
  payment_collections?: ({ payment_sessions?: ({ provider_id: string } | null)[] | null } | null)[] | null
}

/** The order as e-mails need it (one query); undefined when it is gone or has no e-mail address. */
export async function loadOrderForEmail(
  container: MedusaContainer,
  orderId: string
): Promise<(EngineOrderForEmail & { email: string }) | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  const order = data[0] as EngineOrderForEmail | undefined
  if (!order?.email) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Order ${orderId}: no e-mail address to write to`)
    return undefined
  }
  return { ...order, email: order.email }
}

/** An order's lines as a list of products (bundle products left out: their bundle stands for them). */
export function orderItems(order: EngineOrderForEmail, only?: Map<string, number>): ItemData[] {
  return (order.items ?? []).flatMap((item) => {
    if (!item || typeof item.metadata?.[BUNDLED_BY] === "string") return []
    const quantity = only ? only.get(item.id) : num(item.quantity)
    return quantity ? [{ title: item.product_title || item.title, variant: variantOf(item), quantity }] : []
  })
}

const variantOf = (item: EngineLine) =>
  item.variant_title && item.variant_title !== "Default" ? item.variant_title : null

/** The shopper's language: the one the order was placed in (cart metadata.locale), else the customer's. */
export function orderLocale(order: EngineOrderForEmail): Locale {
  return localeOf(order.metadata?.locale ?? order.customer?.metadata?.locale)
}

export const isGuestOrder = (order: EngineOrderForEmail) => !order.customer?.has_account

/** What every e-mail about an order starts from: language, name, number, link. */
export function orderNoticeData(order: EngineOrderForEmail) {
  const link = orderLink(order, isGuestOrder(order))
  return {
    locale: orderLocale(order),
    name: order.customer?.first_name || order.shipping_address?.first_name || null,
    display_id: order.display_id,
    order_url: link.url,
    link_days: link.days,
  }
}

/** What every order e-mail shows: lines (bundles with their products, gifts), totals, address, the link. */
export function orderEmailData(order: EngineOrderForEmail): OrderData {
  const items = (order.items ?? []).filter((item): item is EngineLine => Boolean(item))
  const discounts = new Map<string, number>()
  for (const item of items) {
    for (const adjustment of item.adjustments ?? []) {
      const code = adjustment.code ?? ""
      discounts.set(code, (discounts.get(code) ?? 0) + num(adjustment.amount))
    }
  }
  return {
    ...orderNoticeData(order),
    placed_at: new Date(order.created_at).toISOString(),
    currency_code: order.currency_code,
    lines: orderLines(items),
    discounts: [...discounts].map(([code, amount]) => ({ code: code || null, amount })),
    shipping_methods: (order.shipping_methods ?? []).flatMap((m) =>
      m ? [{ name: m.name, amount: num(m.amount) }] : []
    ),
    subtotal: num(order.item_subtotal),
    tax_total: num(order.tax_total),
    total: num(order.total),
    shipping_address: addressData(order.shipping_address),
  }
}

/** Bundles carry their products (same metadata.bundle_key) under them; a line the promotions made free is a gift. */
function orderLines(items: EngineLine[]): OrderLineData[] {
  const isComponent = (item: EngineLine) => typeof item.metadata?.[BUNDLED_BY] === "string"
  const title = (item: EngineLine) => item.product_title || item.title
  return items
    .filter((item) => !isComponent(item))
    .map((item) => {
      const key = item.metadata?.[BUNDLE_KEY]
      const components =
        typeof key === "string" ? items.filter((c) => isComponent(c) && c.metadata?.[BUNDLE_KEY] === key) : []
      return {
        title: title(item),
        variant: variantOf(item),
        quantity: num(item.quantity),
        unit_price: num(item.unit_price),
        total: num(item.total),
        gift: num(item.total) === 0 && num(item.discount_total) > 0,
        components: components.map((c) => ({ title: title(c), variant: null, quantity: num(c.quantity) })),
      }
    })
}

export function addressData(address: Record<string, string | null> | null | undefined): AddressData | null {
  if (!address) return null
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ")
  const place = [address.postal_code, address.city, address.province].filter(Boolean).join(" ")
  const lines = [
    address.company,
    address.address_1,
    address.address_2,
    place,
    address.country_code?.toUpperCase(),
    address.phone,
  ]
  return { name, lines: lines.filter((line): line is string => Boolean(line)) }
}
