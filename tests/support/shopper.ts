import type { FastifyInstance } from "fastify"
import { expect } from "vitest"
import { demoShoppers } from "../../commerce/src/scripts/seed/accounts.js"
import { engineFetch } from "./engine.js"
import { graphql, type GraphqlAnswer } from "./gateway.js"

/** A demo shopper's engine token (the sign-in suite covers how browsers get one). */
export async function customerToken(index = 0): Promise<string> {
  const { email, password } = demoShoppers[index]
  const response = await engineFetch("/auth/customer/emailpass", {
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
  total { amount currencyCode } subtotal { amount } itemsBeforeDiscount { amount currencyCode } taxTotal { amount } shippingTotal { amount } discountTotal { amount } itemTotal { amount }
  promotions { id code } shippingAddress { firstName address1 address2 company city countryCode province postalCode }
  shippingMethods { id name shippingOptionId amount { amount } }
  paymentCollection { id status amount { amount } paymentSessions { providerId status } }`

export const ORDER = `id displayId status email createdAt currencyCode receipt
  items { id variantId quantity unitPrice { amount } subtotal { amount } total { amount } bundledBy }
  total { amount currencyCode } subtotal { amount } itemsBeforeDiscount { amount currencyCode } shippingTotal { amount } taxTotal { amount } discountTotal { amount }
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
    await graphql(
      app,
      `query ($handle: String, $regionId: ID) { product(handle: $handle, regionId: $regionId) { variants { id sku price { amount } } } }`,
      {
        handle,
        regionId,
      }
    )
  )
  return Object.fromEntries(product.variants.map((v: any) => [v.sku, v])) as Record<
    string,
    { id: string; sku: string; price: { amount: number } | null }
  >
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

/**
 * Runs a cart through shipping and payment so it is ready to complete: the checkout in one request
 * (prepareCheckout: e-mail, addresses, the standard option by its code, the payment session),
 * answered with the cart's head only, as a client that fills a cart and then places the order
 * does. The step-by-step mutations a checkout drawn step by step calls have their own tests
 * (checkout.test.ts, cart.test.ts, guest-checkout.test.ts); here they cost the engine a shipping
 * options list and a whole cart's totals per cart for nothing (bench/README.md, "Carts made ready in
 * one request").
 */
export async function readyForCompletion(app: FastifyInstance, cartId: string, headers: Record<string, string> = {}) {
  ok(
    await graphql(
      app,
      `mutation ($cartId: ID!, $input: CheckoutInput!) { prepareCheckout(cartId: $cartId, input: $input) { id } }`,
      {
        cartId,
        input: {
          // Each cart its own guest e-mail: the engine creates a guest customer per new e-mail.
          email: `comprador-${cartId.slice(-8).toLowerCase()}@vitalia.test`,
          shippingAddress: US_ADDRESS,
          billingAddress: US_ADDRESS,
          shippingOptionCode: "standard",
          paymentProviderId: "pp_system_default",
        },
      },
      headers
    )
  )
}

/** A brand-new customer with an e-mail/password identity, signed in; returns its bearer headers. */
export async function newCustomer(name = "Nueva"): Promise<{ headers: Record<string, string>; email: string }> {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@vitalia.test`
  const password = "una-clave-larga-2026"
  const json = { "content-type": "application/json" }
  const registered = (await (
    await engineFetch("/auth/customer/emailpass/register", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, password }),
    })
  ).json()) as { token?: string }
  if (!registered.token) throw new Error(`Could not register ${email}`)
  const created = await engineFetch("/store/customers", {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${registered.token}` },
    body: JSON.stringify({ email, first_name: name }),
  })
  if (!created.ok) throw new Error(`Could not create the customer ${email}: ${await created.text()}`)
  const signedIn = (await (
    await engineFetch("/auth/customer/emailpass", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, password }),
    })
  ).json()) as { token?: string }
  return { headers: bearer(signedIn.token!), email }
}

/** Creates a cart in the US region holding `quantity` of each SKU (bundles as plain lines). */
export async function cartWithSkus(
  app: FastifyInstance,
  skus: Record<string, number>,
  headers: Record<string, string> = {}
) {
  const us = await regionByCurrency(app, "usd", "Estados Unidos")
  const cartId = ok(
    await graphql(
      app,
      `mutation ($regionId: ID) { createCart(regionId: $regionId) { id } }`,
      { regionId: us.id },
      headers
    )
  ).createCart.id as string
  const variants = await variantIdsBySku(app, us.id)
  let last: any
  for (const [sku, quantity] of Object.entries(skus)) {
    last = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $variantId: ID!, $quantity: Int!) { addLineItem(cartId: $cartId, variantId: $variantId, quantity: $quantity) { cart { ${CART} promotionNotices { code es } } notices { kind code es en } } }`,
        {
          cartId,
          variantId: variants[sku],
          quantity,
        },
        headers
      )
    ).addLineItem
  }
  return { cartId, last, variants, regionId: us.id }
}

/** Every variant id of the catalog by SKU. */
export async function variantIdsBySku(app: FastifyInstance, regionId: string): Promise<Record<string, string>> {
  const { products } = ok(
    await graphql(
      app,
      `query ($regionId: ID) { products(first: 100, regionId: $regionId) { nodes { variants { id sku } } } }`,
      { regionId }
    )
  )
  return Object.fromEntries(products.nodes.flatMap((p: any) => p.variants.map((v: any) => [v.sku, v.id])))
}
