import { toCart } from "../cart/shape.js"
import type { Resolvers } from "../generated/graphql.js"

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
    promotionNotices: (cart, _, { promotions, caller }) => promotions.notices(caller, cart.source),
  },
}
