import { graphql } from "../gql"

/** Cart changes (schema/storefront/cart.graphql); the shop store loads them after startup. Reading a cart: startup.ts. */

export const UpdateCart = graphql(`
  mutation UpdateCart($cartId: ID!, $input: CartInput!) {
    updateCart(cartId: $cartId, input: $input) { ...CartFields }
  }
`)

export const AddLineItem = graphql(`
  mutation AddLineItem($cartId: ID!, $variantId: ID!, $quantity: Int!) {
    addLineItem(cartId: $cartId, variantId: $variantId, quantity: $quantity) {
      cart { ...CartFields }
      notices { ...NoticeFields }
    }
  }
`)

export const AddBundle = graphql(`
  mutation AddBundle($cartId: ID!, $variantId: ID!, $quantity: Int!) {
    addBundle(cartId: $cartId, variantId: $variantId, quantity: $quantity) {
      cart { ...CartFields }
      notices { ...NoticeFields }
    }
  }
`)

export const UpdateLineItem = graphql(`
  mutation UpdateLineItem($cartId: ID!, $lineId: ID!, $quantity: Int!) {
    updateLineItem(cartId: $cartId, lineId: $lineId, quantity: $quantity) {
      cart { ...CartFields }
      notices { ...NoticeFields }
    }
  }
`)

export const RemoveLineItem = graphql(`
  mutation RemoveLineItem($cartId: ID!, $lineId: ID!) {
    removeLineItem(cartId: $cartId, lineId: $lineId) {
      cart { ...CartFields }
      notices { ...NoticeFields }
    }
  }
`)

export const ApplyPromotionCodes = graphql(`
  mutation ApplyPromotionCodes($cartId: ID!, $codes: [String!]!) {
    applyPromotionCodes(cartId: $cartId, codes: $codes) {
      cart { ...CartFields }
      notices { ...NoticeFields }
    }
  }
`)

export const RemovePromotionCodes = graphql(`
  mutation RemovePromotionCodes($cartId: ID!, $codes: [String!]!) {
    removePromotionCodes(cartId: $cartId, codes: $codes) { ...CartFields }
  }
`)
