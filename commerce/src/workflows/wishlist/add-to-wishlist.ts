import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { addWishlistItemStep } from "./steps/add-wishlist-item"
import { createWishlistStep } from "./steps/create-wishlist"
import { validateWishlistVariantStep } from "./steps/validate-wishlist-variant"

export const addToWishlistWorkflowId = "add-to-wishlist"

/**
 * Saves a variant on the customer's wishlist (made on the first save).
 * Idempotent: saving a saved variant changes nothing.
 *
 *   validate-wishlist-variant → create-wishlist → add-wishlist-item
 */
export const addToWishlistWorkflow = createWorkflow(
  addToWishlistWorkflowId,
  (input: { customer_id: string; variant_id: string }) => {
    validateWishlistVariantStep({ variant_id: input.variant_id })
    const wishlist = createWishlistStep({ customer_id: input.customer_id })
    const item = addWishlistItemStep(
      transform({ wishlist, input }, ({ wishlist, input }) => ({
        wishlist_id: wishlist.id,
        variant_id: input.variant_id,
      }))
    )
    return new WorkflowResponse(
      transform({ wishlist, item }, ({ wishlist, item }) => ({ wishlist_id: wishlist.id, ...item }))
    )
  }
)
