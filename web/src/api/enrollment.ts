import { graphql } from "../gql"

/** Sponsors, personal stores and the enrollment promotions (schema/storefront/enrollment.graphql, promotions.graphql). */

export const PartnerFields = graphql(`
  fragment PartnerFields on Partner {
    id
    code
    name
    personalStore { name title }
  }
`)

export const PersonalStore = graphql(`
  query PersonalStore($name: String!) {
    personalStore(name: $name) {
      name
      title
      partner { ...PartnerFields }
    }
  }
`)

export const SearchPartners = graphql(`
  query SearchPartners($search: String!) {
    partners(search: $search, first: 10) { ...PartnerFields }
  }
`)

export const SetEnrollment = graphql(`
  mutation SetEnrollment($cartId: ID!, $partnerId: ID, $personalStoreName: String) {
    setEnrollment(cartId: $cartId, partnerId: $partnerId, personalStoreName: $personalStoreName) {
      cart { ...CartFields }
      notices { ...NoticeFields }
    }
  }
`)

export const ClearEnrollment = graphql(`
  mutation ClearEnrollment($cartId: ID!) {
    clearEnrollment(cartId: $cartId) {
      cart { ...CartFields }
      notices { ...NoticeFields }
    }
  }
`)

/** A partner's `?store=` link followed on any page: the cart's referring partner (issue #18). */
export const SetReferral = graphql(`
  mutation SetReferral($cartId: ID!, $personalStoreName: String) {
    setReferral(cartId: $cartId, personalStoreName: $personalStoreName) { ...CartFields }
  }
`)

export const EnrollmentOffer = graphql(`
  query EnrollmentOffer($cartId: ID) {
    customPromotions(cartId: $cartId) {
      id
      code
      variantIds
      requiresEnrollment
      requiresLastOrder
      requiresLastOrderDays
      message { ...NoticeFields }
      eligible
      reason { ...NoticeFields }
    }
    collections { id title handle }
  }
`)

export const OfferProductFields = graphql(`
  fragment OfferProductFields on Product {
    id
    handle
    title
    subtitle
    thumbnail
    isBundle
    variants { id title inStock price { ...MoneyFields } }
  }
`)

/** The enrollment kits (a collection) and the products the gifts apply to. */
export const EnrollmentProducts = graphql(`
  query EnrollmentProducts($regionId: ID, $kitsId: ID) {
    kits: products(first: 12, regionId: $regionId, collectionId: $kitsId) { nodes { ...OfferProductFields } }
    catalog: products(first: 100, regionId: $regionId) { nodes { ...OfferProductFields } }
  }
`)
