import { bool, field, int, list, money, num, shown, text } from "../fields.js"
import { amount, byTitle, choicesOf, rows } from "../records.js"
import type { Action, Field, Label, Rec } from "../types.js"

/** What the sales definitions share: states and their labels, item and payment inputs, the flows exchanges and claims have in common. */

export const orderStatus: Record<string, Label> = {
  pending: ["Pendiente", "Pending"],
  completed: ["Completado", "Completed"],
  draft: ["Borrador", "Draft"],
  archived: ["Archivado", "Archived"],
  canceled: ["Cancelado", "Canceled"],
  requires_action: ["Requiere acción", "Requires action"],
}

export const paymentStatus: Record<string, Label> = {
  not_paid: ["Sin pagar", "Not paid"],
  awaiting: ["En espera", "Awaiting"],
  authorized: ["Autorizado", "Authorized"],
  partially_authorized: ["Autorizado en parte", "Partially authorized"],
  captured: ["Cobrado", "Captured"],
  partially_captured: ["Cobrado en parte", "Partially captured"],
  partially_refunded: ["Reembolsado en parte", "Partially refunded"],
  refunded: ["Reembolsado", "Refunded"],
  canceled: ["Cancelado", "Canceled"],
  requires_action: ["Requiere acción", "Requires action"],
}

export const fulfillmentStatus: Record<string, Label> = {
  not_fulfilled: ["Sin preparar", "Not fulfilled"],
  partially_fulfilled: ["Preparado en parte", "Partially fulfilled"],
  fulfilled: ["Preparado", "Fulfilled"],
  partially_shipped: ["Enviado en parte", "Partially shipped"],
  shipped: ["Enviado", "Shipped"],
  partially_delivered: ["Entregado en parte", "Partially delivered"],
  delivered: ["Entregado", "Delivered"],
  canceled: ["Cancelado", "Canceled"],
}

export const returnStatus: Record<string, Label> = {
  open: ["Abierta", "Open"],
  requested: ["Solicitada", "Requested"],
  received: ["Recibida", "Received"],
  partially_received: ["Recibida en parte", "Partially received"],
  canceled: ["Cancelada", "Canceled"],
}

/** An order line as lists show it. */
export const lineItem = (): Record<string, Field> => ({
  title: shown("text", ["Producto", "Product"]),
  variant_title: shown("text", ["Variante", "Variant"]),
  variant_sku: shown("text", ["SKU", "SKU"]),
  quantity: shown("integer", ["Cantidad", "Quantity"]),
  unit_price: money(["Precio unitario", "Unit price"]),
  total: money(["Total", "Total"]),
})

/** Items of an order to act on: which line, how many. */
export const itemsInput = (label: Label, itemsOf: (record: Rec) => Rec[]): Field =>
  list(label, {
    id: field("enum", ["Artículo", "Item"], { create: "required", choicesFrom: (record) => byTitle(itemsOf(record)) }),
    quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1 }),
  })

/** New lines from the catalogue (exchanges, claims, order and draft edits). */
export const variantsInput = (): Field =>
  list(
    ["Artículos nuevos", "New items"],
    {
      variant_id: field("reference", ["Variante", "Variant"], { reference: "product-variants", create: "required" }),
      quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1 }),
    },
    { create: "required" }
  )

export const fulfillmentChoice = (): Field =>
  field("enum", ["Preparación", "Fulfilment"], {
    create: "required",
    choicesFrom: (order) => choicesOf(rows(order, "fulfillments"), (f) => f.id),
  })

/** An order's lines with what is left to fulfil: each line and its quantity not yet fulfilled (lines with nothing left are not offered). */
export const unfulfilled = (order: Rec) =>
  rows(order, "items")
    .map((item) => {
      const detail = (item.detail ?? {}) as Rec
      return { id: item.id, quantity: amount(detail.quantity) - amount(detail.fulfilled_quantity) }
    })
    .filter((line) => line.quantity > 0)

/** The lines of the fulfilment the input names, as a shipment lists them. */
export const fulfilmentItems = (order: Rec, inputs: Rec) =>
  rows(
    rows(order, "fulfillments").find((f) => f.id === inputs.fulfillment_id),
    "items"
  ).map((item) => ({ id: item.line_item_id, quantity: item.quantity }))

/** Payments of every payment collection of the order. */
export const paymentsOf = (order: Rec) =>
  rows(order, "payment_collections").flatMap((collection) => rows(collection, "payments"))

/** The lines of the order an exchange, claim or edit works on (`order.items` of its record). */
export const orderItems = (record: Rec) => rows(record.order as Rec | undefined, "items")

export const shippingInput = (): Record<string, Field> => ({
  shipping_option_id: field("reference", ["Opción de envío", "Shipping option"], {
    reference: "shipping-options",
    create: "required",
  }),
  custom_amount: num(["Importe propio", "Custom amount"], { min: 0 }),
})

export const actionId = (label: Label = ["Acción (id)", "Action (id)"]): Field => text(label, { create: "required" })

export const notify = (): Field => bool(["Sin notificar al cliente", "Do not notify the customer"])

/** The steps exchanges and claims share: items back (inbound), items out (outbound), shipping, request, cancel. */
export function exchangeFlows(base: string): Record<string, Action> {
  return {
    addInboundItems: {
      label: ["Agregar artículos a devolver", "Add items to return"],
      path: `${base}/:id/inbound/items`,
      input: { items: itemsInput(["Artículos", "Items"], orderItems) },
    },
    removeInboundItem: {
      label: ["Quitar artículo a devolver", "Remove item to return"],
      method: "DELETE",
      path: `${base}/:id/inbound/items/:action_id`,
      input: { action_id: actionId() },
    },
    updateInboundItem: {
      label: ["Cambiar artículo a devolver", "Change item to return"],
      path: `${base}/:id/inbound/items/:action_id`,
      input: {
        action_id: actionId(),
        quantity: int(["Cantidad", "Quantity"], { min: 1 }),
        reason_id: field("reference", ["Motivo", "Reason"], { reference: "return-reasons" }),
      },
    },
    addInboundShipping: {
      label: ["Envío de la devolución", "Return shipping"],
      path: `${base}/:id/inbound/shipping-method`,
      input: shippingInput(),
    },
    removeInboundShipping: {
      label: ["Quitar envío de la devolución", "Remove return shipping"],
      method: "DELETE",
      path: `${base}/:id/inbound/shipping-method/:action_id`,
      input: { action_id: actionId() },
    },
    updateInboundShipping: {
      label: ["Cambiar envío de la devolución", "Change return shipping"],
      path: `${base}/:id/inbound/shipping-method/:action_id`,
      input: { action_id: actionId(), custom_amount: num(["Importe propio", "Custom amount"], { min: 0 }) },
    },
    addOutboundItems: {
      label: ["Agregar artículos a enviar", "Add items to send"],
      path: `${base}/:id/outbound/items`,
      input: { items: variantsInput() },
    },
    removeOutboundItem: {
      label: ["Quitar artículo a enviar", "Remove item to send"],
      method: "DELETE",
      path: `${base}/:id/outbound/items/:action_id`,
      input: { action_id: actionId() },
    },
    updateOutboundItem: {
      label: ["Cambiar artículo a enviar", "Change item to send"],
      path: `${base}/:id/outbound/items/:action_id`,
      input: { action_id: actionId(), quantity: int(["Cantidad", "Quantity"], { min: 1 }) },
    },
    addOutboundShipping: {
      label: ["Envío de lo nuevo", "Outbound shipping"],
      path: `${base}/:id/outbound/shipping-method`,
      input: shippingInput(),
    },
    removeOutboundShipping: {
      label: ["Quitar envío de lo nuevo", "Remove outbound shipping"],
      method: "DELETE",
      path: `${base}/:id/outbound/shipping-method/:action_id`,
      input: { action_id: actionId() },
    },
    updateOutboundShipping: {
      label: ["Cambiar envío de lo nuevo", "Change outbound shipping"],
      path: `${base}/:id/outbound/shipping-method/:action_id`,
      input: { action_id: actionId(), custom_amount: num(["Importe propio", "Custom amount"], { min: 0 }) },
    },
    request: {
      label: ["Confirmar solicitud", "Confirm request"],
      path: `${base}/:id/request`,
      input: { no_notification: notify() },
      confirm: ["¿Confirmar la solicitud?", "Confirm the request?"],
    },
    cancelRequest: {
      label: ["Descartar solicitud", "Discard request"],
      method: "DELETE",
      path: `${base}/:id/request`,
      confirm: ["¿Descartar la solicitud pendiente?", "Discard the pending request?"],
      danger: true,
    },
    cancel: {
      label: ["Cancelar", "Cancel"],
      path: `${base}/:id/cancel`,
      input: { no_notification: notify() },
      confirm: ["¿Cancelar?", "Cancel it?"],
      danger: true,
    },
  }
}

/** Order states in which the engine accepts each flow (the gateway refuses the others with 409, the screen hides them). */
export const open = ["pending", "requires_action", "completed"]
export const unshipped = ["not_fulfilled", "partially_fulfilled", "partially_shipped", "partially_delivered"]
export const shippable = ["fulfilled", "partially_fulfilled", "partially_shipped", "partially_delivered"]
export const sent = [
  "fulfilled",
  "partially_fulfilled",
  "shipped",
  "partially_shipped",
  "delivered",
  "partially_delivered",
]
export const orderStates = { open, unshipped, shippable, sent } as const
