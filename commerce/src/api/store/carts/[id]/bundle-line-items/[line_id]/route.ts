import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCart } from "../../../refetch"
import { removeBundleFromCartWorkflow } from "../../../../../../workflows/bundles/remove-bundle-from-cart"
import { updateBundleQuantityWorkflow } from "../../../../../../workflows/bundles/update-bundle-quantity"
import type { StoreUpdateBundleLineItemType } from "../../../../validators"

/**
 * POST /store/carts/:id/bundle-line-items/:line_id { quantity } — sets how
 * many of the bundle the cart holds; its component lines follow. The bundle
 * gets a new line id. quantity 0 removes it. Answers { cart }.
 */
export const POST = async (req: MedusaRequest<StoreUpdateBundleLineItemType>, res: MedusaResponse) => {
  const input = { cart_id: req.params.id, line_id: req.params.line_id }
  if (req.validatedBody.quantity === 0) {
    await removeBundleFromCartWorkflow(req.scope).run({ input })
  } else {
    await updateBundleQuantityWorkflow(req.scope).run({ input: { ...input, quantity: req.validatedBody.quantity } })
  }
  const cart = await refetchCart(req.params.id, req.scope, req.queryConfig.fields)
  res.status(200).json({ cart })
}

/**
 * DELETE /store/carts/:id/bundle-line-items/:line_id — removes the line and
 * every line it bundles. Answers like Medusa's line-item deletion:
 * { id, object: "line-item", deleted: true, parent: cart }.
 */
export const DELETE = async (req: MedusaRequest, res: MedusaResponse) => {
  await removeBundleFromCartWorkflow(req.scope).run({ input: { cart_id: req.params.id, line_id: req.params.line_id } })
  const cart = await refetchCart(req.params.id, req.scope, req.queryConfig.fields)
  res.status(200).json({ id: req.params.line_id, object: "line-item", deleted: true, parent: cart })
}
