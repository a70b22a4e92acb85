import { graphql } from "../gql"

/**
 * What the shop store reads at startup (docs/product.md §4): regions, the profile, the saved
 * cart or a new one. Kept apart from their domains' files so the first page's
 * JavaScript carries these four documents and no others.
 */

export const Regions = graphql(`
  query Regions {
    regions { ...RegionFields }
  }
`)

export const Me = graphql(`
  query Me {
    me { ...CustomerFields }
  }
`)

export const GetCart = graphql(`
  query GetCart($id: ID!) {
    cart(id: $id) { ...CartFields }
  }
`)

export const CreateCart = graphql(`
  mutation CreateCart($regionId: ID) {
    createCart(regionId: $regionId) { ...CartFields }
  }
`)
