import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { removeWishlistItemStep } from "./steps/remove-wishlist-item"

export const removeFromWishlistWorkflowId = "remove-from-wishlist"

/** Takes a variant off the customer's wishlist; idempotent. */
export const removeFromWishlistWorkflow = createWorkflow(
  removeFromWishlistWorkflowId,
  (input: { customer_id: string; variant_id: string }) => new WorkflowResponse(removeWishlistItemStep(input))
)
