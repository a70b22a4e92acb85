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
    promotions: (cart, _, { promotions }) => promotions.describeApplied(cart.promotions),
    promotionNotices: async (cart, _, { promotions, caller }) =>
      distinctNotices(await promotions.notices(caller, cart.source)),
  },
  CartUpdate: {
    notices: (update) => distinctNotices(update.notices),
  },
}
