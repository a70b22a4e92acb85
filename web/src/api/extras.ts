import { graphql } from "../gql"

/** The account extras: wishlist and subscriptions (schema/storefront/wishlist.graphql, subscriptions.graphql). */

export const WishlistFields = graphql(`
  fragment WishlistFields on Wishlist {
    itemCount
    items {
      id
      variantId
      addedAt
      product { id handle title thumbnail isBundle }
      variant {
        id
        title
        sku
        inStock
        inventoryQuantity
        price { ...MoneyFields }
        originalPrice { ...MoneyFields }
      }
    }
  }
`)

export const MyWishlist = graphql(`
  query MyWishlist($regionId: ID) {
    me { id wishlist(regionId: $regionId) { ...WishlistFields } }
  }
`)

export const AddToWishlist = graphql(`
  mutation AddToWishlist($variantId: ID!, $regionId: ID) {
    addToWishlist(variantId: $variantId, regionId: $regionId) { ...WishlistFields }
  }
`)

export const RemoveFromWishlist = graphql(`
  mutation RemoveFromWishlist($variantId: ID!, $regionId: ID) {
    removeFromWishlist(variantId: $variantId, regionId: $regionId) { ...WishlistFields }
  }
`)

export const SubscriptionSummaryFields = graphql(`
  fragment SubscriptionSummaryFields on CustomerSubscription {
    id
    status
    intervalMonths
    nextRunOn
    lastError
    failureCount
    createdAt
    items { id variantId quantity title variantTitle thumbnail }
  }
`)

export const SubscriptionFields = graphql(`
  fragment SubscriptionFields on CustomerSubscription {
    ...SubscriptionSummaryFields
    regionId
    email
    items { id variantId quantity title variantTitle sku thumbnail productId productHandle }
    shippingAddress { ...AddressFields }
    lastFailedAt
    pausedAt
    cancelledAt
    runs { id runOn status attempts orderId orderDisplayId error createdAt finishedAt }
  }
`)

export const MySubscriptions = graphql(`
  query MySubscriptions {
    me { id subscriptions { ...SubscriptionSummaryFields } }
  }
`)

export const GetSubscription = graphql(`
  query GetSubscription($id: ID!) {
    subscription(id: $id) { ...SubscriptionFields }
  }
`)

export const CreateSubscription = graphql(`
  mutation CreateSubscription($input: CreateSubscriptionInput!) {
    createSubscription(input: $input) { ...SubscriptionFields }
  }
`)

export const UpdateSubscription = graphql(`
  mutation UpdateSubscription($id: ID!, $input: UpdateSubscriptionInput!) {
    updateSubscription(id: $id, input: $input) { ...SubscriptionFields }
  }
`)

export const PauseSubscription = graphql(`
  mutation PauseSubscription($id: ID!) {
    pauseSubscription(id: $id) { ...SubscriptionFields }
  }
`)

export const ResumeSubscription = graphql(`
  mutation ResumeSubscription($id: ID!) {
    resumeSubscription(id: $id) { ...SubscriptionFields }
  }
`)

export const SkipNextSubscriptionRun = graphql(`
  mutation SkipNextSubscriptionRun($id: ID!) {
    skipNextSubscriptionRun(id: $id) { ...SubscriptionFields }
  }
`)

export const CancelSubscription = graphql(`
  mutation CancelSubscription($id: ID!) {
    cancelSubscription(id: $id) { ...SubscriptionFields }
  }
`)
