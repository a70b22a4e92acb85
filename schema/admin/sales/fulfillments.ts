import { addressFields, field, id, int, list, metadata, object, ref, text } from "../fields.js"
import { str } from "../records.js"
import type { ResourceDefinition } from "../types.js"

/** Fulfilments: what was packed and shipped of an order. */
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
