import { GraphQLScalarType, Kind, type ValueNode } from "graphql"
import { accountResolvers } from "../account/resolvers.js"
import { authResolvers } from "../auth/resolvers.js"
import { cartResolvers } from "../cart/resolvers.js"
import { catalogResolvers } from "../catalog/resolvers.js"
import { checkoutResolvers } from "../checkout/resolvers.js"
import { enrollmentResolvers } from "../enrollment/resolvers.js"
import { partnerResolvers } from "../partner/resolvers.js"
import { promotionResolvers } from "../promotions/resolvers.js"
import { subscriptionResolvers } from "../subscriptions/resolvers.js"
import { wishlistResolvers } from "../wishlist/resolvers.js"
import type { Resolvers } from "../generated/graphql.js"

/** Any JSON value; literals in queries are read as JSON too. */
const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  // The words of schema/storefront/common.graphql: the server takes a scalar's description from its
  // resolver, so without them introspection would answer none (graphql-schema.test.ts compares).
  description: "Free-form JSON: an object, list, string, number, boolean or null.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: function literal(node: ValueNode): unknown {
    switch (node.kind) {
      case Kind.STRING:
      case Kind.BOOLEAN:
        return node.value
      case Kind.INT:
      case Kind.FLOAT:
        return Number(node.value)
      case Kind.NULL:
        return null
      case Kind.LIST:
        return node.values.map(literal)
      case Kind.OBJECT:
        return Object.fromEntries(node.fields.map((field) => [field.name.value, literal(field.value)]))
      default:
        return undefined
    }
  },
})

const rootResolvers: Resolvers = { JSON: JSONScalar, Query: { ping: () => true }, Mutation: { ping: () => true } }

/** Every domain's resolvers: one line per domain. */
export const resolvers: Resolvers[] = [
  rootResolvers,
  catalogResolvers,
  cartResolvers,
  checkoutResolvers,
  accountResolvers,
  promotionResolvers,
  enrollmentResolvers,
  partnerResolvers,
  authResolvers,
  wishlistResolvers,
  subscriptionResolvers,
]
