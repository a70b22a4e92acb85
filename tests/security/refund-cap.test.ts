import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAdmin, demoStaff } from "../../commerce/src/scripts/seed/accounts.js"
import { adminApi } from "../support/admin-api.js"
import { engine } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { bearer, cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

/**
 * A capped role's refund cap holds over the whole order (docs/operations.md, "Staff roles"):
 * the operations role (cap STAFF_REFUND_LIMIT, 100 in the tests) cannot split a large refund
 * into small ones, and refunds already made on the order by anyone, the owner included, count.
 * The engine enforces it (its own answer is checked too); the gateway translates.
 */
const LIMIT = 100
let app: FastifyInstance
const tokens: Record<string, string> = {}
const as: Record<string, Record<string, string>> = {}

async function signIn(email: string, password: string) {
  const response = await request(app.server).post("/admin-api/auth/login").send({ email, password })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.token as string
}

/** An order of more than twice the cap, placed in the storefront, its payment captured by the owner. */
async function paidOrder() {
  const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 12 })
  await readyForCompletion(app, cartId)
  const orderId = ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId }))
    .completeCart.id as string
  const owner = adminApi(app, as.owner)
  const payment = (await owner.show("orders", orderId)).payment_collections[0].payments[0]
  expect(Number(payment.amount)).toBeGreaterThan(2 * LIMIT)
  await owner.act("orders", orderId, "capturePayment", { payment_id: payment.id })
  return { orderId, paymentId: payment.id as string }
}

const refund = (who: string, order: { orderId: string; paymentId: string }, amount: number, english = false) =>
  request(app.server)
    .post(`/admin-api/orders/${order.orderId}/actions/refundPayment`)
    .set(as[who])
    .set(english ? { "accept-language": "en" } : {})
    .send({ payment_id: order.paymentId, amount })

async function refundedOn(paymentId: string) {
  const payment = await adminApi(app, as.owner).show("payments", paymentId)
  return ((payment.refunds ?? []) as { amount: number }[]).reduce((sum, r) => sum + Number(r.amount), 0)
}

beforeAll(async () => {
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })
  const operations = demoStaff.find((member) => member.role === "operations")!
  tokens.owner = await signIn(demoAdmin.email, demoAdmin.password)
  tokens.operations = await signIn(operations.email, operations.password)
  as.owner = bearer(tokens.owner)
  as.operations = bearer(tokens.operations)
})
afterAll(() => app?.close())

describe("the operations role's refund cap counts the whole order", () => {
  it("refuses a second refund of 60 on one payment, naming the cap and what is left, in Spanish and English", async () => {
    const order = await paidOrder()
    expect((await refund("operations", order, 60)).status).toBe(200)
    const second = await refund("operations", order, 60)
    expect(second.status).toBe(403)
    expect(second.body).toEqual({
      code: "FORBIDDEN",
      reason: "STAFF_REFUND_LIMIT",
      limit: LIMIT,
      remaining: 40,
      message:
        "Tu rol de personal puede reembolsar como máximo 100 por pedido y en este pedido ya se reembolsaron 60: " +
        "reembolsa 40 o menos, o pide a una persona propietaria que haga este reembolso.",
    })
    const english = await refund("operations", order, 60, true)
    expect(english.status).toBe(403)
    expect(english.body.message).toBe(
      "Your staff role may refund at most 100 per order and 60 has already been refunded on this order: " +
        "refund 40 or less, or ask an owner to make this refund."
    )
    expect(await refundedOn(order.paymentId)).toBe(60)
    // What is left may still be refunded; nothing more after that.
    expect((await refund("operations", order, 40)).status).toBe(200)
    const over = await refund("operations", order, 1)
    expect(over.status).toBe(403)
    expect(over.body).toMatchObject({ reason: "STAFF_REFUND_LIMIT", remaining: 0 })
    expect(await refundedOn(order.paymentId)).toBe(100)
  })

  it("counts the owner's refunds on the order too, and the engine refuses on its own", async () => {
    const order = await paidOrder()
    expect((await refund("owner", order, 70)).status).toBe(200)
    const refused = await refund("operations", order, 60)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ reason: "STAFF_REFUND_LIMIT", limit: LIMIT, remaining: 30 })
    const direct = await engine("POST", `/admin/payments/${order.paymentId}/refund`, {
      token: tokens.operations,
      body: { amount: 60 },
    })
    expect(direct.status).toBe(403)
    expect(direct.body).toMatchObject({ code: "STAFF_REFUND_LIMIT", limit: LIMIT, remaining: 30 })
    expect(await refundedOn(order.paymentId)).toBe(70)
    // The owner has no cap.
    expect((await refund("owner", order, 60)).status).toBe(200)
  })
})
