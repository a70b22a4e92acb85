import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { engine } from "../support/engine.js"
import { buildGateway, ENGLISH, graphql } from "../support/gateway.js"
import { cartWithSkus, newCustomer, ok, ORDER, readyForCompletion, US_ADDRESS } from "../support/shopper.js"

/**
 * The shop's gated promotions hold at the checkout, whatever way a code reached the cart: one applied
 * straight at the engine (anything that reaches its port with the publishable key can) is taken off
 * when the gateway prepares or completes the checkout, and the completion is refused with its reason.
 * And the first-purchase coupon (BIENVENIDA10) is for a first purchase only, by account or by e-mail.
 */
let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

const COMPLETE = `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { ${ORDER} } }`
const PREPARE = `mutation ($cartId: ID!, $input: CheckoutInput!) { prepareCheckout(cartId: $cartId, input: $input) { id total { amount } } }`
const CODES = `query ($id: ID!) { cart(id: $id) { completedAt promotions { code } discountTotal { amount } } }`
const APPLY = `mutation ($cartId: ID!, $codes: [String!]!) { applyPromotionCodes(cartId: $cartId, codes: $codes) { cart { promotions { code } } } }`

/** Applies codes at the engine itself, around the gateway. */
async function applyAtEngine(cartId: string, codes: string[]) {
  const { status, body } = await engine("POST", `/store/carts/${cartId}/promotions`, { body: { promo_codes: codes } })
  expect(status).toBe(200)
  expect(body.cart.promotions.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(codes))
}

const checkoutInput = (email: string) => ({
  email,
  shippingAddress: US_ADDRESS,
  shippingOptionCode: "standard",
  paymentProviderId: "pp_system_default",
})

describe("a partner-only promotion applied at the engine", () => {
  it("completeCart takes it off and refuses with PROMOTION_NOT_ALLOWED, in Spanish and English; the next try pays full price", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    await readyForCompletion(app, cartId)
    await applyAtEngine(cartId, ["FITRENEWENROLLMENT"])
    expect(ok(await graphql(app, CODES, { id: cartId })).cart.discountTotal.amount).toBeGreaterThan(0)

    const refused = await graphql(app, COMPLETE, { cartId })
    expect(refused.errors?.[0]).toMatchObject({
      extensions: {
        code: "FAILED_TO_COMPLETE_CART",
        reason: "PROMOTION_NOT_ALLOWED",
        promotionCodes: ["FITRENEWENROLLMENT"],
      },
    })
    expect(refused.errors?.[0].message).toContain("FITRENEWENROLLMENT")
    const after = ok(await graphql(app, CODES, { id: cartId })).cart
    expect(after).toMatchObject({ completedAt: null, promotions: [], discountTotal: { amount: 0 } })

    // Put back at the engine and asked in English: the same refusal, in English.
    await applyAtEngine(cartId, ["FITRENEWENROLLMENT"])
    const english = await graphql(app, COMPLETE, { cartId }, ENGLISH)
    expect(english.errors?.[0].extensions).toMatchObject({ reason: "PROMOTION_NOT_ALLOWED" })
    expect(english.errors?.[0].message).toMatch(/^We took the FITRENEWENROLLMENT promotion off/)

    // The shopper confirms again at the price without it.
    await readyForCompletion(app, cartId)
    const order = ok(await graphql(app, COMPLETE, { cartId })).completeCart
    expect(order.discountTotal.amount).toBe(0)
  })

  it("prepareCheckout takes it off and refuses with PROMOTION_NOT_ALLOWED", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    await applyAtEngine(cartId, ["FITRENEWENROLLMENT"])
    const refused = await graphql(app, PREPARE, { cartId, input: checkoutInput(`socio-no-${Date.now()}@vitalia.test`) })
    expect(refused.errors?.[0].extensions).toMatchObject({ reason: "PROMOTION_NOT_ALLOWED" })
    expect(refused.errors?.[0].message).toContain("FITRENEWENROLLMENT")
    expect(ok(await graphql(app, CODES, { id: cartId })).cart.promotions).toEqual([])
  })
})

describe("BIENVENIDA10 is for a first purchase", () => {
  it("a guest whose e-mail already bought is refused at the checkout, with its reason in both languages", async () => {
    const email = `primera-${Date.now()}@vitalia.test`
    const first = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    ok(await graphql(app, APPLY, { cartId: first.cartId, codes: ["BIENVENIDA10"] }))
    ok(await graphql(app, PREPARE, { cartId: first.cartId, input: checkoutInput(email) }))
    const placed = ok(await graphql(app, COMPLETE, { cartId: first.cartId })).completeCart
    expect(placed.discountTotal.amount).toBeGreaterThan(0)

    // The same e-mail again: the coupon typed before the e-mail is known, then the checkout.
    const second = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    ok(await graphql(app, APPLY, { cartId: second.cartId, codes: ["BIENVENIDA10"] }))
    const spanish = await graphql(app, PREPARE, { cartId: second.cartId, input: checkoutInput(email) })
    expect(spanish.errors?.[0].extensions).toMatchObject({ reason: "PROMOTION_NOT_ALLOWED" })
    expect(spanish.errors?.[0].message).toContain("primera compra")
    expect(ok(await graphql(app, CODES, { id: second.cartId })).cart.promotions).toEqual([])

    // Typed once the cart has the e-mail: refused at once, in English too.
    const typed = await graphql(app, APPLY, { cartId: second.cartId, codes: ["BIENVENIDA10"] }, ENGLISH)
    expect(typed.errors?.[0].extensions?.code).toBe("PROMOTION_NOT_ELIGIBLE")
    expect(typed.errors?.[0].message).toContain("first purchase")
    // And at the engine, around the gateway: the completion refuses it.
    ok(await graphql(app, PREPARE, { cartId: second.cartId, input: checkoutInput(email) }))
    await applyAtEngine(second.cartId, ["BIENVENIDA10"])
    const completion = await graphql(app, COMPLETE, { cartId: second.cartId }, ENGLISH)
    expect(completion.errors?.[0].extensions).toMatchObject({ reason: "PROMOTION_NOT_ALLOWED" })
  })

  it("a customer with an order is refused when typing it; a new customer may use it", async () => {
    const shopper = await newCustomer("Bienvenida")
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 }, shopper.headers)
    ok(await graphql(app, APPLY, { cartId, codes: ["BIENVENIDA10"] }, shopper.headers))
    ok(await graphql(app, PREPARE, { cartId, input: checkoutInput(shopper.email) }, shopper.headers))
    ok(await graphql(app, COMPLETE, { cartId }, shopper.headers))

    const next = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 }, shopper.headers)
    const refused = await graphql(app, APPLY, { cartId: next.cartId, codes: ["BIENVENIDA10"] }, shopper.headers)
    expect(refused.errors?.[0]).toMatchObject({
      message: "La promoción BIENVENIDA10 es solo para la primera compra.",
      extensions: { code: "PROMOTION_NOT_ELIGIBLE" },
    })
  })
})
