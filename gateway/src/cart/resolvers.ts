import type { Resolvers } from "../generated/graphql.js"
import { selectedPaths } from "../graphql/selection.js"
import { cartAnswer } from "./shape.js"

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_, { id }, { cart, caller }) => cart.cart(caller, id),
  },
  Mutation: {
    createCart: (_, args, { cart, caller, idempotent, language }) =>
      idempotent("createCart", args, () => cart.create(caller, args, language)),
    addLineItem: (_, args, { cart, caller }, info) =>
      cart.addLineItem(caller, args, cartAnswer(selectedPaths(info, ["cart"]))),
    addBundle: (_, args, { cart, caller }) => cart.addBundle(caller, args),
    updateLineItem: (_, args, { cart, caller }) => cart.updateLineItem(caller, args),
    removeLineItem: (_, args, { cart, caller }) => cart.removeLineItem(caller, args),
    updateCart: (_, { cartId, input }, { cart, caller }, info) =>
      cart.update(caller, cartId, input, cartAnswer(selectedPaths(info))),
    applyPromotionCodes: (_, { cartId, codes }, { cart, caller }) => cart.applyPromotionCodes(caller, cartId, codes),
    removePromotionCodes: (_, { cartId, codes }, { cart, caller }) => cart.removePromotionCodes(caller, cartId, codes),
    transferCart: (_, { cartId }, { cart, caller }) => cart.transfer(caller, cartId),
  },
}
