import { STRIPE_PROVIDER_ID as STRIPE } from "@vitalia/schema/payments"
import type { FastifyInstance } from "fastify"
import Stripe from "stripe"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { freePort } from "../../scripts/lib/ports.js"
import { withClient } from "../../scripts/lib/postgres.js"
import { adminApi } from "../support/admin-api.js"
import { adminToken } from "../support/engine.js"
import { ENGLISH, graphql } from "../support/gateway.js"
import { startSecondEngine, type SecondEngine } from "../support/second-engine.js"
import { bearer, cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"
import { StripeStandIn } from "../support/stripe-stand-in.js"

/**
 * Card payments through Medusa's Stripe provider, tested without the internet: a second
 * engine on the suite's database with STRIPE_* settings whose SDK talks to a local stand-in
 * of Stripe's API (tests/support/stripe-stand-in.ts), and the gateway in front of it. The
 * stand-in does what Stripe.js would do in the browser (confirming the card); webhook events
 * are signed with the Stripe SDK's own test-header helper and the engine's webhook secret.
 */
const WEBHOOK_SECRET = "whsec_vitalia_local_tests"
const PUBLISHABLE_KEY = "pk_test_vitaliaLocal"
const databaseUrl = inject("databaseUrl")
const standIn = new StripeStandIn()
const sdk = new Stripe("sk_test_vitalia_local_signing_only")
let shop: SecondEngine | undefined
let app: FastifyInstance
let admin: Record<string, string>
let usRegion: { id: string; providers: string[] }

const db = <T>(sql: string, params: unknown[]) =>
  withClient(databaseUrl, async (client) => (await client.query(sql, params)).rows as T[])
const ordersOfCart = async (cartId: string) =>
  (
    await db<{ order_id: string }>("select order_id from order_cart where cart_id = $1 and deleted_at is null", [
      cartId,
    ])
  ).map((r) => r.order_id)
const completedAt = async (cartId: string) =>
  (await db<{ completed_at: Date | null }>("select completed_at from cart where id = $1", [cartId]))[0]?.completed_at ??
  null
const capturesOfCart = async (cartId: string) =>
  (
    await db<{ n: number }>(
      `select count(c.id)::int as n from cart_payment_collection cpc join payment p on p.payment_collection_id = cpc.payment_collection_id
       join capture c on c.payment_id = p.id and c.deleted_at is null where cpc.cart_id = $1 and cpc.deleted_at is null`,
      [cartId]
    )
  )[0].n

async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const SESSION = `paymentCollection { id status amount { amount } paymentSessions { id providerId status clientSecret } }`

/** A guest's US cart with shipping, then a Stripe payment session through GraphQL. */
async function cartPayingByCard() {
  const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 2 })
  await readyForCompletion(app, cartId)
  const cart = ok(
    await graphql(
      app,
      `mutation ($c: ID!, $p: ID!) { initiatePaymentSession(cartId: $c, providerId: $p) { id total { amount } ${SESSION} } }`,
      { c: cartId, p: STRIPE }
    )
  ).initiatePaymentSession
  const session = cart.paymentCollection.paymentSessions.find((s: { providerId: string }) => s.providerId === STRIPE)
  const intent = standIn.intentOfSession(session.id)
  if (!intent) throw new Error("No intent at the stand-in for the session")
  return { cartId, cart, session, intent }
}

/** A Stripe event about `intent`, signed as Stripe signs it (or not). */
function signedEvent(type: string, intent: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    data: { object: intent },
    created: Math.floor(Date.now() / 1000),
  })
  const header = sdk.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  })
  return { payload, header }
}

const postEvent = (event: { payload: string; header: string }, provider = "stripe_stripe") =>
  request(app.server)
    .post(`/webhooks/payment/${provider}`)
    .set("content-type", "application/json")
    .set("stripe-signature", event.header)
    .send(event.payload)

beforeAll(async () => {
  await standIn.start(await freePort())
  shop = await startSecondEngine("engine-stripe", {
    settings: {
      STRIPE_API_KEY: "sk_test_vitalia_local",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: `http://127.0.0.1:${standIn.port}`,
      STRIPE_TIMEOUT_MS: "1500",
      STRIPE_NETWORK_RETRIES: "0",
    },
    gateway: { STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY },
  })
  app = shop.app
  admin = bearer(await adminToken())
  // The back-office offers Stripe in the US region (the seed does it for new regions when STRIPE_API_KEY is set).
  const { body } = await request(app.server)
    .get("/admin-api/regions")
    .query({ filter: JSON.stringify({ q: "Estados Unidos" }) })
    .set(admin)
  const us = (body as { id: string; name: string }[]).find((r) => r.name === "Estados Unidos")
  if (!us) throw new Error("No US region")
  const shown = await adminApi(app, admin).show("regions", us.id)
  usRegion = { id: us.id, providers: shown.payment_providers }
  const updated = await request(app.server)
    .put(`/admin-api/regions/${us.id}`)
    .set(admin)
    .send({ payment_providers: [...usRegion.providers, STRIPE] })
  expect(updated.status, JSON.stringify(updated.body)).toBe(200)
}, 240_000)

afterAll(async () => {
  if (usRegion)
    await request(app.server)
      .put(`/admin-api/regions/${usRegion.id}`)
      .set(admin)
      .send({ payment_providers: usRegion.providers })
  await shop?.stop()
  await standIn.close()
})

describe("card payments with Stripe", () => {
  it("the region offers Stripe beside the manual payment, with the publishable key for the browser", async () => {
    const { paymentProviders } = ok(
      await graphql(app, `query ($r: ID!) { paymentProviders(regionId: $r) { id publicKey } }`, { r: usRegion.id })
    )
    expect(paymentProviders).toEqual(
      expect.arrayContaining([
        { id: "pp_system_default", publicKey: null },
        { id: STRIPE, publicKey: PUBLISHABLE_KEY },
      ])
    )
  })

  it("a GraphQL checkout starts a Stripe payment for the engine's total; the authorised payment places one order", async () => {
    const { cartId, cart, session, intent } = await cartPayingByCard()
    // The browser gets the client secret; the amount is the engine's total of the cart, in cents.
    expect(session.clientSecret).toBe(intent.client_secret)
    expect(intent.amount).toBe(Math.round(cart.total.amount * 100))
    expect(intent.currency).toBe("usd")
    expect(intent.capture_method).toBe("manual")

    // 3-D Secure pending: no order yet, the cart stays as it was.
    standIn.confirm(intent.id, "requires_action")
    const pending = await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId })
    expect(pending.errors?.[0]?.extensions).toMatchObject({
      code: "FAILED_TO_COMPLETE_CART",
      reason: "PAYMENT_ACTION_REQUIRED",
    })
    expect(await ordersOfCart(cartId)).toEqual([])

    // The shopper passed the check: the payment is authorised and the order placed, once.
    standIn.confirm(intent.id, "requires_capture")
    const order = ok(
      await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id displayId total { amount } } }`, {
        c: cartId,
      })
    ).completeCart
    expect(order.total.amount).toBe(cart.total.amount)
    const again = ok(
      await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId })
    ).completeCart
    expect(again.id).toBe(order.id)
    expect(await ordersOfCart(cartId)).toEqual([order.id])
  })

  it("a card the bank did not authorise: PAYMENT_DECLINED with what to do, in Spanish and English; no order", async () => {
    const { cartId, intent } = await cartPayingByCard()
    // Stripe.js never confirmed the card (declined in the browser): the intent still asks for a payment method.
    expect(intent.status).toBe("requires_payment_method")
    const complete = `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`
    const spanish = await graphql(app, complete, { c: cartId })
    const english = await graphql(app, complete, { c: cartId }, ENGLISH)
    for (const answer of [spanish, english])
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: "FAILED_TO_COMPLETE_CART",
        reason: "PAYMENT_DECLINED",
      })
    expect(spanish.errors?.[0]?.message).toMatch(/otra tarjeta/)
    expect(english.errors?.[0]?.message).toMatch(/another card/)
    expect(await ordersOfCart(cartId)).toEqual([])
  })

  it("a signed payment_intent.succeeded through the gateway completes the cart of a shopper who left, once", async () => {
    const { cartId, intent } = await cartPayingByCard()
    const paid = standIn.confirm(intent.id, "succeeded")
    const event = signedEvent("payment_intent.succeeded", paid)
    const first = await postEvent(event)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    // Stripe delivers at least once: the same event again is accepted and changes nothing more.
    expect((await postEvent(event)).status).toBe(200)
    await until(() => completedAt(cartId), 45_000, "the cart to complete")
    const orders = await until(
      async () => {
        const ids = await ordersOfCart(cartId)
        return ids.length ? ids : null
      },
      15_000,
      "the order"
    )
    // Both deliveries are handled (Medusa waits 5 s before it processes one): still one order, one capture.
    await new Promise((resolve) => setTimeout(resolve, 8_000))
    expect(await ordersOfCart(cartId)).toEqual(orders)
    expect(orders).toHaveLength(1)
    expect(await capturesOfCart(cartId)).toBe(1)
  }, 90_000)

  it("with manual capture (the default), payment_intent.amount_capturable_updated completes the cart of a shopper who left, uncaptured", async () => {
    const { cartId, intent } = await cartPayingByCard()
    const authorised = standIn.confirm(intent.id, "requires_capture")
    const response = await postEvent(signedEvent("payment_intent.amount_capturable_updated", authorised))
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    await until(() => completedAt(cartId), 45_000, "the cart to complete")
    expect(
      await until(async () => ((await ordersOfCart(cartId)).length === 1 ? true : null), 15_000, "the order")
    ).toBe(true)
    // Captured later, from the back-office.
    expect(await capturesOfCart(cartId)).toBe(0)
  }, 90_000)

  it("a bad signature, a replayed event, an event of no shop payment and an unknown provider are refused; nothing changes", async () => {
    const { cartId, intent } = await cartPayingByCard()
    const paid = standIn.confirm(intent.id, "succeeded")

    const forged = await postEvent(signedEvent("payment_intent.succeeded", paid, { secret: "whsec_not_the_shops" }))
    expect(forged.status).toBe(400)
    expect(forged.body).toEqual({ code: "WEBHOOK_REFUSED", message: expect.stringMatching(/^Aviso de pago rechazado/) })
    const unsigned = await request(app.server)
      .post("/webhooks/payment/stripe_stripe")
      .set("content-type", "application/json")
      .send(signedEvent("payment_intent.succeeded", paid).payload)
    // Without the provider's signature header at all: not a bad signature but no signature, 401.
    expect(unsigned.status).toBe(401)
    expect(unsigned.body.code).toBe("WEBHOOK_UNSIGNED")

    const replayed = await postEvent(
      signedEvent("payment_intent.succeeded", paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 })
    )
    expect(replayed.status).toBe(400)

    const stranger = { ...paid, id: "pi_not_ours", metadata: { session_id: "payses_not_ours" } }
    const unknown = await request(app.server)
      .post("/webhooks/payment/stripe_stripe")
      .set(ENGLISH)
      .set("content-type", "application/json")
      .set("stripe-signature", signedEvent("payment_intent.succeeded", stranger).header)
      .send(signedEvent("payment_intent.succeeded", stranger).payload)
    expect(unknown.status).toBe(400)

    expect((await postEvent(signedEvent("payment_intent.succeeded", paid), "nopay_nopay")).status).toBe(404)
    expect((await postEvent(signedEvent("payment_intent.succeeded", paid), "../admin")).status).toBe(404)

    // Longer than Medusa's 5 s delay before it handles an accepted event: none was accepted.
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    expect(await completedAt(cartId)).toBeNull()
    expect(await ordersOfCart(cartId)).toEqual([])
  }, 60_000)

  it("a body over the limit is refused with 413 before the engine sees it", async () => {
    const big = "x".repeat(300 * 1024)
    const response = await request(app.server)
      .post("/webhooks/payment/stripe_stripe")
      .set(ENGLISH)
      .set("content-type", "application/json")
      .set("stripe-signature", "t=1,v1=00")
      .send(big)
    expect(response.status).toBe(413)
    expect(response.body).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "The payment notice is too large (256 KiB at most).",
    })
  })

  it("a Stripe that is closed or slow: PAYMENT_UNAVAILABLE, the cart intact, no order", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    await readyForCompletion(app, cartId)
    const before = ok(
      await graphql(app, `query ($c: ID!) { cart(id: $c) { total { amount } itemCount } }`, { c: cartId })
    ).cart
    const initiate = () =>
      graphql(
        app,
        `mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "${STRIPE}") { id } }`,
        { c: cartId },
        ENGLISH
      )

    await standIn.close()
    try {
      const closed = await initiate()
      expect(closed.errors?.[0]?.extensions?.code).toBe("PAYMENT_UNAVAILABLE")
      expect(closed.errors?.[0]?.message).toBe(
        "Card payment is not answering right now. Your cart is intact: please try again in a moment."
      )
    } finally {
      await standIn.start()
    }

    standIn.delayMs = 4_000
    try {
      const slow = await initiate()
      expect(slow.errors?.[0]?.extensions?.code).toBe("PAYMENT_UNAVAILABLE")
    } finally {
      standIn.delayMs = 0
    }

    const after = ok(
      await graphql(app, `query ($c: ID!) { cart(id: $c) { total { amount } itemCount completedAt } }`, { c: cartId })
    ).cart
    expect(after).toEqual({ ...before, completedAt: null })
    expect(await ordersOfCart(cartId)).toEqual([])
    // Stripe is back: the same cart pays by card.
    const session = ok(
      await graphql(
        app,
        `mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "${STRIPE}") { ${SESSION} } }`,
        { c: cartId }
      )
    ).initiatePaymentSession.paymentCollection.paymentSessions[0]
    standIn.confirm(standIn.intentOfSession(session.id)!.id, "requires_capture")

    // Stripe gone while the order is placed (the engine asks it for the payment's status): refused, no order.
    await standIn.close()
    try {
      const refused = await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId })
      expect(refused.errors?.[0]?.extensions?.code).toBe("FAILED_TO_COMPLETE_CART")
      expect(await ordersOfCart(cartId)).toEqual([])
      expect(await completedAt(cartId)).toBeNull()
    } finally {
      await standIn.start()
    }
    const order = ok(
      await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId })
    ).completeCart
    expect(await ordersOfCart(cartId)).toEqual([order.id])
  }, 90_000)
})

describe("capture and refund from the back-office", () => {
  let orderId: string
  let paymentId: string
  let intentId: string

  beforeAll(async () => {
    const { cartId, intent } = await cartPayingByCard()
    standIn.confirm(intent.id, "requires_capture")
    orderId = ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId }))
      .completeCart.id
    intentId = intent.id
    const order = await adminApi(app, admin).show("orders", orderId)
    paymentId = order.payments[0].id
  })

  it("a failed capture (Stripe closed) is a clear error on the order; the payment stays uncaptured", async () => {
    await standIn.close()
    try {
      const response = await request(app.server)
        .post(`/admin-api/orders/${orderId}/actions/capturePayment`)
        .set(admin)
        .send({ payment_id: paymentId })
      expect(response.status).toBe(502)
      expect(response.body).toEqual({
        code: "PAYMENT_PROVIDER_ERROR",
        message: "El proveedor de pagos no cobró el pago: el pedido no cambió. Inténtalo de nuevo en un momento.",
      })
    } finally {
      await standIn.start()
    }
    const order = await adminApi(app, admin).show("orders", orderId)
    expect(order.payments[0].captured_at).toBeFalsy()
  })

  it("captures, refunds in part, refunds the rest; a refund over what is left is refused", async () => {
    const act = adminApi(app, admin).act
    const total = standIn.intents.get(intentId)!.amount
    await act("orders", orderId, "capturePayment", { payment_id: paymentId })
    expect(standIn.intents.get(intentId)!.status).toBe("succeeded")
    expect((await adminApi(app, admin).show("orders", orderId)).payment_status).toBe("captured")

    await act("orders", orderId, "refundPayment", { payment_id: paymentId, amount: 5, note: "Parte" })
    expect(standIn.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([500])
    expect((await adminApi(app, admin).show("orders", orderId)).payment_status).toBe("partially_refunded")

    // Stripe down during a refund: the back-office says so, nothing is refunded.
    await standIn.close()
    try {
      const failed = await request(app.server)
        .post(`/admin-api/orders/${orderId}/actions/refundPayment`)
        .set(admin)
        .set(ENGLISH)
        .send({ payment_id: paymentId, amount: 1 })
      expect(failed.status).toBe(502)
      expect(failed.body.message).toBe(
        "The payment provider did not make the refund: the order is unchanged. Please try again in a moment."
      )
    } finally {
      await standIn.start()
    }
    expect(standIn.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1)

    const rest = (total - 500) / 100
    const tooMuch = await request(app.server)
      .post(`/admin-api/orders/${orderId}/actions/refundPayment`)
      .set(admin)
      .send({ payment_id: paymentId, amount: rest + 1 })
    expect(tooMuch.status).toBe(400)
    expect(standIn.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1)

    await act("orders", orderId, "refundPayment", { payment_id: paymentId, amount: rest })
    expect(standIn.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([
      500,
      total - 500,
    ])
    expect((await adminApi(app, admin).show("orders", orderId)).payment_status).toBe("refunded")
  })
})
