import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { MedusaError } from "@medusajs/framework/utils"
import { bundleProblems, type CartLine } from "../bundles/lines"

/**
 * A cart is completed only with whole bundles: every zero-priced component
 * line must sit beside its bundle line at the matching quantity. Lines
 * changed through the plain line-item routes can break that; the bundle routes
 * (/store/carts/:id/bundle-line-items) never do.
 */
completeCartWorkflow.hooks.validate(({ cart }) => {
  const problems = bundleProblems(((cart as { items?: CartLine[] }).items ?? []) as CartLine[])
  if (problems.length) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `El carrito tiene un paquete incompleto; quítalo y agrégalo de nuevo. / The cart holds an incomplete bundle (${problems.join("; ")}); remove it and add it again.`
    )
  }
})
