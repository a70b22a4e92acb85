import { createdAt, crud, date, list, ref, shown, text } from "../fields.js"
import { numbered } from "../records.js"
import { exchangeFlows } from "./shared.js"

/** Exchanges: items back and new ones out, on one order (the steps claims share: shared.ts exchangeFlows). */
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
