import { claims } from "./claims.js"
import { draftOrders } from "./draft-orders.js"
import { exchanges } from "./exchanges.js"
import { fulfillments } from "./fulfillments.js"
import { orderEdits } from "./order-edits.js"
import { orders } from "./orders.js"
import { paymentCollections, paymentProviders, payments } from "./payments.js"
import { returns } from "./returns.js"

export {
  claims,
  draftOrders,
  exchanges,
  fulfillments,
  orderEdits,
  orders,
  paymentCollections,
  paymentProviders,
  payments,
  returns,
}
export { orderStates } from "./shared.js"

/** Ventas: orders and everything that changes them after checkout (docs/product.md §4 admin flows). */
export const sales = [
  orders,
  draftOrders,
  returns,
  exchanges,
  claims,
  orderEdits,
  fulfillments,
  payments,
  paymentCollections,
  paymentProviders,
]
