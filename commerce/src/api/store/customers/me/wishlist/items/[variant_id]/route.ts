import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { removeFromWishlistWorkflow } from "../../../../../../../workflows/wishlist/remove-from-wishlist"
import { wishlistView } from "../../view"
import type { StoreWishlistResponse } from "@vitalia/schema/engine/store"

/**
 * DELETE /store/customers/me/wishlist/items/:variant_id — takes a variant off
 * the wishlist (a variant that is not on it is no error). Answers { wishlist }.
 */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreWishlistResponse>) => {
  const customerId = req.auth_context.actor_id
  await removeFromWishlistWorkflow(req.scope).run({
    input: { customer_id: customerId, variant_id: req.params.variant_id },
  })
  res.json({ wishlist: await wishlistView(req.scope, customerId) })
}
