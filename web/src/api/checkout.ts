import { graphql } from "../gql"

/** Checkout operations (schema/storefront/checkout.graphql). */

export const ShippingOptions = graphql(`
  query ShippingOptions($cartId: ID!) {
    shippingOptions(cartId: $cartId) {
      id
      name
      code
      description
      priceType
      amount { ...MoneyFields }
    }
  }
`)

export const PaymentProviders = graphql(`
  query PaymentProviders($regionId: ID!) {
    paymentProviders(regionId: $regionId) { id publicKey }
  }
`)

export const SetShippingMethod = graphql(`
  mutation SetShippingMethod($cartId: ID!, $optionId: ID!) {
    setShippingMethod(cartId: $cartId, optionId: $optionId) { ...CartFields }
  }
`)

export const InitiatePaymentSession = graphql(`
  mutation InitiatePaymentSession($cartId: ID!, $providerId: ID!) {
    initiatePaymentSession(cartId: $cartId, providerId: $providerId) { ...CartFields }
  }
`)

export const CompleteCart = graphql(`
  mutation CompleteCart($cartId: ID!) {
    completeCart(cartId: $cartId) { id displayId receipt }
  }
`)
