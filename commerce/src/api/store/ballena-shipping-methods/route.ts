import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCart } from "../carts/refetch"
import { addShippingMethodToCartWorkflow } from "@medusajs/medusa/core-flows"
import type { StoreBallenaShippingMethodsType } from "../validators"

/**
 * POST /store/ballena-shipping-methods — { cart_id, shipping_methods: [{ option_id, data? }] }:
 * sets the cart's shipping methods through Medusa's add-shipping-method
 * workflow (a calculated option is priced by its provider then). Answers
 * { cart } like the cart routes (?fields= works).
 */
export const POST = async (req: MedusaRequest<StoreBallenaShippingMethodsType>, res: MedusaResponse) => {
  const { cart_id, shipping_methods } = req.validatedBody
  await addShippingMethodToCartWorkflow(req.scope).run({
    input: { cart_id, options: shipping_methods.map((m) => ({ id: m.option_id, data: m.data })) },
  })
  res.json({ cart: await refetchCart(cart_id, req.scope, req.queryConfig.fields) })
}
