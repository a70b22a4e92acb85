import {
  addressFields,
  bool,
  choice,
  createdAfter,
  createdAt,
  createdBefore,
  crud,
  date,
  email,
  field,
  id,
  int,
  list,
  longtext,
  metadata,
  money,
  num,
  object,
  ref,
  refs,
  search,
  shown,
  text,
  updatedAt,
} from "./fields.js"
import { all, amount, byTitle, choicesOf, inState, numbered, rows, str } from "./records.js"
import type { Action, Field, Label, Rec, ResourceDefinition } from "./types.js"

/** Ventas: orders and everything that changes them after checkout (docs/product.md §4 admin flows). */

const orderStatus: Record<string, Label> = {
  pending: ["Pendiente", "Pending"],
  completed: ["Completado", "Completed"],
  draft: ["Borrador", "Draft"],
  archived: ["Archivado", "Archived"],
  canceled: ["Cancelado", "Canceled"],
  requires_action: ["Requiere acción", "Requires action"],
}

const paymentStatus: Record<string, Label> = {
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

const fulfillmentStatus: Record<string, Label> = {
  not_fulfilled: ["Sin preparar", "Not fulfilled"],
  partially_fulfilled: ["Preparado en parte", "Partially fulfilled"],
  fulfilled: ["Preparado", "Fulfilled"],
  partially_shipped: ["Enviado en parte", "Partially shipped"],
  shipped: ["Enviado", "Shipped"],
  partially_delivered: ["Entregado en parte", "Partially delivered"],
  delivered: ["Entregado", "Delivered"],
  canceled: ["Cancelado", "Canceled"],
}

const returnStatus: Record<string, Label> = {
  open: ["Abierta", "Open"],
  requested: ["Solicitada", "Requested"],
  received: ["Recibida", "Received"],
  partially_received: ["Recibida en parte", "Partially received"],
  canceled: ["Cancelada", "Canceled"],
}

/** An order line as lists show it. */
const lineItem = (): Record<string, Field> => ({
  title: shown("text", ["Producto", "Product"]),
  variant_title: shown("text", ["Variante", "Variant"]),
  variant_sku: shown("text", ["SKU", "SKU"]),
  quantity: shown("integer", ["Cantidad", "Quantity"]),
  unit_price: money(["Precio unitario", "Unit price"]),
  total: money(["Total", "Total"]),
})

/** Items of an order to act on: which line, how many. */
const itemsInput = (label: Label, itemsOf: (record: Rec) => Rec[]): Field =>
  list(label, {
    id: field("enum", ["Artículo", "Item"], { create: "required", choicesFrom: (record) => byTitle(itemsOf(record)) }),
    quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1 }),
  })

/** New lines from the catalogue (exchanges, claims, order and draft edits). */
const variantsInput = (): Field =>
  list(
    ["Artículos nuevos", "New items"],
    {
      variant_id: field("reference", ["Variante", "Variant"], { reference: "product-variants", create: "required" }),
      quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1 }),
    },
    { create: "required" }
  )

const fulfillmentChoice = (): Field =>
  field("enum", ["Preparación", "Fulfilment"], {
    create: "required",
    choicesFrom: (order) => choicesOf(rows(order, "fulfillments"), (f) => f.id),
  })

/** An order's lines with what is left to fulfil: each line and its quantity not yet fulfilled (lines with nothing left are not offered). */
const unfulfilled = (order: Rec) =>
  rows(order, "items")
    .map((item) => {
      const detail = (item.detail ?? {}) as Rec
      return { id: item.id, quantity: amount(detail.quantity) - amount(detail.fulfilled_quantity) }
    })
    .filter((line) => line.quantity > 0)

/** The lines of the fulfilment the input names, as a shipment lists them. */
const fulfilmentItems = (order: Rec, inputs: Rec) =>
  rows(
    rows(order, "fulfillments").find((f) => f.id === inputs.fulfillment_id),
    "items"
  ).map((item) => ({ id: item.line_item_id, quantity: item.quantity }))

/** Payments of every payment collection of the order. */
const paymentsOf = (order: Rec) =>
  rows(order, "payment_collections").flatMap((collection) => rows(collection, "payments"))

/** The lines of the order an exchange, claim or edit works on (`order.items` of its record). */
const orderItems = (record: Rec) => rows(record.order as Rec | undefined, "items")

const shippingInput = (): Record<string, Field> => ({
  shipping_option_id: field("reference", ["Opción de envío", "Shipping option"], {
    reference: "shipping-options",
    create: "required",
  }),
  custom_amount: num(["Importe propio", "Custom amount"], { min: 0 }),
})

const actionId = (label: Label = ["Acción (id)", "Action (id)"]): Field => text(label, { create: "required" })

const notify = (): Field => bool(["Sin notificar al cliente", "Do not notify the customer"])

/** The steps exchanges and claims share: items back (inbound), items out (outbound), shipping, request, cancel. */
function exchangeFlows(base: string): Record<string, Action> {
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
const open = ["pending", "requires_action", "completed"]
const unshipped = ["not_fulfilled", "partially_fulfilled", "partially_shipped", "partially_delivered"]
const shippable = ["fulfilled", "partially_fulfilled", "partially_shipped", "partially_delivered"]
const sent = ["fulfilled", "partially_fulfilled", "shipped", "partially_shipped", "delivered", "partially_delivered"]
export const orderStates = { open, unshipped, shippable, sent } as const

export const orders = crud({
  name: "orders",
  label: { one: ["Pedido", "Order"], many: ["Pedidos", "Orders"] },
  group: "ventas",
  icon: "ShoppingCart",
  engine: {
    path: "/admin/orders",
    single: "order",
    plural: "orders",
    // commerce/src/api/admin/orders: newest first with ties broken by id, so the gateway reads one page, not the whole list's ids first.
    tiesBroken: true,
    listFields:
      "id,display_id,status,email,currency_code,total,created_at,updated_at,payment_status,fulfillment_status,customer_id,region_id,sales_channel_id",
    oneFields:
      "id,display_id,status,email,currency_code,total,subtotal,tax_total,shipping_total,discount_total,item_total,created_at,updated_at,payment_status,fulfillment_status,customer_id,region_id,sales_channel_id,metadata,*customer,*items,items.detail.*,*shipping_address,*billing_address,*shipping_methods,*fulfillments,fulfillments.items.*,fulfillments.labels.*,*payment_collections,payment_collections.payments.*,payment_collections.payments.refunds.*,*credit_lines",
    // The order's history and what hangs from it, read with the order: its changes and staff notes (the timeline), returns, exchanges and claims.
    attach: {
      changes: { path: "/admin/orders/:id/changes", key: "order_changes" },
      notes: { path: "/admin/orders/:id/notes", key: "order_notes" },
      returns: { path: "/admin/returns?order_id=:id&fields=id", key: "returns" },
      exchanges: { path: "/admin/exchanges?order_id=:id&fields=id", key: "exchanges" },
      claims: { path: "/admin/claims?order_id=:id&fields=id", key: "claims" },
    },
  },
  operations: ["list", "show", "update"],
  title: (r) => numbered(r.display_id),
  fields: {
    display_id: shown("integer", ["N.º", "No."], { list: true, sortable: true }),
    created_at: createdAt({ list: true }),
    customer_id: ref("customers", ["Cliente", "Customer"], { list: true, create: false, update: false }),
    // Not a list column: the customer's column names the same person, and the list must fit at 1280 px.
    email: email(["Correo electrónico", "E-mail"], { create: false }),
    status: choice(["Estado", "Status"], orderStatus, { list: true, create: false, update: false }),
    payment_status: choice(["Pago", "Payment"], paymentStatus, { list: true, create: false, update: false }),
    fulfillment_status: choice(["Entrega", "Fulfilment"], fulfillmentStatus, {
      list: true,
      create: false,
      update: false,
    }),
    total: money(["Total", "Total"], { list: true }),
    subtotal: money(["Subtotal", "Subtotal"]),
    shipping_total: money(["Envío", "Shipping"]),
    tax_total: money(["Impuestos", "Taxes"]),
    discount_total: money(["Descuentos", "Discounts"]),
    currency_code: shown("text", ["Moneda", "Currency"]),
    region_id: ref("regions", ["Región", "Region"], { create: false, update: false }),
    sales_channel_id: ref("sales-channels", ["Canal de venta", "Sales channel"], { create: false, update: false }),
    items: list(["Artículos", "Items"], lineItem()),
    shipping_address: object(["Dirección de envío", "Shipping address"], addressFields(), { update: true }),
    billing_address: object(["Dirección de facturación", "Billing address"], addressFields(), {
      update: true,
      nullable: true,
    }),
    fulfillments: list(["Preparaciones", "Fulfilments"], {
      id: id(),
      labels: field("strings", ["Números de guía", "Tracking numbers"], { readKey: "tracking_number" }),
      created_at: date(["Creada", "Created"]),
      shipped_at: date(["Enviada", "Shipped"]),
      delivered_at: date(["Entregada", "Delivered"]),
      canceled_at: date(["Cancelada", "Canceled"]),
    }),
    payments: list(
      ["Pagos", "Payments"],
      {
        id: id(),
        amount: money(["Importe", "Amount"]),
        provider_id: shown("text", ["Proveedor", "Provider"]),
        captured_at: date(["Cobrado", "Captured"]),
        canceled_at: date(["Cancelado", "Canceled"]),
      },
      { source: "payment_collections.payments" }
    ),
    credit_lines: list(["Saldos a favor", "Credit lines"], {
      amount: money(["Importe", "Amount"]),
      reference: shown("text", ["Referencia", "Reference"]),
      reference_id: shown("text", ["Id de la referencia", "Reference id"]),
      created_at: date(["Fecha", "Date"]),
    }),
    returns: refs("returns", ["Devoluciones", "Returns"], { objects: true, create: false, update: false }),
    exchanges: refs("exchanges", ["Cambios", "Exchanges"], { objects: true, create: false, update: false }),
    claims: refs("claims", ["Reclamos", "Claims"], { objects: true, create: false, update: false }),
    changes: list(
      ["Historial", "History"],
      {
        id: id(),
        change_type: shown("text", ["Tipo", "Type"]),
        status: shown("text", ["Estado", "Status"]),
        description: shown("text", ["Descripción", "Description"]),
        internal_note: shown("text", ["Nota interna", "Internal note"]),
        created_at: date(["Creado", "Created"]),
        requested_at: date(["Solicitado", "Requested"]),
        confirmed_at: date(["Confirmado", "Confirmed"]),
        declined_at: date(["Rechazado", "Declined"]),
        canceled_at: date(["Cancelado", "Canceled"]),
      },
      { show: false }
    ),
    // Staff notes (the shop's order-note module, commerce/src/modules/order-note): shown in the timeline, added with addNote.
    notes: list(
      ["Notas", "Notes"],
      {
        id: id(),
        text: shown("longtext", ["Nota", "Note"]),
        author_email: shown("email", ["Autor", "Author"]),
        created_at: date(["Fecha", "Date"]),
      },
      { show: false }
    ),
    updated_at: updatedAt(),
    metadata: metadata(),
  },
  filters: {
    q: search(),
    status: { type: "enum", label: ["Estado", "Status"], choices: orderStatus, multiple: true },
    customer_id: { type: "reference", label: ["Cliente", "Customer"], reference: "customers" },
    region_id: { type: "reference", label: ["Región", "Region"], reference: "regions" },
    created_after: createdAfter(),
    created_before: createdBefore(),
  },
  actions: {
    createFulfillment: {
      label: ["Preparar envío", "Create fulfilment"],
      path: "/admin/orders/:id/fulfillments",
      input: {
        items: { ...itemsInput(["Artículos", "Items"], (order) => rows(order, "items")), defaultFrom: unfulfilled },
        location_id: field("reference", ["Almacén", "Location"], { reference: "stock-locations" }),
        no_notification: notify(),
      },
      fill: { items: unfulfilled },
      when: inState({ status: open, fulfillment_status: unshipped }),
    },
    createShipment: {
      label: ["Registrar envío", "Create shipment"],
      path: "/admin/orders/:id/fulfillments/:fulfillment_id/shipments",
      input: {
        fulfillment_id: fulfillmentChoice(),
        labels: list(["Guías", "Labels"], {
          tracking_number: text(["Número de guía", "Tracking number"], { create: "required" }),
          tracking_url: text(["Enlace de seguimiento", "Tracking URL"], { create: "required" }),
          label_url: text(["Enlace de la etiqueta", "Label URL"], { create: "required" }),
        }),
      },
      fill: { items: fulfilmentItems },
      when: inState({ status: open, fulfillment_status: shippable }),
    },
    markDelivered: {
      label: ["Marcar entregado", "Mark delivered"],
      path: "/admin/orders/:id/fulfillments/:fulfillment_id/mark-as-delivered",
      input: { fulfillment_id: fulfillmentChoice() },
      when: inState({ status: open, fulfillment_status: [...shippable, "shipped"] }),
    },
    cancelFulfillment: {
      label: ["Cancelar preparación", "Cancel fulfilment"],
      path: "/admin/orders/:id/fulfillments/:fulfillment_id/cancel",
      input: { fulfillment_id: fulfillmentChoice(), no_notification: notify() },
      when: inState({ status: open, fulfillment_status: shippable }),
      danger: true,
    },
    capturePayment: {
      label: ["Cobrar pago", "Capture payment"],
      path: "/admin/payments/:payment_id/capture",
      input: {
        payment_id: field("enum", ["Pago", "Payment"], {
          create: "required",
          choicesFrom: (order) => choicesOf(paymentsOf(order), (payment) => payment.id),
        }),
        amount: num(["Importe (vacío: todo)", "Amount (empty: all)"], { min: 0 }),
      },
      when: inState({ status: open, payment_status: ["authorized", "partially_authorized", "partially_captured"] }),
    },
    refundPayment: {
      label: ["Reembolsar", "Refund"],
      path: "/admin/payments/:payment_id/refund",
      input: {
        payment_id: field("enum", ["Pago", "Payment"], {
          create: "required",
          choicesFrom: (order) => choicesOf(paymentsOf(order), (payment) => payment.id),
        }),
        amount: num(["Importe", "Amount"], { min: 0 }),
        refund_reason_id: field("reference", ["Motivo", "Reason"], { reference: "refund-reasons" }),
        note: text(["Nota", "Note"]),
      },
      when: inState({ payment_status: ["captured", "partially_captured", "partially_refunded"] }),
      danger: true,
    },
    markPaid: {
      label: ["Marcar pagado", "Mark as paid"],
      path: "/admin/payment-collections/:payment_collection_id/mark-as-paid",
      input: {
        payment_collection_id: field("enum", ["Cobro", "Payment collection"], {
          create: "required",
          choicesFrom: (order) => choicesOf(rows(order, "payment_collections"), (collection) => collection.id),
        }),
      },
      body: (id) => ({ order_id: id }),
      when: inState({ status: open, payment_status: ["not_paid", "awaiting", "requires_action"] }),
    },
    initiateReturn: {
      label: ["Iniciar devolución", "Start a return"],
      path: "/admin/returns",
      body: (id) => ({ order_id: id }),
      input: {
        location_id: field("reference", ["Almacén que recibe", "Receiving location"], {
          reference: "stock-locations",
          create: "required",
        }),
        description: text(["Descripción", "Description"]),
        internal_note: text(["Nota interna", "Internal note"]),
      },
      opens: { resource: "returns", idAt: "return.id" },
      when: inState({ status: open, fulfillment_status: sent }),
    },
    createExchange: {
      label: ["Iniciar cambio", "Start an exchange"],
      path: "/admin/exchanges",
      body: (id) => ({ order_id: id }),
      input: {
        description: text(["Descripción", "Description"]),
        internal_note: text(["Nota interna", "Internal note"]),
      },
      opens: { resource: "exchanges", idAt: "exchange.id" },
      when: inState({ status: open }),
    },
    createClaim: {
      label: ["Iniciar reclamo", "Start a claim"],
      path: "/admin/claims",
      body: (id) => ({ order_id: id }),
      input: {
        type: choice(
          ["Tipo", "Type"],
          { refund: ["Reembolso", "Refund"], replace: ["Reposición", "Replacement"] },
          { create: "required" }
        ),
        description: text(["Descripción", "Description"]),
      },
      opens: { resource: "claims", idAt: "claim.id" },
      when: inState({ status: open }),
    },
    beginEdit: {
      label: ["Editar pedido", "Edit order"],
      path: "/admin/order-edits",
      body: (id) => ({ order_id: id }),
      input: {
        description: text(["Descripción", "Description"]),
        internal_note: text(["Nota interna", "Internal note"]),
      },
      opens: { resource: "order-edits", idAt: "order_change.order_id" },
      when: inState({ status: ["pending", "requires_action"] }),
    },
    requestTransfer: {
      label: ["Transferir a un cliente", "Transfer to a customer"],
      path: "/admin/orders/:id/transfer",
      input: {
        customer_id: field("reference", ["Cliente", "Customer"], { reference: "customers", create: "required" }),
        description: text(["Descripción", "Description"]),
        internal_note: text(["Nota interna", "Internal note"]),
      },
      when: inState({ status: open }),
    },
    addCreditLine: {
      label: ["Agregar saldo a favor", "Add a credit line"],
      path: "/admin/orders/:id/credit-lines",
      input: {
        amount: num(["Importe (negativo: a favor del cliente)", "Amount (negative: owed to the customer)"], {
          create: "required",
        }),
        reference: text(["Referencia", "Reference"], { create: "required", default: "order" }),
        reference_id: text(["Id de la referencia", "Reference id"], { create: "required" }),
      },
      when: inState({ status: open }),
    },
    cancelTransfer: {
      label: ["Cancelar transferencia", "Cancel transfer"],
      path: "/admin/orders/:id/transfer/cancel",
      confirm: ["¿Cancelar la transferencia pendiente?", "Cancel the pending transfer?"],
      // Only while a transfer waits for the customer (the order's changes are read with it).
      when: all(inState({ status: open }), (order) =>
        rows(order, "changes").some(
          (change) => change.change_type === "transfer" && ["requested", "pending"].includes(str(change.status))
        )
      ),
    },
    // A note for the staff, in any state (an archived order may still need one): everyone who may change orders may add it.
    addNote: {
      label: ["Agregar nota", "Add a note"],
      path: "/admin/orders/:id/notes",
      // Words, not only blanks (the engine trims and refuses an empty note too).
      input: {
        text: longtext(["Nota", "Note"], { create: "required", nullable: false, maxLength: 2000, pattern: "\\S" }),
      },
    },
    complete: {
      label: ["Completar", "Complete"],
      path: "/admin/orders/:id/complete",
      confirm: ["¿Marcar el pedido como completado?", "Mark the order as completed?"],
      when: inState({ status: ["pending"] }),
    },
    archive: {
      label: ["Archivar", "Archive"],
      path: "/admin/orders/:id/archive",
      confirm: ["¿Archivar el pedido?", "Archive the order?"],
      when: inState({ status: ["completed", "canceled"] }),
    },
    cancel: {
      label: ["Cancelar pedido", "Cancel order"],
      path: "/admin/orders/:id/cancel",
      confirm: ["¿Cancelar el pedido? No se puede deshacer.", "Cancel the order? It cannot be undone."],
      when: inState({ status: ["pending", "requires_action"], fulfillment_status: ["not_fulfilled", "canceled"] }),
      danger: true,
    },
  },
})

export const returns = crud({
  name: "returns",
  label: { one: ["Devolución", "Return"], many: ["Devoluciones", "Returns"] },
  group: "ventas",
  icon: "AssignmentReturn",
  engine: {
    path: "/admin/returns",
    single: "return",
    plural: "returns",
    oneFields:
      "id,display_id,status,order_id,location_id,refund_amount,created_at,updated_at,requested_at,received_at,canceled_at,*items,order.currency_code,order.display_id,order.items.*,order.items.item.*",
  },
  operations: ["list", "show", "create"],
  // A person knows it by its number, not by its id.
  title: (r) => numbered(r.display_id),
  fields: {
    order_id: ref("orders", ["Pedido", "Order"], { list: true, create: "required", update: false }),
    status: choice(["Estado", "Status"], returnStatus, { list: true, create: false, update: false }),
    location_id: ref("stock-locations", ["Almacén que recibe", "Receiving location"], {
      create: "required",
      update: false,
    }),
    description: text(["Descripción", "Description"], { update: false, show: false }),
    internal_note: text(["Nota interna", "Internal note"], { update: false, show: false }),
    no_notification: bool(["Sin notificar al cliente", "Do not notify the customer"], { update: false, show: false }),
    refund_amount: money(["Reembolso", "Refund"], { currency: "order.currency_code" }),
    items: list(["Artículos", "Items"], {
      item_id: shown("text", ["Línea del pedido", "Order line"]),
      quantity: shown("integer", ["Pedidos", "Requested"]),
      received_quantity: shown("integer", ["Recibidos", "Received"]),
      damaged_quantity: shown("integer", ["Dañados", "Damaged"]),
    }),
    created_at: createdAt({ list: true }),
    requested_at: date(["Solicitada", "Requested"], { list: true }),
    received_at: date(["Recibida", "Received"]),
    canceled_at: date(["Cancelada", "Canceled"]),
  },
  // The engine's returns have no search (`q`): "Unrecognized fields: 'q'".
  filters: {
    status: { type: "enum", label: ["Estado", "Status"], choices: returnStatus },
    order_id: { type: "reference", label: ["Pedido", "Order"], reference: "orders" },
  },
  actions: {
    addItems: {
      label: ["Agregar artículos", "Add items"],
      path: "/admin/returns/:id/request-items",
      input: {
        items: list(
          ["Artículos", "Items"],
          {
            id: field("enum", ["Artículo", "Item"], {
              create: "required",
              choicesFrom: (record) => byTitle(orderItems(record)),
            }),
            quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1 }),
            reason_id: field("reference", ["Motivo", "Reason"], { reference: "return-reasons" }),
          },
          {
            create: "required",
            defaultFrom: (record) => orderItems(record).map((item) => ({ id: item.id, quantity: item.quantity })),
          }
        ),
      },
      when: inState({ status: ["open", "requested"] }),
    },
    updateItem: {
      label: ["Cambiar artículo", "Change item"],
      path: "/admin/returns/:id/request-items/:action_id",
      input: {
        action_id: actionId(),
        quantity: int(["Cantidad", "Quantity"], { min: 1 }),
        reason_id: field("reference", ["Motivo", "Reason"], { reference: "return-reasons" }),
      },
      when: inState({ status: ["open", "requested"] }),
    },
    removeItem: {
      label: ["Quitar artículo", "Remove item"],
      method: "DELETE",
      path: "/admin/returns/:id/request-items/:action_id",
      input: { action_id: actionId() },
      when: inState({ status: ["open", "requested"] }),
    },
    addShipping: {
      label: ["Envío de la devolución", "Return shipping"],
      path: "/admin/returns/:id/shipping-method",
      input: shippingInput(),
      when: inState({ status: ["open", "requested"] }),
    },
    updateShipping: {
      label: ["Cambiar envío", "Change shipping"],
      path: "/admin/returns/:id/shipping-method/:action_id",
      input: { action_id: actionId(), custom_amount: num(["Importe propio", "Custom amount"], { min: 0 }) },
    },
    removeShipping: {
      label: ["Quitar envío", "Remove shipping"],
      method: "DELETE",
      path: "/admin/returns/:id/shipping-method/:action_id",
      input: { action_id: actionId() },
    },
    confirmRequest: {
      label: ["Confirmar solicitud", "Confirm request"],
      path: "/admin/returns/:id/request",
      input: { no_notification: notify() },
      confirm: ["¿Confirmar la solicitud de devolución?", "Confirm the return request?"],
      when: inState({ status: ["open", "requested"] }),
    },
    cancelRequest: {
      label: ["Descartar solicitud", "Discard request"],
      method: "DELETE",
      path: "/admin/returns/:id/request",
      confirm: ["¿Descartar la solicitud?", "Discard the request?"],
      danger: true,
    },
    startReceive: {
      label: ["Recibir", "Receive"],
      path: "/admin/returns/:id/receive",
      input: {
        description: text(["Descripción", "Description"]),
        internal_note: text(["Nota interna", "Internal note"]),
      },
      when: inState({ status: ["requested", "partially_received"] }),
    },
    receiveItems: {
      label: ["Registrar recibidos", "Record received items"],
      path: "/admin/returns/:id/receive-items",
      input: {
        items: list(
          ["Artículos", "Items"],
          {
            id: field("enum", ["Artículo", "Item"], {
              create: "required",
              choicesFrom: (record) => choicesOf(rows(record, "items"), (item) => item.item_id),
            }),
            quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1 }),
          },
          {
            create: "required",
            defaultFrom: (record) =>
              rows(record, "items")
                .map((item) => ({ id: item.item_id, quantity: amount(item.quantity) - amount(item.received_quantity) }))
                .filter((line) => line.quantity > 0),
          }
        ),
      },
      when: inState({ status: ["requested", "partially_received"] }),
    },
    dismissItems: {
      label: ["Registrar dañados", "Record damaged items"],
      path: "/admin/returns/:id/dismiss-items",
      input: {
        items: list(
          ["Artículos", "Items"],
          {
            id: field("enum", ["Artículo", "Item"], {
              create: "required",
              choicesFrom: (record) => choicesOf(rows(record, "items"), (item) => item.item_id),
            }),
            quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1 }),
          },
          { create: "required" }
        ),
      },
      when: inState({ status: ["requested", "partially_received"] }),
    },
    confirmReceive: {
      label: ["Confirmar recepción", "Confirm receipt"],
      path: "/admin/returns/:id/receive/confirm",
      confirm: [
        "¿Confirmar lo recibido? El inventario se actualiza.",
        "Confirm what was received? Inventory is updated.",
      ],
      when: inState({ status: ["requested", "partially_received"] }),
    },
    cancelReceive: {
      label: ["Descartar recepción", "Discard receipt"],
      method: "DELETE",
      path: "/admin/returns/:id/receive",
      danger: true,
      when: inState({ status: ["requested", "partially_received"] }),
    },
    cancel: {
      label: ["Cancelar devolución", "Cancel return"],
      path: "/admin/returns/:id/cancel",
      confirm: ["¿Cancelar la devolución?", "Cancel the return?"],
      danger: true,
      when: inState({ status: ["open", "requested"] }),
    },
  },
})

export const exchanges = crud({
  name: "exchanges",
  label: { one: ["Cambio", "Exchange"], many: ["Cambios", "Exchanges"] },
  group: "ventas",
  icon: "SwapHoriz",
  engine: {
    path: "/admin/exchanges",
    single: "exchange",
    plural: "exchanges",
    oneFields: "id,display_id,order_id,return_id,created_at,updated_at,canceled_at,*additional_items,order.items.*",
  },
  operations: ["list", "show", "create"],
  // A person knows it by its number, not by its id.
  title: (r) => numbered(r.display_id),
  fields: {
    order_id: ref("orders", ["Pedido", "Order"], { list: true, create: "required", update: false }),
    return_id: ref("returns", ["Devolución", "Return"], { list: true, create: false, update: false }),
    description: text(["Descripción", "Description"], { update: false, show: false }),
    internal_note: text(["Nota interna", "Internal note"], { update: false, show: false }),
    additional_items: list(["Artículos nuevos", "New items"], {
      title: shown("text", ["Producto", "Product"]),
      quantity: shown("integer", ["Cantidad", "Quantity"]),
    }),
    created_at: createdAt({ list: true }),
    canceled_at: date(["Cancelado", "Canceled"], { list: true }),
  },
  // The engine has no search (`q`) here.
  filters: { order_id: { type: "reference", label: ["Pedido", "Order"], reference: "orders" } },
  actions: exchangeFlows("/admin/exchanges"),
})

export const claims = crud({
  name: "claims",
  label: { one: ["Reclamo", "Claim"], many: ["Reclamos", "Claims"] },
  group: "ventas",
  icon: "ReportProblem",
  engine: {
    path: "/admin/claims",
    single: "claim",
    plural: "claims",
    oneFields:
      "id,type,display_id,order_id,return_id,refund_amount,created_at,updated_at,canceled_at,*additional_items,*claim_items,order.items.*",
  },
  operations: ["list", "show", "create"],
  // A person knows it by its number, not by its id.
  title: (r) => numbered(r.display_id),
  fields: {
    order_id: ref("orders", ["Pedido", "Order"], { list: true, create: "required", update: false }),
    type: choice(
      ["Tipo", "Type"],
      { refund: ["Reembolso", "Refund"], replace: ["Reposición", "Replacement"] },
      { list: true, create: "required", update: false }
    ),
    reason_id: ref("return-reasons", ["Motivo", "Reason"], { update: false, show: false }),
    description: text(["Descripción", "Description"], { update: false, show: false }),
    internal_note: text(["Nota interna", "Internal note"], { update: false, show: false }),
    return_id: ref("returns", ["Devolución", "Return"], { create: false, update: false }),
    claim_items: list(["Artículos reclamados", "Claimed items"], {
      item_id: shown("text", ["Línea", "Line"]),
      quantity: shown("integer", ["Cantidad", "Quantity"]),
      reason: shown("text", ["Motivo", "Reason"]),
    }),
    additional_items: list(["Artículos nuevos", "New items"], {
      title: shown("text", ["Producto", "Product"]),
      quantity: shown("integer", ["Cantidad", "Quantity"]),
    }),
    created_at: createdAt({ list: true }),
    canceled_at: date(["Cancelado", "Canceled"], { list: true }),
  },
  // The engine has no search (`q`) here.
  filters: { order_id: { type: "reference", label: ["Pedido", "Order"], reference: "orders" } },
  actions: {
    addClaimItems: {
      label: ["Agregar artículos reclamados", "Add claimed items"],
      path: "/admin/claims/:id/claim-items",
      input: {
        items: list(
          ["Artículos", "Items"],
          {
            id: field("enum", ["Artículo", "Item"], {
              create: "required",
              choicesFrom: (record) => byTitle(orderItems(record)),
            }),
            quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1 }),
            reason: choice(["Motivo", "Reason"], {
              missing_item: ["Falta el artículo", "Missing item"],
              wrong_item: ["Artículo equivocado", "Wrong item"],
              production_failure: ["Defecto de fábrica", "Production failure"],
              other: ["Otro", "Other"],
            }),
          },
          { create: "required" }
        ),
      },
    },
    updateClaimItem: {
      label: ["Cambiar artículo reclamado", "Change claimed item"],
      path: "/admin/claims/:id/claim-items/:action_id",
      input: { action_id: actionId(), quantity: int(["Cantidad", "Quantity"], { min: 1 }) },
    },
    removeClaimItem: {
      label: ["Quitar artículo reclamado", "Remove claimed item"],
      method: "DELETE",
      path: "/admin/claims/:id/claim-items/:action_id",
      input: { action_id: actionId() },
    },
    ...exchangeFlows("/admin/claims"),
  },
})

export const orderEdits: ResourceDefinition = {
  name: "order-edits",
  label: { one: ["Edición de pedido", "Order edit"], many: ["Ediciones de pedido", "Order edits"] },
  group: "ventas",
  icon: "EditNote",
  hidden: true,
  // An edit is known by its order's id; its detail is the order's preview with the pending changes.
  engine: {
    path: "/admin/order-edits",
    single: "order",
    plural: "orders",
    one: "/admin/orders/:id/preview",
    // Discarding an edit: the engine's DELETE /admin/order-edits/:id (not the preview's path).
    remove: "/admin/order-edits/:id",
    createdId: "order_change.order_id",
    complete: { path: "/admin/orders/:id", key: "order", fields: ["display_id", "status", "currency_code"] },
  },
  operations: ["show", "create", "delete"],
  title: (r) => numbered(r.display_id),
  fields: {
    id: id(),
    order_id: ref("orders", ["Pedido", "Order"], { create: "required", update: false, show: false }),
    description: text(["Descripción", "Description"], { update: false, show: false }),
    internal_note: text(["Nota interna", "Internal note"], { update: false, show: false }),
    display_id: shown("integer", ["N.º", "No."]),
    status: choice(["Estado", "Status"], orderStatus, { create: false, update: false }),
    currency_code: shown("text", ["Moneda", "Currency"]),
    total: money(["Total con cambios", "Total with changes"]),
    items: list(["Artículos", "Items"], lineItem()),
  },
  actions: {
    addItems: {
      label: ["Agregar artículos", "Add items"],
      path: "/admin/order-edits/:id/items",
      input: { items: variantsInput() },
    },
    updateItemQuantity: {
      label: ["Cambiar cantidad", "Change quantity"],
      path: "/admin/order-edits/:id/items/item/:item_id",
      input: {
        item_id: field("enum", ["Artículo", "Item"], {
          create: "required",
          choicesFrom: (record) => byTitle(rows(record, "items")),
        }),
        quantity: int(["Cantidad", "Quantity"], { create: "required", min: 0 }),
      },
    },
    updateAction: {
      label: ["Cambiar artículo agregado", "Change added item"],
      path: "/admin/order-edits/:id/items/:action_id",
      input: { action_id: actionId(), quantity: int(["Cantidad", "Quantity"], { min: 1 }) },
    },
    removeAction: {
      label: ["Quitar artículo agregado", "Remove added item"],
      method: "DELETE",
      path: "/admin/order-edits/:id/items/:action_id",
      input: { action_id: actionId() },
    },
    request: {
      label: ["Solicitar", "Request"],
      path: "/admin/order-edits/:id/request",
      input: { no_notification: notify() },
    },
    confirm: {
      label: ["Confirmar edición", "Confirm edit"],
      path: "/admin/order-edits/:id/confirm",
      confirm: ["¿Aplicar los cambios al pedido?", "Apply the changes to the order?"],
    },
    cancel: {
      label: ["Descartar edición", "Discard edit"],
      method: "DELETE",
      path: "/admin/order-edits/:id",
      danger: true,
      confirm: ["¿Descartar la edición?", "Discard the edit?"],
    },
  },
}

export const draftOrders = crud({
  name: "draft-orders",
  label: { one: ["Borrador de pedido", "Draft order"], many: ["Borradores de pedido", "Draft orders"] },
  group: "ventas",
  icon: "NoteAdd",
  engine: {
    path: "/admin/draft-orders",
    single: "draft_order",
    plural: "draft_orders",
    listFields: "id,display_id,status,email,currency_code,total,created_at,updated_at,customer_id,region_id",
    oneFields:
      "id,display_id,status,email,currency_code,total,created_at,updated_at,customer_id,region_id,sales_channel_id,metadata,*items,*shipping_address,*shipping_methods",
  },
  title: (r) => numbered(r.display_id),
  fields: {
    display_id: shown("integer", ["N.º", "No."], { list: true, sortable: true }),
    region_id: ref("regions", ["Región", "Region"], { list: true, create: "required", update: false }),
    email: email(["Correo electrónico", "E-mail"], { list: true }),
    customer_id: ref("customers", ["Cliente", "Customer"], { list: true }),
    sales_channel_id: ref("sales-channels", ["Canal de venta", "Sales channel"]),
    currency_code: shown("text", ["Moneda", "Currency"]),
    total: money(["Total", "Total"], { list: true }),
    items: list(["Artículos", "Items"], lineItem()),
    new_items: list(
      ["Artículos", "Items"],
      {
        variant_id: field("reference", ["Variante", "Variant"], { reference: "product-variants", create: "required" }),
        quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1 }),
      },
      { source: "items", create: true, show: false }
    ),
    shipping_address: object(["Dirección de envío", "Shipping address"], addressFields(), {
      create: true,
      update: true,
    }),
    created_at: createdAt({ list: true }),
    metadata: metadata(),
  },
  filters: {
    q: search(),
    region_id: { type: "reference", label: ["Región", "Region"], reference: "regions" },
    customer_id: { type: "reference", label: ["Cliente", "Customer"], reference: "customers" },
  },
  actions: {
    beginEdit: { label: ["Empezar edición", "Begin edit"], path: "/admin/draft-orders/:id/edit" },
    addItems: {
      label: ["Agregar artículos", "Add items"],
      path: "/admin/draft-orders/:id/edit/items",
      input: { items: variantsInput() },
    },
    updateItem: {
      label: ["Cambiar cantidad", "Change quantity"],
      path: "/admin/draft-orders/:id/edit/items/item/:item_id",
      input: {
        item_id: field("enum", ["Artículo", "Item"], {
          create: "required",
          choicesFrom: (record) => byTitle(rows(record, "items")),
        }),
        quantity: int(["Cantidad", "Quantity"], { create: "required", min: 0 }),
      },
    },
    updateItemAction: {
      label: ["Cambiar artículo agregado", "Change added item"],
      path: "/admin/draft-orders/:id/edit/items/:action_id",
      input: { action_id: actionId(), quantity: int(["Cantidad", "Quantity"], { min: 1 }) },
    },
    removeItemAction: {
      label: ["Quitar artículo agregado", "Remove added item"],
      method: "DELETE",
      path: "/admin/draft-orders/:id/edit/items/:action_id",
      input: { action_id: actionId() },
    },
    addPromotions: {
      label: ["Aplicar cupones", "Apply codes"],
      path: "/admin/draft-orders/:id/edit/promotions",
      input: { promo_codes: field("strings", ["Códigos", "Codes"], { create: "required" }) },
    },
    removePromotions: {
      label: ["Quitar cupones", "Remove codes"],
      method: "DELETE",
      path: "/admin/draft-orders/:id/edit/promotions",
      input: { promo_codes: field("strings", ["Códigos", "Codes"], { create: "required" }) },
    },
    addShippingMethod: {
      label: ["Agregar envío", "Add shipping"],
      path: "/admin/draft-orders/:id/edit/shipping-methods",
      input: shippingInput(),
    },
    updateShippingAction: {
      label: ["Cambiar envío agregado", "Change added shipping"],
      path: "/admin/draft-orders/:id/edit/shipping-methods/:action_id",
      input: { action_id: actionId(), custom_amount: num(["Importe propio", "Custom amount"], { min: 0 }) },
    },
    removeShippingAction: {
      label: ["Quitar envío agregado", "Remove added shipping"],
      method: "DELETE",
      path: "/admin/draft-orders/:id/edit/shipping-methods/:action_id",
      input: { action_id: actionId() },
    },
    updateShippingMethod: {
      label: ["Cambiar método de envío", "Change shipping method"],
      path: "/admin/draft-orders/:id/edit/shipping-methods/method/:method_id",
      input: {
        method_id: field("enum", ["Método", "Method"], {
          create: "required",
          choicesFrom: (record) =>
            choicesOf(
              rows(record, "shipping_methods"),
              (method) => method.id,
              (method) => method.name
            ),
        }),
        custom_amount: num(["Importe propio", "Custom amount"], { min: 0 }),
      },
    },
    removeShippingMethod: {
      label: ["Quitar método de envío", "Remove shipping method"],
      method: "DELETE",
      path: "/admin/draft-orders/:id/edit/shipping-methods/method/:method_id",
      input: {
        method_id: field("enum", ["Método", "Method"], {
          create: "required",
          choicesFrom: (record) =>
            choicesOf(
              rows(record, "shipping_methods"),
              (method) => method.id,
              (method) => method.name
            ),
        }),
      },
    },
    requestEdit: { label: ["Solicitar edición", "Request edit"], path: "/admin/draft-orders/:id/edit/request" },
    confirmEdit: { label: ["Confirmar edición", "Confirm edit"], path: "/admin/draft-orders/:id/edit/confirm" },
    cancelEdit: {
      label: ["Descartar edición", "Discard edit"],
      method: "DELETE",
      path: "/admin/draft-orders/:id/edit",
      danger: true,
    },
    convertToOrder: {
      label: ["Convertir en pedido", "Convert to order"],
      path: "/admin/draft-orders/:id/convert-to-order",
      confirm: ["¿Convertir el borrador en un pedido?", "Convert the draft into an order?"],
      opens: { resource: "orders", idAt: "order.id" },
    },
  },
})

export const fulfillments: ResourceDefinition = {
  name: "fulfillments",
  label: { one: ["Preparación", "Fulfilment"], many: ["Preparaciones", "Fulfilments"] },
  group: "ventas",
  icon: "LocalShipping",
  hidden: true,
  engine: { path: "/admin/fulfillments", single: "fulfillment", plural: "fulfillments" },
  operations: ["create"],
  title: (r) => str(r.id),
  fields: {
    id: id(),
    order_id: ref("orders", ["Pedido", "Order"], { create: "required" }),
    location_id: ref("stock-locations", ["Almacén", "Location"], { create: "required" }),
    provider_id: ref("fulfillment-providers", ["Proveedor", "Provider"], { create: "required" }),
    shipping_option_id: ref("shipping-options", ["Opción de envío", "Shipping option"], { nullable: true }),
    delivery_address: object(["Dirección de entrega", "Delivery address"], addressFields(), { create: "required" }),
    items: list(
      ["Artículos", "Items"],
      {
        title: text(["Producto", "Product"], { create: "required" }),
        sku: text(["SKU", "SKU"], { create: "required" }),
        barcode: text(["Código de barras", "Barcode"], { create: "required" }),
        quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1 }),
        line_item_id: text(["Línea del pedido", "Order line"]),
        inventory_item_id: text(["Artículo de inventario", "Inventory item"]),
      },
      { create: "required" }
    ),
    labels: list(
      ["Guías", "Labels"],
      {
        tracking_number: text(["Número de guía", "Tracking number"], { create: "required" }),
        tracking_url: text(["Enlace de seguimiento", "Tracking URL"], { create: "required" }),
        label_url: text(["Enlace de la etiqueta", "Label URL"], { create: "required" }),
      },
      { create: "required" }
    ),
    data: field("json", ["Datos del proveedor", "Provider data"], { create: "required" }),
    metadata: metadata({ create: "required" }),
  },
  actions: {
    cancel: {
      label: ["Cancelar preparación", "Cancel fulfilment"],
      path: "/admin/fulfillments/:id/cancel",
      danger: true,
      confirm: ["¿Cancelar la preparación?", "Cancel the fulfilment?"],
    },
    createShipment: {
      label: ["Registrar envío", "Create shipment"],
      path: "/admin/fulfillments/:id/shipment",
      input: {
        labels: list(
          ["Guías", "Labels"],
          {
            tracking_number: text(["Número de guía", "Tracking number"], { create: "required" }),
            tracking_url: text(["Enlace de seguimiento", "Tracking URL"], { create: "required" }),
            label_url: text(["Enlace de la etiqueta", "Label URL"], { create: "required" }),
          },
          { create: "required" }
        ),
      },
    },
  },
}

export const payments = crud({
  name: "payments",
  label: { one: ["Pago", "Payment"], many: ["Pagos", "Payments"] },
  group: "ventas",
  icon: "Payments",
  engine: {
    path: "/admin/payments",
    single: "payment",
    plural: "payments",
    listFields: "id,amount,currency_code,provider_id,captured_at,canceled_at,created_at,payment_collection_id",
    oneFields:
      "id,amount,currency_code,provider_id,captured_at,canceled_at,created_at,payment_collection_id,*captures,*refunds",
  },
  operations: ["list", "show"],
  title: (r) => str(r.id),
  fields: {
    id: id({ list: true }),
    amount: money(["Importe", "Amount"], { list: true }),
    currency_code: shown("text", ["Moneda", "Currency"]),
    provider_id: shown("text", ["Proveedor", "Provider"], { list: true }),
    payment_collection_id: shown("text", ["Cobro", "Payment collection"]),
    captured_at: date(["Cobrado", "Captured"], { list: true }),
    canceled_at: date(["Cancelado", "Canceled"]),
    captures: list(["Cobros", "Captures"], {
      amount: money(["Importe", "Amount"]),
      created_at: date(["Fecha", "Date"]),
    }),
    refunds: list(["Reembolsos", "Refunds"], {
      amount: money(["Importe", "Amount"]),
      note: shown("text", ["Nota", "Note"]),
      created_at: date(["Fecha", "Date"]),
    }),
    created_at: createdAt({ list: true }),
  },
  actions: {
    capture: {
      label: ["Cobrar", "Capture"],
      path: "/admin/payments/:id/capture",
      input: { amount: num(["Importe (vacío: todo)", "Amount (empty: all)"], { min: 0 }) },
    },
    refund: {
      label: ["Reembolsar", "Refund"],
      path: "/admin/payments/:id/refund",
      input: {
        amount: num(["Importe", "Amount"], { min: 0 }),
        refund_reason_id: field("reference", ["Motivo", "Reason"], { reference: "refund-reasons" }),
        note: text(["Nota", "Note"]),
      },
      danger: true,
    },
  },
})

export const paymentProviders: ResourceDefinition = {
  name: "payment-providers",
  label: { one: ["Proveedor de pago", "Payment provider"], many: ["Proveedores de pago", "Payment providers"] },
  group: "ajustes",
  icon: "AccountBalance",
  engine: {
    path: "/admin/payments/payment-providers",
    single: "payment_provider",
    plural: "payment_providers",
    one: "list",
  },
  operations: ["list", "show"],
  title: (r) => str(r.id),
  fields: { id: id({ list: true }), is_enabled: shown("boolean", ["Activo", "Enabled"], { list: true }) },
}

export const paymentCollections: ResourceDefinition = {
  name: "payment-collections",
  label: { one: ["Cobro", "Payment collection"], many: ["Cobros", "Payment collections"] },
  group: "ventas",
  icon: "RequestQuote",
  hidden: true,
  engine: { path: "/admin/payment-collections", single: "payment_collection", plural: "payment_collections" },
  operations: ["create", "delete"],
  title: (r) => str(r.id),
  fields: {
    id: id(),
    order_id: ref("orders", ["Pedido", "Order"], { create: "required" }),
    amount: money(["Importe", "Amount"], { create: "required", min: 0 }),
  },
  actions: {
    markPaid: {
      label: ["Marcar pagado", "Mark as paid"],
      path: "/admin/payment-collections/:id/mark-as-paid",
      input: { order_id: field("reference", ["Pedido", "Order"], { reference: "orders", create: "required" }) },
    },
  },
}

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
