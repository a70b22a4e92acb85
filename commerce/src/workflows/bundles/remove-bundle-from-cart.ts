import { deleteLineItemsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findBundleLinesStep } from "./steps/find-bundle-lines"

export const removeBundleFromCartWorkflowId = "remove-bundle-from-cart"

/** Removes a bundle line together with every line it bundles (one deletion: all or nothing). */
export const removeBundleFromCartWorkflow = createWorkflow(
  removeBundleFromCartWorkflowId,
  (input: { cart_id: string; line_id: string }) => {
    const found = findBundleLinesStep(input)
    deleteLineItemsWorkflow.runAsStep({
      input: transform({ input, found }, ({ input, found }) => ({ cart_id: input.cart_id, ids: found.ids })),
    })
    return new WorkflowResponse(transform({ found }, ({ found }) => found.ids))
  }
)
