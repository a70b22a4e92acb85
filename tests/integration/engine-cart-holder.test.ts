import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CART_HEAD_FIELDS } from "../../gateway/src/cart/shape.js"
import { engine } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { cartWithSkus, newCustomer, ok, readyForCompletion } from "../support/shopper.js"

/**
 * GET /store/carts/:id/holder (commerce/src/api/store/carts/[id]/holder) answers what the gateway's
 * holder rule decides on, read in one query. It must answer exactly what Medusa's own cart route
 * answers for the gateway's head fields, at every stage a cart goes through: a test of one against
 * the other.
 */
let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

/** The cart as the engine's cart route answers the head fields, in the holder route's shape. */
async function headFromCartRoute(cartId: string) {
  const { status, body } = await engine("GET", `/store/carts/${cartId}?fields=${encodeURIComponent(CART_HEAD_FIELDS)}`)
  expect(status).toBe(200)
  const { customer, payment_collection, ...cart } = body.cart
  return {
    ...cart,
    customer: customer ? { id: customer.id, has_account: customer.has_account } : null,
    payment_collection: payment_collection ? { id: payment_collection.id } : null,
  }
}

async function holder(cartId: string) {
  const { status, body } = await engine("GET", `/store/carts/${cartId}/holder`)
  expect(status).toBe(200)
  return body.cart
}

describe("the engine's cart holder route", () => {
  it("answers as the cart route does for a guest's cart: new, with an e-mail and addresses, with a payment collection, completed", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    const fresh = await holder(cartId)
    expect(fresh).toEqual(await headFromCartRoute(cartId))
    expect(fresh).toMatchObject({
      id: cartId,
      customer_id: null,
      customer: null,
      completed_at: null,
      payment_collection: null,
    })

    await readyForCompletion(app, cartId)
    const ready = await holder(cartId)
    expect(ready).toEqual(await headFromCartRoute(cartId))
    // The engine made a guest customer for the e-mail, and the payment collection.
    expect(ready.customer).toEqual({ id: ready.customer_id, has_account: false })
    expect(ready.payment_collection?.id).toMatch(/^pay_col_/)
    expect(ready.metadata).toMatchObject({ guest_checkout: true })

    ok(await graphql(app, `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id } }`, { cartId }))
    const completed = await holder(cartId)
    expect(completed).toEqual(await headFromCartRoute(cartId))
    expect(typeof completed.completed_at).toBe("string")
  })

  it("answers as the cart route does for a signed-in customer's cart: the customer has an account", async () => {
    const { headers } = await newCustomer("Titular")
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 }, headers)
    const answer = await holder(cartId)
    expect(answer).toEqual(await headFromCartRoute(cartId))
    expect(answer.customer).toEqual({ id: answer.customer_id, has_account: true })
  })

  it("is 404 for a cart that does not exist, as the cart route is", async () => {
    expect((await engine("GET", "/store/carts/cart_NOEXISTE/holder")).status).toBe(404)
    expect((await engine("GET", "/store/carts/cart_NOEXISTE")).status).toBe(404)
  })

  it("wants the publishable key, as every store route does", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    expect((await engine("GET", `/store/carts/${cartId}/holder`, { publishable: false })).status).toBe(400)
  })
})
