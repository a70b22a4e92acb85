import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { linkBundleLinesStep } from "./steps/link-bundle-lines"
import { prepareBundleLinesStep, type BundleItemInput } from "./steps/prepare-bundle-lines"

export const addBundlesToCartWorkflowId = "add-bundles-to-cart"

/**
 * Adds bundles to a cart: each bundle line with its component lines (see
 * ./lines.ts), through Medusa's own add-to-cart (prices, stock checks, taxes,
 * promotions), all at once: if any part fails, nothing is added.
 * Returns the new bundle lines' ids.
 */
export const addBundlesToCartWorkflow = createWorkflow(
  addBundlesToCartWorkflowId,
  (input: { cart_id: string; items: BundleItemInput[] }) => {
    const prepared = prepareBundleLinesStep(input.items)
    addToCartWorkflow.runAsStep({
      input: transform({ input, prepared }, ({ input, prepared }) => ({
        cart_id: input.cart_id,
        items: prepared.lines,
      })),
    })
    const bundleLineIds = linkBundleLinesStep(
      transform({ input, prepared }, ({ input, prepared }) => ({ cart_id: input.cart_id, keys: prepared.keys }))
    )
    return new WorkflowResponse(bundleLineIds)
  }
)
