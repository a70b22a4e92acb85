import type { Resolvers } from "../generated/graphql.js"
import { cartEnrollment, cartReferral } from "./service.js"

export const enrollmentResolvers: Resolvers = {
  Query: {
    personalStore: (_, { name }, { enrollment }) => enrollment.personalStore(name),
    partners: (_, { search, first }, { enrollment }) => enrollment.partners(search, first),
  },
  Mutation: {
    setEnrollment: (_, args, { enrollment, caller }) => enrollment.setEnrollment(caller, args),
    clearEnrollment: (_, { cartId }, { enrollment, caller }) => enrollment.clearEnrollment(caller, cartId),
    setReferral: (_, args, { enrollment, caller }) => enrollment.setReferral(caller, args),
  },
  Customer: {
    isPartner: async (_, __, { enrollment, caller }) => (await enrollment.me(caller)).isPartner,
    partner: async (_, __, { enrollment, caller }) => (await enrollment.me(caller)).partner,
  },
  Cart: {
    enrollment: (cart) => cartEnrollment(cart.metadata),
    referral: (cart) => cartReferral(cart.metadata),
  },
}
