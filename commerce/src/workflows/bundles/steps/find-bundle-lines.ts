import { BUNDLED_BY } from "@vitalia/schema/bundles"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isComponentLine, quantityOf } from "../lines"

export const findBundleLinesStepId = "find-bundle-lines"

export interface FoundBundle {
  /** The line asked for: a bundle line, or any other line not inside a bundle. */
  line: { id: string; variant_id: string; quantity: number; metadata: Record<string, unknown> | null }
  /** The line itself and every line it bundles. */
  ids: string[]
}

/**
 * The line and the lines it bundles. A component line is refused: a bundle is
 * changed as a whole, through its bundle line. Reads only, nothing to compensate.
 */
export const findBundleLinesStep = createStep(
  findBundleLinesStepId,
  async (input: { cart_id: string; line_id: string }, { container }) => {
    const cartModule = container.resolve(Modules.CART)
    const [cart] = await cartModule.listCarts({ id: input.cart_id }, { select: ["id", "completed_at"] })
    if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id '${input.cart_id}' not found`)
    if (cart.completed_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Cart ${cart.id} is already completed`)
    const lines = await cartModule.listLineItems(
      { cart_id: input.cart_id },
      { select: ["id", "variant_id", "quantity", "metadata"] }
    )
    const line = lines.find((l) => l.id === input.line_id)
    if (!line)
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Line ${input.line_id} is not in cart ${input.cart_id}`)
    if (isComponentLine(line)) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `Line ${line.id} is part of the bundle ${String(line.metadata![BUNDLED_BY])}; change or remove the bundle line instead`
      )
    }
    const children = lines.filter((l) => l.metadata?.[BUNDLED_BY] === line.id)
    const found: FoundBundle = {
      line: { id: line.id, variant_id: line.variant_id!, quantity: quantityOf(line), metadata: line.metadata ?? null },
      ids: [line.id, ...children.map((c) => c.id)],
    }
    return new StepResponse(found)
  }
)
