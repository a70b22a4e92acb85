/**
 * One edge (issue 33, "the engine is a second edge"): whoever reaches the engine's port and knows the
 * publishable key — a process on the same host, a mis-set firewall — must not get what the gateway
 * guards: other shoppers' carts, partner-only promotions applied behind the gateway's back, unlimited
 * password guessing. The engine answers `/store/*`, `/auth/*`, `/admin/*` and `/hooks/*` only to calls
 * carrying the gateway's secret (ENGINE_EDGE_SECRET, docs/operations.md); the same calls through the
 * gateway go on working. And the engine's own sign-in limits failed attempts per account, so that
 * guessing one password from many addresses (each within the gateway's per-address budget) stops too.
 */
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { demoAdmin, demoShoppers } from "../../commerce/src/scripts/seed/accounts.js"
import { esErrors } from "../../gateway/src/messages/es.js"
import { adminToken, engine, registerShopper, SHOPPER_PASSWORD } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { ok } from "../support/shopper.js"

const engineUrl = inject("engineUrl")

/** A caller at the engine's port that knows the publishable key (it is in every gateway's environment) but not the edge secret. */
function direct(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return fetch(`${engineUrl}${path}`, {
    method: init.method ?? "GET",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      "x-publishable-api-key": inject("publishableKey"),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

async function expectRefused(response: Response) {
  const text = await response.text()
  expect(response.status, text).toBe(401)
  const body = JSON.parse(text) as { code?: string; message?: string; token?: string; cart?: unknown }
  expect(body.code).toBe("ENGINE_EDGE_REQUIRED")
  expect(body.message).toEqual(expect.any(String))
  expect(body.token).toBeUndefined()
  expect(body.cart).toBeUndefined()
  return text
}

const CART = `query ($id: ID!) { cart(id: $id) { id email promotions { code } } }`

// One gateway for the file, its per-address budget out of the way (the guesses below come "from many
// addresses"). Built once: building one keeps this process busy for seconds, long enough on a loaded
// machine for the engine to close the idle keep-alive connections the next engine call would reuse.
let app: FastifyInstance
beforeAll(async () => (app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })))
afterAll(() => app.close())

describe("the engine answers only the gateway", () => {
  let cartId: string
  const email = `edge-${Date.now()}@vitalia.test`

  beforeAll(async () => {
    const { createCart } = ok(
      await graphql(app, `mutation ($email: String) { createCart(email: $email) { id } }`, { email })
    )
    cartId = createCart.id
  })

  it("a direct read of a cart, with the publishable key, is 401 with a code and shows nothing of the cart", async () => {
    const text = await expectRefused(await direct(`/store/carts/${cartId}`))
    expect(text).not.toContain(email)
    // A guessed secret is no better than none.
    await expectRefused(await direct(`/store/carts/${cartId}`, { headers: { "x-vitalia-edge": "guess" } }))
  })

  it("the same cart through the gateway answers", async () => {
    const { cart } = ok(await graphql(app, CART, { id: cartId }))
    expect(cart).toMatchObject({ id: cartId, email })
  })

  it("a partner-only promotion applied directly at the engine is refused and leaves the cart as it was", async () => {
    await expectRefused(
      await direct(`/store/carts/${cartId}/promotions`, {
        method: "POST",
        body: { promo_codes: ["FITRENEWENROLLMENT"] },
      })
    )
    const { cart } = ok(await graphql(app, CART, { id: cartId }))
    expect(cart.promotions).toEqual([])
  })

  it("the owner's password at the engine's own sign-in is 401 and gives no token; through the gateway it signs in", async () => {
    await expectRefused(
      await direct("/auth/user/emailpass", {
        method: "POST",
        body: { email: demoAdmin.email, password: demoAdmin.password },
      })
    )
    const login = await request(app.server)
      .post("/admin-api/auth/login")
      .set("origin", "http://localhost:8080")
      .send({ email: demoAdmin.email, password: demoAdmin.password })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    expect(login.body.user.email).toBe(demoAdmin.email)
  })

  it("a shopper's password at the engine is 401 too; the gateway's login signs in", async () => {
    const shopper = demoShoppers[0]
    await expectRefused(
      await direct("/auth/customer/emailpass", {
        method: "POST",
        body: { email: shopper.email, password: shopper.password },
      })
    )
    const { login } = ok(
      await graphql(
        app,
        `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } } }`,
        { email: shopper.email, password: shopper.password }
      )
    )
    expect(login.customer.email).toBe(shopper.email)
  })

  it("the admin API and the payment hooks are not reachable directly either, even with an administrator's token", async () => {
    // A token got some other way (a leaked log, a stolen laptop): the engine still wants the gateway.
    const token = await adminToken()
    await expectRefused(await direct("/admin/orders?limit=1", { headers: { authorization: `Bearer ${token}` } }))
    await expectRefused(await direct("/hooks/payment/system_default", { method: "POST", body: { data: {} } }))
  })

  it("payment events still reach the engine through the gateway (an unknown provider is the engine's 404, not a refusal)", async () => {
    const answer = await request(app.server)
      .post("/webhooks/payment/nope_nope")
      .set("content-type", "application/json")
      .send(JSON.stringify({ type: "payment_intent.succeeded" }))
    expect(answer.status, JSON.stringify(answer.body)).toBe(404)
    expect(answer.body.code).toBe("NOT_FOUND")
  })

  it("the engine's health stays open (the launcher and the balancer's probes)", async () => {
    expect((await fetch(`${engineUrl}/health`)).status).toBe(200)
  })
})

const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } } }`

describe("the engine's own sign-in: failed attempts limited per account (AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_MS)", () => {
  it("after 10 wrong passwords for one account, even the right one is refused until the window ends — at the engine and through the gateway, in Spanish; other accounts sign in", async () => {
    const target = await registerShopper({ first_name: "Objetivo", last_name: "Prueba" })
    const other = await registerShopper({ first_name: "Otra", last_name: "Prueba" })
    const signIn = (email: string, password: string) =>
      engine("POST", "/auth/customer/emailpass", { body: { email, password } })
    // Ten guesses at once: each is counted before it runs, so none slips past the count.
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(target.email, `adivinanza-${i}-2026`))
    )
    expect(guesses.map((answer) => answer.status)).toEqual(Array(10).fill(401))

    const refused = await signIn(target.email.toUpperCase(), SHOPPER_PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: "TOO_MANY_REQUESTS", retry_after_seconds: expect.any(Number) })
    expect(refused.body.token).toBeUndefined()

    const throughGateway = await graphql(app, LOGIN, { email: target.email, password: SHOPPER_PASSWORD })
    expect(throughGateway.data).toBeNull()
    expect(throughGateway.errors?.[0]).toMatchObject({
      message: esErrors.TOO_MANY_REQUESTS,
      extensions: { code: "TOO_MANY_REQUESTS" },
    })

    // Only that account: another one, and a right password, still sign in.
    const fine = await signIn(other.email, SHOPPER_PASSWORD)
    expect(fine.status).toBe(200)
    expect(fine.body.token).toEqual(expect.any(String))
  })

  it("right passwords are not counted: an account that signs in often is never held back", async () => {
    const shopper = await registerShopper({ first_name: "Frecuente", last_name: "Prueba" })
    for (let i = 0; i < 12; i++) {
      const answer = await engine("POST", "/auth/customer/emailpass", {
        body: { email: shopper.email, password: SHOPPER_PASSWORD },
      })
      expect(answer.status).toBe(200)
    }
  })
})
