import {
  addressFields,
  createdAt,
  crud,
  email,
  field,
  int,
  list,
  metadata,
  money,
  num,
  object,
  ref,
  search,
  shown,
} from "../fields.js"
import { byTitle, choicesOf, numbered, rows } from "../records.js"
import { actionId, lineItem, shippingInput, variantsInput } from "./shared.js"

/** Draft orders: orders the staff make for a customer, edited then placed. */
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
