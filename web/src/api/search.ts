import { graphql } from "../gql"

/** Product search (schema/storefront/search.graphql). */

export const SearchSuggestions = graphql(`
  query SearchSuggestions($query: String!, $regionId: ID) {
    searchProducts(query: $query, first: 6, regionId: $regionId, suggest: true) {
      nodes { id handle title thumbnail titleHighlight { text match } }
    }
  }
`)

export const SearchResults = graphql(`
  query SearchResults($query: String!, $first: Int, $after: String, $regionId: ID, $filters: ProductSearchFilters) {
    searchProducts(query: $query, first: $first, after: $after, regionId: $regionId, filters: $filters) {
      query
      totalCount
      didYouMean
      typoTolerant
      pageInfo { hasNextPage endCursor }
      nodes { id titleHighlight { text match } product { ...ProductCardFields } }
      facets {
        categories { count category { id name } }
        collections { count collection { id title } }
        prices { count from { ...MoneyFields } to { ...MoneyFields } }
        inStock
      }
    }
  }
`)
