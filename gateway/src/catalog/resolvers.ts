import type { Resolvers } from "../generated/graphql.js"
import { selectedPaths } from "../graphql/selection.js"

/** Thin: read the arguments, ask the catalog service. */
export const catalogResolvers: Resolvers = {
  Query: {
    regions: (_, __, { catalog }) => catalog.regions(),
    region: (_, { id }, { catalog }) => catalog.region(id),
    products: (_, args, { catalog, language }, info) =>
      catalog.products(args, selectedPaths(info, ["nodes"]), language),
    product: (_, args, { catalog, language }) => catalog.product(args, language),
    searchProducts: (_, args, { catalog, language }, info) =>
      catalog.searchProducts(args, language, selectedPaths(info, ["nodes"])),
    categories: (_, __, { catalog, language }) => catalog.categories(language),
    collections: (_, __, { catalog, language }) => catalog.collections(language),
  },
  Region: {
    isDefault: (region, _, { catalog }) => catalog.isDefault(region),
  },
}
