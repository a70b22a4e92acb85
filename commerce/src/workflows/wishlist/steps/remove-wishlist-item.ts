import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLIST_MODULE } from "../../../modules/wishlist"
import type WishlistModuleService from "../../../modules/wishlist/service"

export const removeWishlistItemStepId = "remove-wishlist-item"

/**
 * Takes a variant off the customer's wishlist; a variant that is not there is
 * already gone (no error). Compensation puts the item back.
 */
export const removeWishlistItemStep = createStep(
  removeWishlistItemStepId,
  async (input: { customer_id: string; variant_id: string }, { container }) => {
    const service = container.resolve<WishlistModuleService>(WISHLIST_MODULE)
    const [wishlist] = await service.listWishlists({ customer_id: input.customer_id }, { select: ["id"] })
    if (!wishlist) return new StepResponse({ removed: false }, null)
    const items = await service.listWishlistItems(
      { wishlist_id: wishlist.id, variant_id: input.variant_id },
      { select: ["id"] }
    )
    if (!items.length) return new StepResponse({ removed: false }, null)
    await service.deleteWishlistItems(items.map((i) => i.id))
    return new StepResponse({ removed: true }, { wishlist_id: wishlist.id, variant_id: input.variant_id })
  },
  async (removed, { container }) => {
    if (!removed) return
    await container.resolve<WishlistModuleService>(WISHLIST_MODULE).createWishlistItems(removed)
  }
)
