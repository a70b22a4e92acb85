import {
  addressFields,
  choice,
  createdAfter,
  createdAt,
  createdBefore,
  crud,
  date,
  email,
  field,
  id,
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
} from "../fields.js"
import { all, choicesOf, inState, numbered, rows, str } from "../records.js"
import {
  fulfillmentChoice,
  fulfillmentStatus,
  fulfilmentItems,
  itemsInput,
  lineItem,
  notify,
  open,
  orderStatus,
  paymentStatus,
  paymentsOf,
  sent,
  shippable,
  unfulfilled,
  unshipped,
} from "./shared.js"

/** The orders: list, show and every action on one (docs/product.md §4 admin flows). */
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
