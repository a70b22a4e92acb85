import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { MedusaError } from "@medusajs/framework/utils"
import { bundleProblems, type CartLine } from "../bundles/lines"

/**
 * What a cart needs to become an order, beyond Medusa's own checks (one handler: a workflow hook
 * takes one):
 *
 * - an e-mail: the order's confirmation, its link and the guest's order lookup all go by it, and
 *   Medusa would place an order without one (code EMAIL_MISSING; the gateway names the step that
 *   fixes it — docs/api.md);
 * - whole bundles: every zero-priced component line beside its bundle line at the matching
 *   quantity, and no bundle line without its components. Lines changed through the plain line-item
 *   routes can break that; the bundle routes (/store/carts/:id/bundle-line-items) never do.
 */
completeCartWorkflow.hooks.validate(({ cart }) => {
  if (!(cart as { email?: string | null }).email?.trim()) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "The cart has no e-mail", "EMAIL_MISSING")
  }
  const problems = bundleProblems((cart as { items?: CartLine[] }).items ?? [])
  if (problems.length) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `El carrito tiene un paquete incompleto; quítalo y agrégalo de nuevo. / The cart holds an incomplete bundle (${problems.join("; ")}); remove it and add it again.`
    )
  }
})
