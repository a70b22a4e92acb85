import { graphql } from "../gql"

/** Catalog reads (schema/storefront/catalog.graphql). */

export const ProductCardFields = graphql(`
  fragment ProductCardFields on Product {
    id
    handle
    title
    subtitle
    thumbnail
    isBundle
    fromPrice { ...MoneyFields }
    variants { id inStock price { ...MoneyFields } originalPrice { ...MoneyFields } }
  }
`)

export const ProductList = graphql(`
  query ProductList($first: Int, $after: String, $regionId: ID, $search: String, $categoryId: ID, $collectionId: ID, $sort: ProductSort) {
    products(first: $first, after: $after, regionId: $regionId, search: $search, categoryId: $categoryId, collectionId: $collectionId, sort: $sort) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { ...ProductCardFields }
    }
  }
`)

export const Taxonomy = graphql(`
  query Taxonomy {
    categories { id name handle description }
    collections { id title handle }
  }
`)

export const ProductDetail = graphql(`
  query ProductDetail($id: ID, $handle: String, $regionId: ID) {
    product(id: $id, handle: $handle, regionId: $regionId) {
      id
      handle
      title
      subtitle
      description
      thumbnail
      isBundle
      images { id url }
      options { id title values }
      variants {
        id
        title
        sku
        inStock
        inventoryQuantity
        options { option value }
        price { ...MoneyFields }
        originalPrice { ...MoneyFields }
      }
      categories { id name handle }
      collection { id title handle }
    }
  }
`)
