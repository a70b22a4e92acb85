import { toCart } from "../cart/shape.js"
import type { Resolvers } from "../generated/graphql.js"
import { distinctNotices } from "../messages/notices.js"

export const promotionResolvers: Resolvers = {
  Query: {
    customPromotions: (_, { cartId }, { promotions, caller }) => promotions.forCart(caller, cartId),
  },
  Mutation: {
    applyCustomPromotions: async (_, { cartId, variantIds }, { promotions, caller }) => {
      const { cart, notices } = await promotions.applyCustomPromotions(caller, cartId, variantIds)
      return { cart: toCart(cart), notices }
    },
  },
  Cart: {
    promotionNotices: async (cart, _, { promotions, caller }) => distinctNotices(await promotions.notices(caller, cart.source)),
  },
  CartUpdate: {
    notices: (update) => distinctNotices(update.notices),
  },
  CartPromotion: {
    isAutomatic: async (promotion, _, { promotions }) => promotion.isAutomatic || (await promotions.appliedByShop(promotion.code)),
    removable: async (promotion, _, { promotions }) => !promotion.isAutomatic && !(await promotions.appliedByShop(promotion.code)),
    title: async (promotion, _, { promotions }) => (await promotions.titleOf(promotion.code)) ?? { es: promotion.code ?? "", en: promotion.code ?? "" },
  },
}
