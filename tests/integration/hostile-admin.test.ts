import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminToken } from "../support/engine.js"
import { buildGateway } from "../support/gateway.js"
import { bearer } from "../support/shopper.js"

/**
 * Hostile and malformed requests to the back-office adapter with a valid
 * administrator's session (hostile.test.ts tries it without one): wrong
 * types, huge strings and numbers, undeclared fields, markup, broken JSON,
 * wrong content types, absurd ranges, sorts and filters, unknown ids and
 * actions. Every answer a 4xx with a message — never a 5xx, never a stack
 * trace — and nothing stored: the product and the count of products and
 * customers are as before.
 */
let app: FastifyInstance
let admin: Record<string, string>
let product: { id: string; title: string; handle: string; status: string }
let customer: string
let customerEmail: string
let counts: Record<string, string>

const HUGE = "x".repeat(100_000)
const SCRIPT = "<script>alert('x')</script>"
const WRONG_TYPES: unknown[] = [12345, true, [], ["a"], { $ne: null }]

/** For each product field, values no declared type or limit lets through. */
const PRODUCT_FIELDS: Record<string, unknown[]> = {
  title: [null, "", HUGE, "nul\u0000byte", ...WRONG_TYPES],
  status: [null, "deleted", SCRIPT, HUGE, 1, []],
  handle: [null, "", "Con Espacios", SCRIPT, HUGE, "'; DROP TABLE product; --", 7],
  collection_id: [12345, "", HUGE, [], { $ne: null }],
  categories: ["cat_1", [123], [""], [HUGE], { $ne: null }, Array.from({ length: 500 }, (_, i) => `pcat_${i}`)],
  weight: [-1, 1e308, -1e308, "heavy", true, [], { $gt: 0 }],
  discountable: ["yes", 1, null, [], { $ne: false }],
  metadata: ["text", 7, [], true],
  subtitle: [HUGE, 12345, [], { $ne: null }],
}
const CUSTOMER_EMAILS: unknown[] = [
  null,
  "",
  "not-an-email",
  `${HUGE}@vitalia.test`,
  SCRIPT,
  "a@b",
  12345,
  { $ne: null },
]
const RANGES: unknown[] = [null, "x", 1e308, [-1, 5], ["a", "b"], [0], [0, 1, 2], { $ne: null }, [5, 1e12]]
const ORDER_STATUSES: unknown[] = [12345, { $ne: null }, "deleted", SCRIPT, [HUGE], true]

const COUNTED = ["products", "customers", "promotions", "regions"]
const countsNow = async () =>
  Object.fromEntries(
    await Promise.all(
      COUNTED.map(
        async (name) =>
          [
            name,
            String(
              (await request(app.server).get(`/admin-api/${name}?range=[0,0]`).set(admin)).headers["content-range"]
            ),
          ] as const
      )
    )
  )

beforeAll(async () => {
  app = await buildGateway()
  admin = bearer(await adminToken())
  const { body } = await request(app.server)
    .get(`/admin-api/products?range=[0,0]&sort=${encodeURIComponent('["title","ASC"]')}`)
    .set(admin)
  product = body[0]
  ;[{ id: customer, email: customerEmail }] = (
    await request(app.server).get(`/admin-api/customers?range=[0,0]`).set(admin)
  ).body
  counts = await countsNow()
})
afterAll(() => app.close())

interface Case {
  name: string
  send: () => request.Test
}

function cases(): Case[] {
  const list: Case[] = []
  const add = (name: string, send: () => request.Test) => list.push({ name, send })
  const json = (method: "post" | "put", path: string, body: unknown) => () =>
    request(app.server)
      [method](`/admin-api${path}`)
      .set(admin)
      .set("content-type", "application/json")
      .send(JSON.stringify(body))

  for (const [field, bad] of Object.entries(PRODUCT_FIELDS)) {
    for (const value of bad) {
      add(`PUT products/:id ${field}=${JSON.stringify(value)?.slice(0, 30)}`, () =>
        json("put", `/products/${product.id}`, { [field]: value })()
      )
    }
  }
  for (const value of [...PRODUCT_FIELDS.title, undefined]) {
    add(`POST products title=${JSON.stringify(value)?.slice(0, 30)} (no options)`, () =>
      json("post", "/products", { title: value, handle: "x" })()
    )
  }
  for (const value of CUSTOMER_EMAILS) {
    add(`POST customers email=${JSON.stringify(value)?.slice(0, 30)}`, () =>
      json("post", "/customers", { email: value, first_name: SCRIPT })()
    )
    add(`PUT customers/:id email=${JSON.stringify(value)?.slice(0, 30)}`, () =>
      json("put", `/customers/${customer}`, { email: value })()
    )
  }
  for (const value of RANGES) {
    add(`GET products range=${JSON.stringify(value)?.slice(0, 30)}`, () =>
      request(app.server)
        .get(`/admin-api/products?range=${encodeURIComponent(JSON.stringify(value))}`)
        .set(admin)
    )
    add(`GET products sort=[${JSON.stringify(value)?.slice(0, 30)}, "ASC"]`, () =>
      request(app.server)
        .get(`/admin-api/products?sort=${encodeURIComponent(JSON.stringify([value, "ASC"]))}`)
        .set(admin)
    )
  }
  for (const value of ORDER_STATUSES) {
    add(`GET orders filter status=${JSON.stringify(value)?.slice(0, 30)}`, () =>
      request(app.server)
        .get(`/admin-api/orders?filter=${encodeURIComponent(JSON.stringify({ status: value }))}`)
        .set(admin)
    )
  }
  add("PUT products/:id with an undeclared field", json("put", "/products/_", {}))
  add("PUT products/:id { id } (the id is not writable)", () =>
    json("put", `/products/${product.id}`, { id: "prod_other" })()
  )
  add("PUT products/:id { created_at }", () => json("put", `/products/${product.id}`, { created_at: "2000-01-01" })())
  add("PUT products/:id { is_giftcard } (not changeable)", () =>
    json("put", `/products/${product.id}`, { is_giftcard: true })()
  )
  add("PUT products/:id invalid JSON", () =>
    request(app.server)
      .put(`/admin-api/products/${product.id}`)
      .set(admin)
      .set("content-type", "application/json")
      .send('{"title": "x"')
  )
  add("PUT products/:id text/plain", () =>
    request(app.server)
      .put(`/admin-api/products/${product.id}`)
      .set(admin)
      .set("content-type", "text/plain")
      .send('{"title":"x"}')
  )
  add("PUT products/:id form-encoded", () =>
    request(app.server)
      .put(`/admin-api/products/${product.id}`)
      .set(admin)
      .set("content-type", "application/x-www-form-urlencoded")
      .send("title=x")
  )
  add("PUT products/:id a 2 MB body", () =>
    json("put", `/products/${product.id}`, { description: "x".repeat(2 * 1024 * 1024) })()
  )
  add("PUT products/:id a JSON array", () => json("put", `/products/${product.id}`, [{ title: "x" }])())
  add("PUT products/:id a JSON string", () => json("put", `/products/${product.id}`, "title")())
  add("PUT products/:id null", () => json("put", `/products/${product.id}`, null)())
  for (const id of ["prod_00000000000000000000000000", "%00", "..", "a".repeat(5000), "' OR 1=1 --"]) {
    add(`GET products/${id.slice(0, 20)}`, () =>
      request(app.server)
        .get(`/admin-api/products/${encodeURIComponent(id)}`)
        .set(admin)
    )
    add(`PUT products/${id.slice(0, 20)}`, () =>
      json("put", `/products/${encodeURIComponent(id)}`, { subtitle: "nueva" })()
    )
    add(`DELETE customers/${id.slice(0, 20)}`, () =>
      request(app.server)
        .delete(`/admin-api/customers/${encodeURIComponent(id)}`)
        .set(admin)
        .set("content-type", "application/json")
    )
    add(`POST orders/${id.slice(0, 20)}/actions/cancel`, () =>
      json("post", `/orders/${encodeURIComponent(id)}/actions/cancel`, {})()
    )
  }
  add("an action that does not exist", () => json("post", `/products/${product.id}/actions/launch-missiles`, {})())
  add("a resource that does not exist", () => request(app.server).get("/admin-api/secrets").set(admin))
  add("DELETE a resource without delete (orders)", () =>
    request(app.server).delete("/admin-api/orders/order_1").set(admin).set("content-type", "application/json")
  )
  add("PUT a resource without update (workflow-executions)", () =>
    json("put", "/workflow-executions/x", { state: "done" })()
  )
  add("range [0,1e9]", () =>
    request(app.server)
      .get(`/admin-api/customers?range=${encodeURIComponent("[0,1000000000]")}`)
      .set(admin)
  )
  add("range backwards", () =>
    request(app.server)
      .get(`/admin-api/customers?range=${encodeURIComponent("[10,2]")}`)
      .set(admin)
  )
  add("filter that is not JSON", () => request(app.server).get("/admin-api/customers?filter={oops").set(admin))
  add("filter that is an array", () =>
    request(app.server)
      .get(`/admin-api/customers?filter=${encodeURIComponent("[1,2]")}`)
      .set(admin)
  )
  add("filter with an unknown key", () =>
    request(app.server)
      .get(`/admin-api/customers?filter=${encodeURIComponent('{"password":"x"}')}`)
      .set(admin)
  )
  add("filter with 5000 ids", () =>
    request(app.server)
      .get(
        `/admin-api/products?filter=${encodeURIComponent(JSON.stringify({ id: Array.from({ length: 5000 }, (_, i) => `prod_${i}`) }))}`
      )
      .set(admin)
  )
  add("sort that is not JSON", () => request(app.server).get("/admin-api/products?sort=title").set(admin))
  add("sort by an undeclared field", () =>
    request(app.server)
      .get(`/admin-api/products?sort=${encodeURIComponent('["password","ASC"]')}`)
      .set(admin)
  )
  add("sort order other than ASC/DESC", () =>
    request(app.server)
      .get(`/admin-api/products?sort=${encodeURIComponent('["title","SIDEWAYS"]')}`)
      .set(admin)
  )
  return list
}

const all = cases()

describe("hostile and malformed requests to /admin-api, as an administrator", () => {
  it(`generates at least 100 of them (${all.length})`, () => {
    expect(all.length).toBeGreaterThanOrEqual(100)
  })

  it("answers every one with a 4xx and a message: zero 5xx, zero stack traces", async () => {
    const problems: string[] = []
    for (const item of all) {
      const response = await item.send()
      const text = response.text ?? ""
      if (response.status >= 500) problems.push(`${item.name}: HTTP ${response.status} ${text.slice(0, 200)}`)
      else if (response.status < 400) problems.push(`${item.name}: accepted (${response.status})`)
      else if (!/message/i.test(text)) problems.push(`${item.name}: HTTP ${response.status} without a message`)
      if (/\bat [\w.<>]+ \(|node_modules|\.ts:\d+|stacktrace/i.test(text))
        problems.push(`${item.name}: looks like a stack trace`)
    }
    expect(problems).toEqual([])
  })

  it("stores nothing a refused request carried", async () => {
    const { body } = await request(app.server).get(`/admin-api/products/${product.id}`).set(admin)
    expect((await request(app.server).get(`/admin-api/customers/${customer}`).set(admin)).body.email).toBe(
      customerEmail
    )
    expect({ title: body.title, handle: body.handle, status: body.status }).toEqual({
      title: product.title,
      handle: product.handle,
      status: product.status,
    })
    expect(await countsNow()).toEqual(counts)
  })
})
