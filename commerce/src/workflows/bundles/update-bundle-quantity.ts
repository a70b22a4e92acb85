import { addToCartWorkflow, deleteLineItemsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { callerMetadata } from "./lines"
import { findBundleLinesStep } from "./steps/find-bundle-lines"
import { linkBundleLinesStep } from "./steps/link-bundle-lines"
import { prepareBundleLinesStep } from "./steps/prepare-bundle-lines"

export const updateBundleQuantityWorkflowId = "update-bundle-quantity"

/**
 * Sets how many of a bundle the cart holds: its lines are replaced by the
 * bundle at the new quantity (a new bundle line id), so the component lines
 * always match. All or nothing. Returns the new bundle line's id.
 */
export const updateBundleQuantityWorkflow = createWorkflow(
  updateBundleQuantityWorkflowId,
  (input: { cart_id: string; line_id: string; quantity: number }) => {
    const found = findBundleLinesStep(input)
    const prepared = prepareBundleLinesStep(
      transform({ input, found }, ({ input, found }) => [
        { variant_id: found.line.variant_id, quantity: input.quantity, metadata: callerMetadata(found.line.metadata) },
      ])
    )
    deleteLineItemsWorkflow.runAsStep({
      input: transform({ input, found }, ({ input, found }) => ({ cart_id: input.cart_id, ids: found.ids })),
    })
    addToCartWorkflow.runAsStep({
      input: transform({ input, prepared }, ({ input, prepared }) => ({
        cart_id: input.cart_id,
        items: prepared.lines,
      })),
    })
    const bundleLineIds = linkBundleLinesStep(
      transform({ input, prepared }, ({ input, prepared }) => ({ cart_id: input.cart_id, keys: prepared.keys }))
    )
    return new WorkflowResponse(transform({ bundleLineIds }, ({ bundleLineIds }) => bundleLineIds[0]))
  }
)
