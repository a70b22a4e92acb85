import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLIST_MODULE } from "../../../modules/wishlist"
import type WishlistModuleService from "../../../modules/wishlist/service"
import { isDuplicate } from "../../../modules/wishlist/service"

export const createWishlistStepId = "create-wishlist"

/**
 * The customer's wishlist, made on their first save. Two first saves at once
 * meet at the unique customer_id: the loser reads the winner's wishlist.
 * Compensation deletes the wishlist only when this step made it.
 */
export const createWishlistStep = createStep(
  createWishlistStepId,
  async (input: { customer_id: string }, { container }) => {
    const service = container.resolve<WishlistModuleService>(WISHLIST_MODULE)
    const find = async () => (await service.listWishlists({ customer_id: input.customer_id }, { select: ["id"] }))[0]
    const existing = await find()
    if (existing) return new StepResponse({ id: existing.id }, null)
    try {
      const wishlist = await service.createWishlists({ customer_id: input.customer_id })
      return new StepResponse({ id: wishlist.id }, wishlist.id)
    } catch (error) {
      const winner = isDuplicate(error, "customer_id") ? await find() : undefined
      if (!winner) throw error
      return new StepResponse({ id: winner.id }, null)
    }
  },
  async (createdId, { container }) => {
    if (!createdId) return
    await container.resolve<WishlistModuleService>(WISHLIST_MODULE).deleteWishlists([createdId])
  }
)
