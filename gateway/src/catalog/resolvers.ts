import type { Resolvers } from "../generated/graphql.js"
import { selectedPaths } from "../graphql/selection.js"

/** Thin: read the arguments, ask the catalog service. */
export const catalogResolvers: Resolvers = {
  Query: {
    regions: (_, __, { catalog }) => catalog.regions(),
    region: (_, { id }, { catalog }) => catalog.region(id),
    products: (_, args, { catalog }, info) => catalog.products(args, selectedPaths(info, ["nodes"])),
    product: (_, args, { catalog }) => catalog.product(args),
    categories: (_, __, { catalog }) => catalog.categories(),
    collections: (_, __, { catalog }) => catalog.collections(),
  },
  Region: {
    isDefault: (region, _, { catalog }) => catalog.isDefault(region),
  },
}
