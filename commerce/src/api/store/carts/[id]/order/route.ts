import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StoreCartOrderResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/carts/:id/order
 *
 * The id of the order a completed cart became (`{ order_id }`, null while the cart is open),
 * read from the engine's own cart–order link (`order_cart`, made by completeCartWorkflow).
 * Medusa's cart routes do not offer the link among their fields. The gateway, the engine's
 * only client, asks it to answer a repeated completion and `cart(id).order` with the same
 * order, after checking that the caller holds the cart.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse<StoreCartOrderResponse>) => {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order_cart",
    fields: ["order_id"],
    filters: { cart_id: req.params.id },
  })
  res.json({ order_id: (data[0] as { order_id?: string } | undefined)?.order_id ?? null })
}
