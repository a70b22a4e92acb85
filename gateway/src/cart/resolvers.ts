import type { Resolvers } from "../generated/graphql.js"
import { selectedPaths } from "../graphql/selection.js"
import { headOnly } from "./shape.js"

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_, { id }, { cart, caller }) => cart.cart(caller, id),
  },
  Mutation: {
    createCart: (_, args, { cart, caller, idempotent, language }) =>
      idempotent("createCart", args, () => cart.create(caller, args, language)),
    // A caller who selected only the cart's head is answered without its totals (headOnly).
    addLineItem: (_, args, { cart, caller }, info) =>
      headOnly(selectedPaths(info, ["cart"])) ? cart.addLineItemHead(caller, args) : cart.addLineItem(caller, args),
    addBundle: (_, args, { cart, caller }) => cart.addBundle(caller, args),
    updateLineItem: (_, args, { cart, caller }) => cart.updateLineItem(caller, args),
    removeLineItem: (_, args, { cart, caller }) => cart.removeLineItem(caller, args),
    updateCart: (_, { cartId, input }, { cart, caller }, info) =>
      headOnly(selectedPaths(info)) ? cart.updateHead(caller, cartId, input) : cart.update(caller, cartId, input),
    applyPromotionCodes: (_, { cartId, codes }, { cart, caller }) => cart.applyPromotionCodes(caller, cartId, codes),
    removePromotionCodes: (_, { cartId, codes }, { cart, caller }) => cart.removePromotionCodes(caller, cartId, codes),
    transferCart: (_, { cartId }, { cart, caller }) => cart.transfer(caller, cartId),
  },
}
