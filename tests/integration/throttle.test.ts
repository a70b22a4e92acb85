import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { withClient } from "../../scripts/lib/postgres.js"
import { adminToken, engine } from "../support/engine.js"
import { buildGateway, ENGLISH } from "../support/gateway.js"
import { newCustomer } from "../support/shopper.js"

/**
 * Throttling by cost (gateway/src/throttle): every answer says what the operation cost and what
 * budget is left; a client over its budget gets THROTTLED with retryAfterSeconds, other clients
 * are unaffected; cart creation has its own, tighter budget.
 */
interface Answer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: {
    data?: Record<string, any> | null
    errors?: { message: string; extensions?: Record<string, any> }[]
    extensions?: {
      cost?: {
        requestedQueryCost: number
        throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number }
      }
    }
  }
}

/** One GraphQL request from a client address (Fastify's inject sets the connection's address). */
async function gql(
  app: FastifyInstance,
  address: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {}
): Promise<Answer> {
  const response = await app.inject({
    method: "POST",
    url: "/graphql",
    remoteAddress: address,
    headers: { "content-type": "application/json", ...headers },
    payload: { query, variables },
  })
  return { status: response.statusCode, headers: response.headers, body: response.json() }
}

const PAGE = `query ($first: Int) { products(first: $first) { nodes { id title fromPrice { amount } variants { id price { amount } } } } }`
const CREATE_CART = `mutation { createCart { id } }`

describe("the cost of a query, reported like Shopify's", () => {
  let app: FastifyInstance
  // A slow refill, so the budget left reads exactly what was spent.
  beforeAll(async () => (app = await buildGateway({ THROTTLE_COST_PER_SECOND: "0.001" })))
  afterAll(() => app.close())

  it("a 100-item catalogue page costs more than a 12-item one, and the budget left says so", async () => {
    const small = await gql(app, "198.51.100.1", PAGE, { first: 12 })
    const large = await gql(app, "198.51.100.2", PAGE, { first: 100 })
    expect(small.status).toBe(200)
    expect(large.status).toBe(200)
    expect(small.body.errors).toBeUndefined()
    expect(large.body.errors).toBeUndefined()
    const [s, l] = [small.body.extensions!.cost!, large.body.extensions!.cost!]
    expect(l.requestedQueryCost).toBeGreaterThan(5 * s.requestedQueryCost)
    expect(s.throttleStatus.maximumAvailable).toBe(10_000)
    expect(s.throttleStatus.currentlyAvailable).toBe(10_000 - s.requestedQueryCost)
    expect(l.throttleStatus.currentlyAvailable).toBe(10_000 - l.requestedQueryCost)
    expect(l.throttleStatus.currentlyAvailable).toBeLessThan(s.throttleStatus.currentlyAvailable)
    // The same client again: spent from the same budget.
    const again = await gql(app, "198.51.100.1", PAGE, { first: 12 })
    expect(again.body.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(10_000 - 2 * s.requestedQueryCost)
  })

  it("writes weigh more than reads", async () => {
    const read = await gql(app, "198.51.100.3", `{ regions { id } }`)
    const write = await gql(app, "198.51.100.3", CREATE_CART)
    expect(write.body.extensions!.cost!.requestedQueryCost).toBeGreaterThan(
      read.body.extensions!.cost!.requestedQueryCost
    )
  })
})

describe("over the budget", () => {
  let app: FastifyInstance
  beforeAll(async () => (app = await buildGateway({ THROTTLE_COST_CAPACITY: "2000", THROTTLE_COST_PER_SECOND: "1" })))
  afterAll(() => app.close())

  it("THROTTLED with retryAfterSeconds (429, Retry-After), in the request's language; nothing runs; other clients go on", async () => {
    let refused: Answer | undefined
    let allowed = 0
    for (let i = 0; i < 10 && !refused; i++) {
      const answer = await gql(app, "198.51.100.10", PAGE, { first: 100 })
      if (answer.body.errors) refused = answer
      else allowed++
    }
    expect(allowed).toBeGreaterThan(0)
    expect(refused).toBeDefined()
    expect(refused!.status).toBe(429)
    expect(refused!.body.data ?? null).toBeNull()
    const error = refused!.body.errors![0]
    expect(error.extensions?.code).toBe("THROTTLED")
    expect(error.extensions?.retryAfterSeconds).toBeGreaterThan(0)
    expect(error.extensions?.http).toBeUndefined()
    expect(refused!.headers["retry-after"]).toBe(String(error.extensions?.retryAfterSeconds))
    expect(error.message).toBe(
      `Demasiadas peticiones seguidas: espera ${error.extensions?.retryAfterSeconds} s y vuelve a intentarlo.`
    )
    const english = await gql(app, "198.51.100.10", PAGE, { first: 100 }, ENGLISH)
    expect(english.body.errors![0].message).toMatch(/^Too many requests in a row: wait \d+ s and try again\.$/)
    // Another address has its whole budget.
    const other = await gql(app, "198.51.100.11", PAGE, { first: 100 })
    expect(other.body.errors).toBeUndefined()
  })

  it("a query that could never fit the budget is refused as too complex", async () => {
    const answer = await gql(
      app,
      "198.51.100.12",
      `query { a: products(first: 100) { nodes { variants { price { amount } originalPrice { amount } } } } b: products(first: 100) { nodes { variants { price { amount } } } } }`
    )
    expect(answer.body.errors![0].extensions?.code).toBe("QUERY_TOO_COMPLEX")
    expect(answer.body.errors![0].extensions?.maximumCost).toBe(2000)
  })
})

describe("cart creation has its own, tighter budget", () => {
  let app: FastifyInstance
  // The default budgets; the engine may take its time with a hundred carts at once on a busy machine.
  beforeAll(async () => (app = await buildGateway({ AUTH_RATE_LIMIT: "1000", MEDUSA_TIMEOUT_MS: "180000" })))
  afterAll(() => app.close())

  it("300 createCart from one address within a minute: THROTTLED after the budget; another address and a signed-in customer are unaffected", async () => {
    // A script firing 300 at once: all arrive within the minute; the budget is spent as they arrive,
    // before the engine does anything, so the refused ones answer at once.
    const started = Date.now()
    const timed = async () => {
      const answer = await gql(app, "203.0.113.50", CREATE_CART)
      return { answer, ms: Date.now() - started }
    }
    const all = await Promise.all(Array.from({ length: 300 }, timed))
    const answers = all.map(({ answer }) => answer)
    const created = answers.filter((answer) => answer.body.data?.createCart?.id)
    const throttled = all.filter(({ answer }) => answer.body.errors?.[0]?.extensions?.code === "THROTTLED")
    expect(
      created.length + throttled.length,
      JSON.stringify(answers.find((a) => a.body.errors && a.body.errors[0].extensions?.code !== "THROTTLED")?.body)
    ).toBe(300)
    // The budget (100) and at most what it refilled (0.5 a second) while the requests arrived.
    expect(created.length).toBeGreaterThanOrEqual(100)
    expect(created.length).toBeLessThanOrEqual(105)
    expect(throttled.length).toBeGreaterThanOrEqual(195)
    expect(Math.max(...throttled.map(({ ms }) => ms))).toBeLessThan(60_000)
    const refusal = throttled[0].answer
    expect(refusal.status).toBe(429)
    expect(refusal.body.errors![0].extensions).toMatchObject({ code: "THROTTLED", budget: "carts" })
    // 0.5 a second: the next cart in about 2 s.
    expect(refusal.body.errors![0].extensions!.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect(refusal.body.errors![0].extensions!.retryAfterSeconds).toBeLessThanOrEqual(2)
    expect(refusal.headers["retry-after"]).toBe(String(refusal.body.errors![0].extensions!.retryAfterSeconds))
    // Reads still go through for the same address: only its cart budget is spent.
    expect((await gql(app, "203.0.113.50", `{ regions { id } }`)).body.errors).toBeUndefined()

    // Another client: its own budgets.
    const other = await gql(app, "203.0.113.51", CREATE_CART)
    expect(other.body.data?.createCart?.id).toMatch(/^cart_/)
    // A signed-in customer behind the same address spends the customer's budget, not the address's.
    const { headers } = await newCustomer("Limite")
    const customer = await gql(app, "203.0.113.50", CREATE_CART, {}, headers)
    expect(customer.body.errors).toBeUndefined()
    expect(customer.body.data?.createCart?.id).toMatch(/^cart_/)
  }, 240_000)
})

describe("abandoned guest carts (the engine's delete-abandoned-carts job)", () => {
  const age = async (cartId: string, days: number) =>
    withClient(inject("databaseUrl"), (db) =>
      db.query(`update cart set updated_at = now() - ($2 || ' days')::interval where id = $1`, [cartId, String(days)])
    )
  const deletedAt = async (cartId: string) =>
    withClient(
      inject("databaseUrl"),
      async (db) => (await db.query(`select deleted_at from cart where id = $1`, [cartId])).rows[0]?.deleted_at ?? null
    )
  const newCart = async (token?: string) => {
    const { status, body } = await engine("POST", "/store/carts", { body: {}, token })
    expect(status).toBe(200)
    return body.cart.id as string
  }

  it("deletes guest carts untouched for ABANDONED_CART_DAYS (30), keeps recent, completed and account carts", async () => {
    const old = await newCart()
    const recent = await newCart()
    const { headers } = await newCustomer("Carrito")
    const accountCart = await newCart(headers.authorization.slice("Bearer ".length))
    const completed = await newCart()
    await withClient(inject("databaseUrl"), (db) =>
      db.query(`update cart set completed_at = now() where id = $1`, [completed])
    )
    await age(old, 31)
    await age(recent, 29)
    await age(accountCart, 90)
    await age(completed, 90)

    expect((await engine("POST", "/admin/guest-carts/delete-abandoned")).status).toBe(401)
    const run = await engine("POST", "/admin/guest-carts/delete-abandoned", { token: await adminToken() })
    expect(run.status).toBe(200)
    expect(run.body.deleted).toBeGreaterThanOrEqual(1)
    expect(new Date(run.body.before).getTime()).toBeLessThan(Date.now() - 29.9 * 24 * 3600 * 1000)
    expect(await deletedAt(old)).not.toBeNull()
    expect(await deletedAt(recent)).toBeNull()
    expect(await deletedAt(accountCart)).toBeNull()
    expect(await deletedAt(completed)).toBeNull()
    // The store no longer finds it.
    expect((await engine("GET", `/store/carts/${old}`)).status).toBe(404)
  })
})
