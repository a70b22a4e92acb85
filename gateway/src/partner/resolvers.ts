import type { Resolvers } from "../generated/graphql.js"

export const partnerResolvers: Resolvers = {
  Query: {
    myPartner: (_, __, { partnerPage, caller }) => partnerPage.mine(caller),
  },
  Mutation: {
    recordStoreVisit: (_, args, { storeVisits, session, caller }) =>
      storeVisits.record(session, caller, args.personalStoreName),
  },
  MyPartner: {
    // Read with the caller's own sign-in: the engine answers for the caller's partner only.
    figures: (_, __, { partnerPage, caller }) => partnerPage.figures(caller),
    referredOrders: (_, args, { partnerPage, caller }) => partnerPage.referredOrders(caller, args),
    recruits: (_, args, { partnerPage, caller }) => partnerPage.recruits(caller, args),
  },
}
