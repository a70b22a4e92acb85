import type { Resolvers } from "../generated/graphql.js"

/** Thin: read the arguments, ask the subscription service. */
export const subscriptionResolvers: Resolvers = {
  Customer: {
    subscriptions: (_, __, { subscriptions, caller }) => subscriptions.list(caller),
  },
  Query: {
    subscription: (_, { id }, { subscriptions, caller }) => subscriptions.get(caller, id),
  },
  Mutation: {
    createSubscription: (_, { input }, { subscriptions, caller, idempotent }) =>
      idempotent("createSubscription", input, () => subscriptions.create(caller, input)),
    updateSubscription: (_, { id, input }, { subscriptions, caller }) => subscriptions.update(caller, id, input),
    pauseSubscription: (_, { id }, { subscriptions, caller }) => subscriptions.act(caller, id, "pause"),
    resumeSubscription: (_, { id }, { subscriptions, caller }) => subscriptions.act(caller, id, "resume"),
    skipNextSubscriptionRun: (_, { id }, { subscriptions, caller }) => subscriptions.act(caller, id, "skip"),
    cancelSubscription: (_, { id }, { subscriptions, caller }) => subscriptions.act(caller, id, "cancel"),
  },
}
