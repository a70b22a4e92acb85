import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { StoreCartEarlierOrdersResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/carts/:id/earlier-orders
 *
 * Whether the cart's customer, or the e-mail the cart carries, already placed an order (a canceled
 * one or a draft does not count): what a first-purchase promotion (metadata.first_purchase, such as
 * BIENVENIDA10) is decided on. Answers `{ has_order: boolean }`; a cart with neither a customer nor
 * an e-mail has none. Only reads; the gateway decides, for carts it checked the caller holds.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse<StoreCartEarlierOrdersResponse>) => {
  const db = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const cart = await db("cart")
    .where("id", req.params.id)
    .whereNull("deleted_at")
    .first<{ email: string | null; customer_id: string | null } | undefined>("email", "customer_id")
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id '${req.params.id}' not found`)
  const email = cart.email?.trim().toLowerCase()
  if (!email && !cart.customer_id) {
    res.json({ has_order: false })
    return
  }
  const order = await db("order")
    .whereNull("deleted_at")
    .where("is_draft_order", false)
    .whereNotIn("status", ["canceled", "draft"])
    .where((mine) => {
      if (cart.customer_id) mine.orWhere("customer_id", cart.customer_id)
      if (email) mine.orWhereRaw("lower(email) = ?", [email])
    })
    .first<{ id: string } | undefined>("id")
  res.json({ has_order: Boolean(order) })
}
