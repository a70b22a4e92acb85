import { bool, choice, createdAt, crud, date, field, int, list, money, num, ref, shown, text } from "../fields.js"
import { amount, byTitle, choicesOf, inState, numbered, rows } from "../records.js"
import { actionId, notify, orderItems, returnStatus, shippingInput } from "./shared.js"

/** Returns: items coming back from an order, received and refunded. */
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
