import { catalogResolvers } from "../catalog/resolvers.js"
import type { Resolvers } from "../generated/graphql.js"

const rootResolvers: Resolvers = { Query: { ping: () => true } }

/** Every domain's resolvers: one line per domain. */
export const resolvers: Resolvers[] = [rootResolvers, catalogResolvers]
