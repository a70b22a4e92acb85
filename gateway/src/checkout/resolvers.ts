import type { Resolvers } from "../generated/graphql.js"

export const checkoutResolvers: Resolvers = {
  Query: {
    shippingOptions: (_, { cartId }, { checkout, caller }) => checkout.shippingOptions(caller, cartId),
    paymentProviders: (_, { regionId }, { checkout }) => checkout.paymentProviders(regionId),
  },
  Mutation: {
    setShippingMethod: (_, args, { checkout, caller }) => checkout.setShippingMethod(caller, args),
    initiatePaymentSession: (_, args, { checkout, caller }) => checkout.initiatePaymentSession(caller, args),
    prepareCheckout: (_, { cartId, input }, { checkout, caller }) => checkout.prepare(caller, cartId, input),
    completeCart: (_, { cartId }, { checkout, caller, idempotent, language }) =>
      idempotent("completeCart", { cartId }, () => checkout.complete(caller, cartId, language)),
  },
  Cart: {
    // Every cart answer has passed the holder check already (CartService.load).
    order: (cart, _, { checkout }) => (cart.completedAt ? checkout.placedOrder(cart) : null),
  },
}
