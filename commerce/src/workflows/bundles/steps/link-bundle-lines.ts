import { BUNDLE_KEY, BUNDLED_BY, BUNDLE_QUANTITY } from "@vitalia/schema/bundles"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export const linkBundleLinesStepId = "link-bundle-lines"

/**
 * Points each new component line at its bundle line (metadata.bundled_by =
 * the bundle line's id), which exists only once the lines are created.
 * Returns the bundle line ids. Compensation unlinks them again.
 */
export const linkBundleLinesStep = createStep(
  linkBundleLinesStepId,
  async (input: { cart_id: string; keys: string[] }, { container }) => {
    const cartModule = container.resolve(Modules.CART)
    const lines = await cartModule.listLineItems({ cart_id: input.cart_id }, { select: ["id", "metadata"] })
    const linked: { id: string; metadata: Record<string, unknown> }[] = []
    const parents: string[] = []
    for (const key of input.keys) {
      const group = lines.filter((l) => l.metadata?.[BUNDLE_KEY] === key)
      const parent = group.find((l) => l.metadata?.[BUNDLE_QUANTITY] === undefined)
      if (!parent) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Bundle ${key} has no bundle line`)
      parents.push(parent.id)
      for (const child of group.filter((l) => l !== parent)) {
        await cartModule.updateLineItems(child.id, { metadata: { ...child.metadata, [BUNDLED_BY]: parent.id } })
        linked.push({ id: child.id, metadata: child.metadata ?? {} })
      }
    }
    return new StepResponse(parents, linked)
  },
  async (linked, { container }) => {
    if (!linked?.length) return
    const cartModule = container.resolve(Modules.CART)
    for (const line of linked) await cartModule.updateLineItems(line.id, { metadata: line.metadata })
  }
)
