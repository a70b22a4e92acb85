import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, graphql } from "../support/gateway.js"
import { CART, ORDER, US_ADDRESS, cartWithSkus, ok } from "../support/shopper.js"

/**
 * The calculated option ("Envío calculado", commerce's ballena provider) through the whole
 * checkout: priced for the cart in the options, the same price on the cart once chosen and on
 * the order. The provider's own prices by weight and destination: tests/integration/engine-shipping.test.ts.
 */
let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

const OPTIONS = `query ($cartId: ID!) { shippingOptions(cartId: $cartId) { id name code priceType amount { amount currencyCode } } }`

describe("checkout with the calculated shipping option", () => {
  it("prices 'Envío calculado' for the cart, charges that price on the cart and the order, and follows the cart's weight", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    const input = { email: "calculado@vitalia.test", shippingAddress: US_ADDRESS, billingAddress: US_ADDRESS }
    ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { id } }`,
        { cartId, input }
      )
    )

    const options = ok(await graphql(app, OPTIONS, { cartId })).shippingOptions
    const calculated = options.filter((o: any) => o.priceType === "calculated")
    expect(calculated).toHaveLength(1)
    expect(calculated[0]).toMatchObject({ name: "Envío calculado — Estados Unidos", amount: { currencyCode: "usd" } })
    const price = calculated[0].amount.amount as number
    expect(price).toBeGreaterThan(0)

    const shipped = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $optionId: ID!) { setShippingMethod(cartId: $cartId, optionId: $optionId) { ${CART} } }`,
        { cartId, optionId: calculated[0].id }
      )
    ).setShippingMethod
    expect(shipped.shippingMethods).toEqual([
      expect.objectContaining({ shippingOptionId: calculated[0].id, amount: { amount: price } }),
    ])
    expect(shipped.shippingTotal.amount).toBe(price)
    expect(shipped.total.amount).toBeCloseTo(
      shipped.itemsBeforeDiscount.amount - shipped.discountTotal.amount + shipped.taxTotal.amount + price,
      2
    )

    // More weight, a higher quote: the price is the cart's, not a fixed one.
    const heavy = await cartWithSkus(app, { "HC-FIT-VAINILLA": 5 })
    ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { id } }`,
        { cartId: heavy.cartId, input }
      )
    )
    const heavyPrice = ok(await graphql(app, OPTIONS, { cartId: heavy.cartId })).shippingOptions.find(
      (o: any) => o.priceType === "calculated"
    ).amount.amount
    expect(heavyPrice).toBeGreaterThan(price)

    ok(
      await graphql(
        app,
        `mutation ($cartId: ID!) { initiatePaymentSession(cartId: $cartId, providerId: "pp_system_default") { id } }`,
        { cartId }
      )
    )
    const order = ok(
      await graphql(app, `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { ${ORDER} } }`, { cartId })
    ).completeCart
    expect(order.shippingTotal.amount).toBe(price)
    expect(order.shippingMethods).toEqual([
      expect.objectContaining({ name: "Envío calculado — Estados Unidos", amount: { amount: price } }),
    ])
    expect(order.total.amount).toBeCloseTo(shipped.total.amount, 2)
  })
})
