import type { FastifyInstance } from "fastify"
import { expect, inject } from "vitest"
import { demoShoppers } from "../../commerce/src/scripts/seed/accounts.js"
import { graphql, type GraphqlAnswer } from "./gateway.js"

/** A demo shopper's engine token (the sign-in suite covers how browsers get one). */
export async function customerToken(index = 0): Promise<string> {
  const { email, password } = demoShoppers[index]
  const response = await fetch(`${inject("engineUrl")}/auth/customer/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await response.json()) as { token?: string }
  if (!token) throw new Error(`Could not sign in ${email}`)
  return token
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export const CART = `id regionId currencyCode email itemCount metadata completedAt
  items { id variantId productId quantity unitPrice { amount currencyCode } subtotal { amount } total { amount } bundledBy metadata adjustments { promotionId amount { amount } } }
  total { amount currencyCode } subtotal { amount } taxTotal { amount } shippingTotal { amount } discountTotal { amount } itemTotal { amount }
  promotions { id code } shippingAddress { firstName address1 address2 company city countryCode province postalCode }
  shippingMethods { id name shippingOptionId amount { amount } }
  paymentCollection { id status amount { amount } paymentSessions { providerId status } }`

export const ORDER = `id displayId status email createdAt currencyCode receipt
  items { id variantId quantity unitPrice { amount } total { amount } }
  total { amount currencyCode } subtotal { amount } shippingTotal { amount } taxTotal { amount } discountTotal { amount }
  shippingAddress { city countryCode province } shippingMethods { name amount { amount } }`

/** Asserts a GraphQL answer has no errors and returns its data. */
export function ok<T>(answer: GraphqlAnswer<T>): T {
  expect(answer.errors).toBeUndefined()
  return answer.data as T
}

export async function regionByCurrency(app: FastifyInstance, currencyCode: string, name?: string) {
  const { regions } = ok(await graphql(app, `{ regions { id name currencyCode countries { iso2 } } }`))
  const region = regions.find((r: any) => r.currencyCode === currencyCode && (!name || r.name === name))
  if (!region) throw new Error(`No ${currencyCode} region`)
  return region as { id: string; name: string; currencyCode: string }
}

/** Variant ids by SKU for a product handle. */
export async function variantsOf(app: FastifyInstance, handle: string, regionId?: string) {
  const { product } = ok(
    await graphql(app, `query ($handle: String, $regionId: ID) { product(handle: $handle, regionId: $regionId) { variants { id sku price { amount } } } }`, {
      handle,
      regionId,
    })
  )
  return Object.fromEntries(product.variants.map((v: any) => [v.sku, v])) as Record<string, { id: string; sku: string; price: { amount: number } | null }>
}

export const US_ADDRESS = {
  firstName: "Lucía",
  lastName: "Gómez",
  address1: "1200 Brickell Ave",
  city: "Miami",
  countryCode: "us",
  province: { value: "FL", label: "Florida" },
  postalCode: "33131",
  phone: "+1 305 555 0101",
}

/** Runs a cart through shipping and payment so it is ready to complete. */
export async function readyForCompletion(app: FastifyInstance, cartId: string, headers: Record<string, string> = {}) {
  ok(
    await graphql(app, `mutation ($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { id } }`, {
      cartId,
      input: { email: "comprador@vitalia.test", shippingAddress: US_ADDRESS, billingAddress: US_ADDRESS },
    }, headers)
  )
  const { shippingOptions } = ok(await graphql(app, `query ($cartId: ID!) { shippingOptions(cartId: $cartId) { id code amount { amount } } }`, { cartId }, headers))
  const standard = shippingOptions.find((o: any) => o.code === "standard")
  ok(await graphql(app, `mutation ($cartId: ID!, $optionId: ID!) { setShippingMethod(cartId: $cartId, optionId: $optionId) { id } }`, { cartId, optionId: standard.id }, headers))
  ok(await graphql(app, `mutation ($cartId: ID!) { initiatePaymentSession(cartId: $cartId, providerId: "pp_system_default") { id } }`, { cartId }, headers))
  return { shipping: standard.amount.amount as number }
}
