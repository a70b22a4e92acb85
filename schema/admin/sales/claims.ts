import { choice, createdAt, crud, date, field, int, list, ref, shown, text } from "../fields.js"
import { byTitle, numbered } from "../records.js"
import { actionId, exchangeFlows, orderItems } from "./shared.js"

/** Claims: a wrong or damaged delivery made good, with a refund or new items. */
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
