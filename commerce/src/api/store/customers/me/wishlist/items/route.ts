import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addToWishlistWorkflow } from "../../../../../../workflows/wishlist/add-to-wishlist"
import type { StoreAddWishlistItemType } from "../validators"
import { wishlistView } from "../view"
import type { StoreWishlistResponse } from "@vitalia/schema/engine/store"

/**
 * POST /store/customers/me/wishlist/items { variant_id } — saves a variant;
 * saving it again changes nothing. Answers { wishlist }; 404 for a variant the
 * store does not sell.
 */
export const POST = async (
  req: AuthenticatedMedusaRequest<StoreAddWishlistItemType>,
  res: MedusaResponse<StoreWishlistResponse>
) => {
  const customerId = req.auth_context.actor_id
  await addToWishlistWorkflow(req.scope).run({
    input: { customer_id: customerId, variant_id: req.validatedBody.variant_id },
  })
  res.json({ wishlist: await wishlistView(req.scope, customerId) })
}
