import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, graphql } from "../support/gateway.js"
import { CART, US_ADDRESS, cartWithSkus, newCustomer, ok } from "../support/shopper.js"

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

describe("a guest who checks out with the e-mail of an account", () => {
  it("goes on to the order: the engine links the cart to the account, and the guest who typed the e-mail still holds it", async () => {
    const account = await newCustomer("Registrada")
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    const updated = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { ${CART} } }`,
        {
          cartId,
          input: { email: account.email, shippingAddress: US_ADDRESS, billingAddress: US_ADDRESS },
        }
      )
    ).updateCart
    expect(updated.email).toBe(account.email)
    const { shippingOptions } = ok(
      await graphql(app, `query ($cartId: ID!) { shippingOptions(cartId: $cartId) { id code } }`, { cartId })
    )
    const standard = shippingOptions.find((o: { code: string }) => o.code === "standard")
    ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $optionId: ID!) { setShippingMethod(cartId: $cartId, optionId: $optionId) { id } }`,
        { cartId, optionId: standard.id }
      )
    )
    ok(
      await graphql(
        app,
        `mutation ($cartId: ID!) { initiatePaymentSession(cartId: $cartId, providerId: "pp_system_default") { id } }`,
        { cartId }
      )
    )
    const order = ok(
      await graphql(app, `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id email receipt } }`, { cartId })
    ).completeCart
    expect(order).toMatchObject({ email: account.email })
    expect(order.receipt).toEqual(expect.any(String))
    // A retry after a lost answer gets the same order.
    expect(
      ok(await graphql(app, `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id } }`, { cartId }))
        .completeCart.id
    ).toBe(order.id)
  })

  it("another signed-in customer still cannot use that cart", async () => {
    const account = await newCustomer("Duena")
    const stranger = await newCustomer("Ajena")
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { id } }`,
        { cartId, input: { email: account.email } }
      )
    )
    const refused = await graphql(
      app,
      `query ($cartId: ID!) { cart(id: $cartId) { id } }`,
      { cartId },
      stranger.headers
    )
    expect(refused.errors?.[0]?.extensions?.code).toBe("NO_ACTIVE_CART")
    const changed = await graphql(
      app,
      `mutation ($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { id } }`,
      { cartId, input: { email: stranger.email } },
      stranger.headers
    )
    expect(changed.errors?.[0]?.extensions?.code).toBe("NO_ACTIVE_CART")
  })
})
