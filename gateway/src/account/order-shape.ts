import { toAddress } from "../common/address.js"
import { toMoney } from "../common/money.js"
import type { EngineOrder } from "../medusa/types.js"
import { toShippingMethod } from "../cart/shape.js"

export const ORDER_FIELDS = [
  "id", "display_id", "status", "fulfillment_status", "payment_status", "email", "customer_id", "created_at",
  "currency_code", "total", "subtotal", "tax_total", "shipping_total", "discount_total",
  "*items", "*shipping_address", "*billing_address", "*shipping_methods",
].join(",")

export function toOrder(order: EngineOrder, receipt: string | null = null) {
  const currency = order.currency_code
  return {
    id: order.id,
    displayId: order.display_id,
    status: order.status,
    fulfillmentStatus: order.fulfillment_status ?? null,
    paymentStatus: order.payment_status ?? null,
    email: order.email ?? null,
    createdAt: new Date(order.created_at).toISOString(),
    currencyCode: currency,
    items: (order.items ?? []).map((item) => ({
      id: item.id,
      title: item.title,
      variantTitle: item.variant_title ?? null,
      thumbnail: item.thumbnail ?? null,
      quantity: item.quantity,
      variantId: item.variant_id ?? null,
      productId: item.product_id ?? null,
      unitPrice: toMoney(item.unit_price, currency),
      total: toMoney(item.total ?? item.unit_price * item.quantity, currency),
      metadata: item.metadata ?? null,
    })),
    total: toMoney(order.total, currency),
    subtotal: toMoney(order.subtotal, currency),
    taxTotal: toMoney(order.tax_total, currency),
    shippingTotal: toMoney(order.shipping_total, currency),
    discountTotal: toMoney(order.discount_total, currency),
    shippingAddress: toAddress(order.shipping_address),
    billingAddress: toAddress(order.billing_address),
    shippingMethods: (order.shipping_methods ?? []).map((m) => toShippingMethod(m, currency)),
    receipt,
  }
}
