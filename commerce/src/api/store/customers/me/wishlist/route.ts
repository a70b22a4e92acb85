import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { wishlistView } from "./view"
import type { StoreWishlistResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/customers/me/wishlist — the signed-in customer's wishlist:
 * { wishlist: { id | null, items: [{ id, variant_id, product_id, created_at }] } }.
 * Authenticated by Medusa's /store/customers/me* middleware.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreWishlistResponse>) => {
  res.json({ wishlist: await wishlistView(req.scope, req.auth_context.actor_id) })
}
