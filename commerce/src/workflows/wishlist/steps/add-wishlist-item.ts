import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLIST_MODULE } from "../../../modules/wishlist"
import type WishlistModuleService from "../../../modules/wishlist/service"
import { isDuplicate } from "../../../modules/wishlist/service"

export const addWishlistItemStepId = "add-wishlist-item"

/**
 * Puts a variant on the wishlist, once: saving it again (or twice at the same
 * moment) leaves the one item there is. Compensation removes only an item this
 * step added.
 */
export const addWishlistItemStep = createStep(
  addWishlistItemStepId,
  async (input: { wishlist_id: string; variant_id: string }, { container }) => {
    const service = container.resolve<WishlistModuleService>(WISHLIST_MODULE)
    const find = async () =>
      (
        await service.listWishlistItems(
          { wishlist_id: input.wishlist_id, variant_id: input.variant_id },
          { select: ["id"] }
        )
      )[0]
    const existing = await find()
    if (existing) return new StepResponse({ id: existing.id, added: false }, null)
    try {
      const item = await service.createWishlistItems({ wishlist_id: input.wishlist_id, variant_id: input.variant_id })
      return new StepResponse({ id: item.id, added: true }, item.id)
    } catch (error) {
      const winner = isDuplicate(error, "variant_id") ? await find() : undefined
      if (!winner) throw error
      return new StepResponse({ id: winner.id, added: false }, null)
    }
  },
  async (createdId, { container }) => {
    if (!createdId) return
    await container.resolve<WishlistModuleService>(WISHLIST_MODULE).deleteWishlistItems([createdId])
  }
)
