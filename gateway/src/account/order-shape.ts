import { toAddress } from "../common/address.js"
import { toMoney } from "../common/money.js"
import type { EngineOrder } from "../medusa/types.js"
import { itemsBeforeDiscount, toLineItem, toShippingMethod } from "../cart/shape.js"

export const ORDER_FIELDS = [
  "id",
  "display_id",
  "status",
  "fulfillment_status",
  "payment_status",
  "email",
  "customer_id",
  "created_at",
  "currency_code",
  "total",
  "subtotal",
  "tax_total",
  "shipping_total",
  "discount_total",
  "*items",
  "*items.adjustments",
  "*shipping_address",
  "*billing_address",
  "*shipping_methods",
].join(",")

export function toOrder(order: EngineOrder, receipt: string | null = null) {
  const currency = order.currency_code
  const lines = (order.items ?? []).map((item) => toLineItem(item, currency))
  return {
    id: order.id,
    displayId: order.display_id,
    status: order.status,
    fulfillmentStatus: order.fulfillment_status ?? null,
    paymentStatus: order.payment_status ?? null,
    email: order.email ?? null,
    createdAt: new Date(order.created_at).toISOString(),
    currencyCode: currency,
    items: lines,
    total: toMoney(order.total, currency),
    subtotal: toMoney(order.subtotal, currency),
    itemsBeforeDiscount: itemsBeforeDiscount(lines, currency),
    taxTotal: toMoney(order.tax_total, currency),
    shippingTotal: toMoney(order.shipping_total, currency),
    discountTotal: toMoney(order.discount_total, currency),
    shippingAddress: toAddress(order.shipping_address),
    billingAddress: toAddress(order.billing_address),
    shippingMethods: (order.shipping_methods ?? []).map((m) => toShippingMethod(m, currency)),
    receipt,
  }
}
