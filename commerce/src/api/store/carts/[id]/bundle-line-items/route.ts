import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCart } from "../../refetch"
import { addBundlesToCartWorkflow } from "../../../../../workflows/bundles/add-bundles-to-cart"
import type { StoreAddBundleLineItemsType } from "../../../validators"

/**
 * POST /store/carts/:id/bundle-line-items — adds bundles: for each item (a
 * bundle product's variant) its bundle line at the bundle's price plus one
 * line per component at price 0 with metadata.bundled_by = the bundle line's
 * id. All or nothing. Answers { cart } like the cart routes (?fields= works).
 */
export const POST = async (req: MedusaRequest<StoreAddBundleLineItemsType>, res: MedusaResponse) => {
  await addBundlesToCartWorkflow(req.scope).run({ input: { cart_id: req.params.id, items: req.validatedBody.items } })
  const cart = await refetchCart(req.params.id, req.scope, req.queryConfig.fields)
  res.status(200).json({ cart })
}
