import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backOfficeCalls, openBackOffice } from "../support/admin-api.js"
import { graphql } from "../support/gateway.js"
import { cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

/**
 * An order edit's record is the engine's preview of its order, which lacks the number, status and
 * currency the edit screen shows: the adapter reads them from the order.
 */
let app: FastifyInstance
let admin: Record<string, string>

beforeAll(async () => ({ app, admin } = await openBackOffice()))
afterAll(() => app.close())

const { act, show } = backOfficeCalls(() => ({ app, admin }))

describe("the order-edit preview", () => {
  it("names the order's number, status and currency", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    await readyForCompletion(app, cartId)
    const orderId = ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId }))
      .completeCart.id as string
    const order = await show("orders", orderId)
    await act("orders", orderId, "beginEdit")
    const preview = await show("order-edits", orderId)
    expect({ display_id: preview.display_id, status: preview.status, currency_code: preview.currency_code }).toEqual({
      display_id: order.display_id,
      status: order.status,
      currency_code: "usd",
    })
    const discarded = await request(app.server)
      .delete(`/admin-api/order-edits/${orderId}`)
      .set(admin)
      .set("content-type", "application/json")
    expect(discarded.status, JSON.stringify(discarded.body)).toBe(200)
  })
})
