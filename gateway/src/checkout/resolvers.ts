import type { Resolvers } from "../generated/graphql.js"
import { cartAnswer } from "../cart/shape.js"
import { selectedPaths } from "../graphql/selection.js"

export const checkoutResolvers: Resolvers = {
  Query: {
    shippingOptions: (_, { cartId }, { checkout, caller }, info) =>
      checkout.shippingOptions(caller, cartId, selectedPaths(info).has("amount")),
    paymentProviders: (_, { regionId }, { checkout }) => checkout.paymentProviders(regionId),
  },
  Mutation: {
    // The cart's answers ask the engine for what the caller selected (CartAnswer).
    setShippingMethod: (_, args, { checkout, caller }, info) =>
      checkout.setShippingMethod(caller, args, cartAnswer(selectedPaths(info))),
    initiatePaymentSession: (_, args, { checkout, caller }, info) =>
      checkout.initiatePaymentSession(caller, args, cartAnswer(selectedPaths(info))),
    prepareCheckout: (_, { cartId, input }, { checkout, caller }, info) =>
      checkout.prepare(caller, cartId, input, cartAnswer(selectedPaths(info))),
    completeCart: (_, { cartId }, { checkout, caller, idempotent, language }) =>
      idempotent("completeCart", { cartId }, () => checkout.complete(caller, cartId, language)),
  },
  Cart: {
    // Every cart answer has passed the holder check already (CartService.load).
    order: (cart, _, { checkout }) => (cart.completedAt ? checkout.placedOrder(cart) : null),
  },
}
