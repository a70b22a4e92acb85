import { choice, field, id, int, list, money, ref, shown, text } from "../fields.js"
import { byTitle, numbered, rows } from "../records.js"
import type { ResourceDefinition } from "../types.js"
import { actionId, lineItem, notify, orderStatus, variantsInput } from "./shared.js"

/** Order edits: changes to a placed order's lines, previewed and confirmed. */
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
