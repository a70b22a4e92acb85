import CustomerModule from "@medusajs/medusa/customer"
import OrderModule from "@medusajs/medusa/order"

/** One model's linkable as Medusa's Module() builds it (the region module declares its own this way). */
interface ModelLinkable<Service extends string, Field extends string> {
  id: { serviceName: Service; field: Field; linkable: `${Field}_id`; primaryKey: "id" }
  toJSON: () => { serviceName: Service; field: Field; linkable: `${Field}_id`; primaryKey: "id" }
}

/**
 * The customer and order modules declare their linkables as Record<string, any>, though at run
 * time they are the objects Module() builds from their models; these two name that shape, so the
 * links that point at a customer or an order are checked like the others.
 */
export const customerLinkable = CustomerModule.linkable.customer as ModelLinkable<"customer", "customer">
export const orderLinkable = OrderModule.linkable.order as ModelLinkable<"order", "order">
