import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { engineFetch } from "../support/engine.js"
import { buildGateway } from "../support/gateway.js"
import { cartWithSkus, readyForCompletion } from "../support/shopper.js"

/**
 * POST /webhooks/payment/:provider takes events only for providers that sign them with a
 * secret (docs/operations.md, "Payment providers' events"): a name the shop has no provider
 * for is 404; the manual provider (system_default), which has no webhook and no secret, and a
 * body without a signature are 401 — coded, with a message in the caller's language — and
 * nothing reaches Medusa's event queue. The suite's engine has no Stripe, so only the manual
 * provider is there; the engine itself refuses too, whatever is in front of it.
 */
let app: FastifyInstance
let sessionId: string

beforeAll(async () => {
  app = await buildGateway()
  // A real payment session of the manual provider, which a forged event would name.
  const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
  await readyForCompletion(app, cartId)
  const cart = await engineFetch(`/store/carts/${cartId}?fields=*payment_collection.payment_sessions`).then(
    (r) => r.json() as Promise<{ cart: { payment_collection: { payment_sessions: { id: string }[] } } }>
  )
  sessionId = cart.cart.payment_collection.payment_sessions[0].id
})
afterAll(() => app?.close())

const event = () =>
  JSON.stringify({
    id: `evt_${Date.now()}`,
    type: "payment_intent.succeeded",
    data: { object: { id: "pi_forged", metadata: { session_id: sessionId }, amount: 1 } },
  })

describe("payment events only from providers that sign them", () => {
  it("answers 404 with a code for a provider the shop does not have", async () => {
    const answer = await request(app.server)
      .post("/webhooks/payment/acme_pay")
      .set("content-type", "application/json")
      .set("stripe-signature", "t=1,v1=00")
      .send(event())
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ code: "NOT_FOUND", message: expect.stringMatching(/\S/) })
  })

  it("answers 401 to an event for the manual provider, unsigned or not, in Spanish and English", async () => {
    const unsigned = await request(app.server)
      .post("/webhooks/payment/system_default")
      .set("content-type", "application/json")
      .send(event())
    expect(unsigned.status).toBe(401)
    expect(unsigned.body).toEqual({
      code: "WEBHOOK_UNSIGNED",
      message:
        "Aviso de pago rechazado: solo se aceptan avisos firmados de un proveedor de pago con aviso y secreto configurados.",
    })
    const signedAnyway = await request(app.server)
      .post("/webhooks/payment/system_default")
      .set("content-type", "application/json")
      .set("accept-language", "en")
      .set("x-signature", "made-up")
      .send(event())
    expect(signedAnyway.status).toBe(401)
    expect(signedAnyway.body).toEqual({
      code: "WEBHOOK_UNSIGNED",
      message:
        "Payment notice refused: only notices signed by a payment provider with its notices and secret set up are accepted.",
    })
  })

  it("is refused by the engine itself: 401 for the manual provider, 404 for an unknown one", async () => {
    // With the gateway's edge secret (tests/support/engine.ts): the engine's own rule, not its edge, refuses.
    const direct = (provider: string) =>
      engineFetch(`/hooks/payment/${provider}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: event(),
      })
    expect((await direct("system_default")).status).toBe(401)
    expect((await direct("acme_pay")).status).toBe(404)
  })
})
