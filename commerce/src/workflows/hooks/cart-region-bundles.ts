import { BUNDLED_BY } from "@vitalia/schema/bundles"
import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { isBundleLine, isComponentLine, type CartLine } from "../bundles/lines"

/**
 * A change of region keeps every bundle whole. Medusa's cart update deletes (softly) every line
 * with a custom price when the region changes, for its currency or tax setting may differ — and a
 * bundle's components are custom-priced lines at 0 (../bundles/lines.ts), so the bundle line would
 * stay and its components go. A price of 0 is 0 in any currency and carries no tax, so the
 * components that belong to a bundle line still in the cart are brought back, with their ids,
 * inside the same update (its lock, and undone with it when a later step fails).
 */
updateCartWorkflow.hooks.cartUpdated(
  async ({ cart }, { container }) => {
    const cartModule = container.resolve(Modules.CART)
    const lines = (await cartModule.listLineItems(
      { cart_id: (cart as { id: string }).id },
      { select: ["id", "variant_id", "quantity", "metadata", "deleted_at"], withDeleted: true }
    )) as (CartLine & { deleted_at?: Date | string | null })[]
    const live = lines.filter((line) => !line.deleted_at)
    const bundles = new Set(live.filter(isBundleLine).map((line) => line.id))
    const present = new Set(
      live.filter(isComponentLine).map((line) => `${String(line.metadata![BUNDLED_BY])}:${line.variant_id}`)
    )
    const restore = new Map<string, string>()
    // The most recently deleted copy of each missing component of a bundle still in the cart.
    const deleted = lines
      .filter((line) => line.deleted_at && isComponentLine(line) && bundles.has(String(line.metadata![BUNDLED_BY])))
      .sort((a, b) => new Date(b.deleted_at!).getTime() - new Date(a.deleted_at!).getTime())
    for (const line of deleted) {
      const key = `${String(line.metadata![BUNDLED_BY])}:${line.variant_id}`
      if (!present.has(key) && !restore.has(key)) restore.set(key, line.id)
    }
    const ids = [...restore.values()]
    if (ids.length) await cartModule.restoreLineItems(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).softDeleteLineItems(ids)
  }
)
