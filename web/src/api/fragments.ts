import { graphql } from "../gql"

/** Fragments shared by the storefront's operations (schema/storefront/*.graphql). */

export const MoneyFields = graphql(`
  fragment MoneyFields on Money {
    amount
    currencyCode
  }
`)

export const AddressFields = graphql(`
  fragment AddressFields on Address {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    countryCode
    province
    postalCode
    phone
  }
`)

export const NoticeFields = graphql(`
  fragment NoticeFields on Notice {
    kind
    code
    es
    en
    subject { es en }
  }
`)

export const RegionFields = graphql(`
  fragment RegionFields on Region {
    id
    name
    currencyCode
    taxRate
    isDefault
    countries {
      iso2
      name
    }
  }
`)

export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    regionId
    currencyCode
    email
    itemCount
    completedAt
    metadata
    items {
      id
      title
      variantTitle
      thumbnail
      quantity
      variantId
      productId
      productHandle
      bundledBy
      unitPrice { ...MoneyFields }
      subtotal { ...MoneyFields }
      total { ...MoneyFields }
      discountTotal { ...MoneyFields }
      adjustments { id promotionId code }
    }
    total { ...MoneyFields }
    subtotal { ...MoneyFields }
    itemsBeforeDiscount { ...MoneyFields }
    taxTotal { ...MoneyFields }
    shippingTotal { ...MoneyFields }
    discountTotal { ...MoneyFields }
    itemTotal { ...MoneyFields }
    promotions { id code isAutomatic removable title { es en } }
    shippingAddress { ...AddressFields }
    billingAddress { ...AddressFields }
    shippingMethods { id name shippingOptionId amount { ...MoneyFields } }
    paymentCollection { id status paymentSessions { id providerId status clientSecret } }
    enrollment { sponsor { id code name } personalStoreName }
    referral { partner { id code name } personalStoreName personalStoreTitle }
    promotionNotices { ...NoticeFields }
  }
`)

export const CustomerFields = graphql(`
  fragment CustomerFields on Customer {
    id
    email
    firstName
    lastName
    phone
    auth0Id
    isPartner
    partner { id code name personalStore { name title } }
    addresses {
      id
      isDefaultShipping
      isDefaultBilling
      address { ...AddressFields }
    }
  }
`)

export const OrderFields = graphql(`
  fragment OrderFields on Order {
    id
    displayId
    status
    fulfillmentStatus
    paymentStatus
    email
    createdAt
    currencyCode
    items {
      id
      title
      variantTitle
      thumbnail
      quantity
      productId
      unitPrice { ...MoneyFields }
      total { ...MoneyFields }
      metadata
    }
    total { ...MoneyFields }
    subtotal { ...MoneyFields }
    itemsBeforeDiscount { ...MoneyFields }
    taxTotal { ...MoneyFields }
    shippingTotal { ...MoneyFields }
    discountTotal { ...MoneyFields }
    shippingAddress { ...AddressFields }
    billingAddress { ...AddressFields }
    shippingMethods { id name amount { ...MoneyFields } }
  }
`)
