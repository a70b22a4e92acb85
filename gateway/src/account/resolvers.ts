import type { Resolvers } from "../generated/graphql.js"

export const accountResolvers: Resolvers = {
  Query: {
    me: (_, __, { account, caller }) => account.me(caller),
    order: (_, { id, receipt }, { orders, caller }) => orders.get(caller, id, receipt),
  },
  Mutation: {
    updateProfile: (_, { input }, { account, caller }) => account.updateProfile(caller, input),
    addAddress: (_, { input }, { account, caller, idempotent }) =>
      idempotent("addAddress", input, () => account.addAddress(caller, input)),
    updateAddress: (_, { id, input }, { account, caller }) => account.updateAddress(caller, id, input),
    deleteAddress: (_, { id }, { account, caller }) => account.deleteAddress(caller, id),
    requestOrderLink: (_, { email, orderNumber }, { orders }) => orders.requestLink(email, orderNumber),
    requestOrderTransfer: (_, { orderId }, { orders, caller }) => orders.requestTransfer(caller, orderId),
    cancelOrderTransfer: (_, { orderId }, { orders, caller }) => orders.cancelTransfer(caller, orderId),
    acceptOrderTransfer: (_, { orderId, token }, { orders, caller }) => orders.acceptTransfer(caller, orderId, token),
    declineOrderTransfer: (_, { orderId, token }, { orders, caller }) => orders.declineTransfer(caller, orderId, token),
  },
  Customer: {
    orders: (_, args, { orders, caller }) => orders.list(caller, args),
  },
}
