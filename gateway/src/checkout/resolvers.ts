import type { Resolvers } from "../generated/graphql.js"
import { headOnly } from "../cart/shape.js"
import { selectedPaths } from "../graphql/selection.js"

export const checkoutResolvers: Resolvers = {
  Query: {
    shippingOptions: (_, { cartId }, { checkout, caller }, info) =>
      checkout.shippingOptions(caller, cartId, selectedPaths(info).has("amount")),
    paymentProviders: (_, { regionId }, { checkout }) => checkout.paymentProviders(regionId),
  },
  Mutation: {
    // The cart's answers ask the engine for what the caller selected (headOnly).
    setShippingMethod: (_, args, { checkout, caller }, info) =>
      headOnly(selectedPaths(info))
        ? checkout.setShippingMethodHead(caller, args)
        : checkout.setShippingMethod(caller, args),
    initiatePaymentSession: (_, args, { checkout, caller }, info) =>
      headOnly(selectedPaths(info))
        ? checkout.initiatePaymentSessionHead(caller, args)
        : checkout.initiatePaymentSession(caller, args),
    prepareCheckout: (_, { cartId, input }, { checkout, caller }, info) =>
      headOnly(selectedPaths(info))
        ? checkout.prepareHead(caller, cartId, input)
        : checkout.prepare(caller, cartId, input),
    completeCart: (_, { cartId }, { checkout, caller, idempotent, language }) =>
      idempotent("completeCart", { cartId }, () => checkout.complete(caller, cartId, language)),
  },
  Cart: {
    // Every cart answer has passed the holder check already (CartService.load).
    order: (cart, _, { checkout }) => (cart.completedAt ? checkout.placedOrder(cart) : null),
  },
}
