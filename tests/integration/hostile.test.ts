import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, graphql } from "../support/gateway.js"
import { CART, cartWithSkus, ok } from "../support/shopper.js"

/**
 * Hostile and malformed requests, generated: wrong types, huge strings and
 * numbers, negative and zero quantities, unknown ids, deep and aliased queries,
 * batches, markup in address fields, invalid JSON, wrong content types. Every
 * answer must be a clear 4xx or a coded GraphQL error — never a 5xx, never a
 * stack trace — and nothing a refused request carried may be stored.
 */
let app: FastifyInstance
let cartId: string
let variantId: string
let before: unknown

beforeAll(async () => {
  app = await buildGateway()
  const cart = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
  cartId = cart.cartId
  variantId = cart.variants["HC-FIT-VAINILLA"]
  before = ok(await graphql(app, `query ($id: ID!) { cart(id: $id) { ${CART} } }`, { id: cartId })).cart
})
afterAll(() => app.close())

const HUGE = "x".repeat(100_000)
const strings: unknown[] = [
  "",
  " ",
  HUGE,
  "'; DROP TABLE product; --",
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  "cart_00000000000000000000000000",
  "\u0000\u0001",
  "%00",
  "{{7*7}}",
  "${jndi:ldap://x}",
]
const wrongTypes: unknown[] = [null, 12345, 1.5, true, [], ["a"], { $ne: null }]
const quantities: unknown[] = [0, -1, -2147483648, 2147483647, 2147483648, 1e12, 1000, 1.5, "2", null, NaN]
const SCRIPT = "<script>alert('x')</script>"
const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "company",
  "address1",
  "address2",
  "city",
  "province",
  "postalCode",
  "phone",
]

interface Case {
  name: string
  send: () => request.Test
  /** Some hostile-looking inputs are fine (a search for markup finds nothing). */
  mayAnswer?: boolean
}

const gql = (query: string, variables: Record<string, unknown>) => () =>
  request(app.server).post("/graphql").set("content-type", "application/json").send({ query, variables })

function cases(): Case[] {
  const list: Case[] = []
  const add = (name: string, send: () => request.Test, mayAnswer = false) => list.push({ name, send, mayAnswer })

  for (const value of [...strings, ...wrongTypes]) {
    const label = JSON.stringify(value)?.slice(0, 40)
    add(
      `addLineItem variantId=${label}`,
      gql(`mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 1) { cart { id } } }`, {
        c: () => cartId,
        v: value,
      })
    )
    add(
      `addLineItem cartId=${label}`,
      gql(`mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 1) { cart { id } } }`, {
        c: value,
        v: () => variantId,
      })
    )
    add(`cart id=${label}`, gql(`query ($id: ID!) { cart(id: $id) { id } }`, { id: value }))
    add(`product id=${label}`, gql(`query ($id: ID) { product(id: $id) { id } }`, { id: value }))
    add(
      `order id=${label}`,
      gql(`query ($id: ID!, $r: String) { order(id: $id, receipt: $r) { id } }`, { id: value, r: value })
    )
    add(
      `setShippingMethod optionId=${label}`,
      gql(`mutation ($c: ID!, $o: ID!) { setShippingMethod(cartId: $c, optionId: $o) { id } }`, {
        c: () => cartId,
        o: value,
      })
    )
    // A null optional argument means "leave it" / "the default": answering is right.
    add(
      `updateCart email=${label}`,
      gql(`mutation ($c: ID!, $e: String) { updateCart(cartId: $c, input: { email: $e }) { id } }`, {
        c: () => cartId,
        e: value,
      }),
      value === null
    )
    add(
      `createCart regionId=${label}`,
      gql(`mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: value }),
      value === null
    )
    add(`partners search=${label}`, gql(`query ($s: String!) { partners(search: $s) { id } }`, { s: value }), true)
    add(
      `personalStore name=${label}`,
      gql(`query ($n: String!) { personalStore(name: $n) { name } }`, { n: value }),
      true
    )
    add(
      `products search=${label}`,
      gql(`query ($s: String) { products(search: $s) { totalCount } }`, { s: value }),
      true
    )
    add(
      `products after=${label}`,
      gql(`query ($a: String) { products(after: $a) { totalCount } }`, { a: value }),
      value === null || value === ""
    )
  }
  for (const quantity of quantities) {
    add(
      `addLineItem quantity=${String(quantity)}`,
      gql(
        `mutation ($c: ID!, $v: ID!, $q: Int!) { addLineItem(cartId: $c, variantId: $v, quantity: $q) { cart { id } } }`,
        { c: () => cartId, v: () => variantId, q: quantity }
      )
    )
    // JSON has no NaN: it arrives as null, the default page size.
    add(
      `products first=${String(quantity)}`,
      gql(`query ($f: Int) { products(first: $f) { totalCount } }`, { f: quantity }),
      quantity === null || Number.isNaN(quantity)
    )
  }
  for (const field of ADDRESS_FIELDS) {
    add(
      `updateCart shippingAddress.${field} with a script tag`,
      gql(`mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`, {
        c: () => cartId,
        i: { shippingAddress: { [field]: SCRIPT } },
      })
    )
    add(
      `updateCart shippingAddress.${field} with a NUL character`,
      gql(`mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`, {
        c: () => cartId,
        i: { shippingAddress: { [field]: "nul\u0000byte" } },
      })
    )
    add(
      `updateCart billingAddress.${field} huge`,
      gql(`mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`, {
        c: () => cartId,
        i: { billingAddress: { [field]: HUGE } },
      })
    )
  }
  for (const codes of [
    [],
    [""],
    [HUGE],
    Array.from({ length: 500 }, (_, i) => `C${i}`),
    ["FITRENEWENROLLMENT"],
    ["REGRESA20"],
  ]) {
    add(
      `applyPromotionCodes ${codes.length} codes`,
      gql(`mutation ($c: ID!, $codes: [String!]!) { applyPromotionCodes(cartId: $c, codes: $codes) { cart { id } } }`, {
        c: () => cartId,
        codes,
      })
    )
  }
  for (const metadata of [
    [],
    "text",
    7,
    { enrollment: { sponsor_partner_id: "ptnr_x" } },
    { big: HUGE },
    { nested: { a: { b: { c: { d: SCRIPT.repeat(2000) } } } } },
  ]) {
    add(
      `updateCart metadata=${JSON.stringify(metadata).slice(0, 30)}`,
      gql(`mutation ($c: ID!, $m: JSON) { updateCart(cartId: $c, input: { metadata: $m }) { id } }`, {
        c: () => cartId,
        m: metadata,
      })
    )
  }

  // The shape of requests themselves.
  const deep = `{ ${"products { nodes { collection { id } } } ".repeat(1)}${"__schema { types { fields { type { ofType { ".repeat(4)}name${" } } } } }".repeat(4)} }`
  add("a query nested 20 levels deep", gql(deep, {}))
  add("1000 aliases", gql(`{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ping`).join(" ")} }`, {}))
  add(
    "600 fields",
    gql(
      `{ ${Array.from({ length: 60 }, (_, i) => `r${i}: regions { id name currencyCode taxRate countries { iso2 name states { iso2 name } } }`).join(" ")} }`,
      {}
    )
  )
  add(
    "a fragment cycle",
    gql(`query { regions { ...A } } fragment A on Region { ...B } fragment B on Region { ...A }`, {})
  )
  add("a syntax error", gql(`{ products { `, {}))
  add("an unknown field", gql(`{ secrets }`, {}))
  add("a mutation sent as a query name mismatch", () =>
    request(app.server)
      .post("/graphql")
      .set("content-type", "application/json")
      .send({ query: "{ ping }", operationName: "Nope" })
  )
  add("query that is a number", () =>
    request(app.server).post("/graphql").set("content-type", "application/json").send({ query: 42 })
  )
  add("variables that are a string", () =>
    request(app.server)
      .post("/graphql")
      .set("content-type", "application/json")
      .send({ query: "query ($id: ID!) { cart(id: $id) { id } }", variables: "x" })
  )
  add("a batch of 100 operations", () =>
    request(app.server)
      .post("/graphql")
      .set("content-type", "application/json")
      .send(Array.from({ length: 100 }, () => ({ query: "{ ping }" })))
  )
  add("invalid JSON", () =>
    request(app.server).post("/graphql").set("content-type", "application/json").send('{"query": "{ ping }"')
  )
  add("text/plain (a cross-site simple request)", () =>
    request(app.server)
      .post("/graphql")
      .set("content-type", "text/plain")
      .send('{"query":"mutation { createCart { id } }"}')
  )
  add("form-encoded", () =>
    request(app.server)
      .post("/graphql")
      .set("content-type", "application/x-www-form-urlencoded")
      .send("query=%7Bping%7D")
  )
  add("a mutation over GET", () =>
    request(app.server)
      .get("/graphql")
      .query({ query: "mutation { createCart { id } }" })
      .set("apollo-require-preflight", "1")
  )
  add("a 2 MB body", () =>
    request(app.server)
      .post("/graphql")
      .set("content-type", "application/json")
      .send({ query: "{ ping }", variables: { pad: "x".repeat(2 * 1024 * 1024) } })
  )
  add("an empty body", () => request(app.server).post("/graphql").set("content-type", "application/json").send(""))
  add("a null body", () => request(app.server).post("/graphql").set("content-type", "application/json").send("null"))

  // REST edges: the back-office adapter without a session, paths and images.
  for (const method of ["get", "post", "put", "delete"] as const) {
    for (const path of [
      "/admin-api/products",
      "/admin-api/orders/order_1",
      "/admin-api/customers?range=[0,1e9]",
      "/admin-api/../graphql",
      "/admin-api/products/%00",
    ]) {
      add(`${method.toUpperCase()} ${path} without a session`, () =>
        request(app.server)
          [method](path)
          .set("content-type", "application/json")
          .send(method === "get" ? undefined : { title: SCRIPT })
      )
    }
  }
  for (const body of [{}, { email: HUGE, password: HUGE }, { email: ["a"], password: { $gt: "" } }, "not json"]) {
    add(`admin login with ${JSON.stringify(body).slice(0, 30)}`, () =>
      request(app.server)
        .post("/admin-api/auth/login")
        .set("content-type", "application/json")
        .send(body as object)
    )
  }
  for (const path of [
    "/static/../package.json",
    "/static/%2e%2e/%2e%2e/package.json",
    "/static/products/nope.svg",
    "/static/" + "a/".repeat(200),
    "/nothing-here.php",
  ]) {
    add(`GET ${path.slice(0, 40)}`, () => request(app.server).get(path).set("accept", "application/json"))
  }
  return list
}

const all = cases()

describe("hostile and malformed requests", () => {
  it(`generates at least 200 of them (${all.length})`, () => {
    expect(all.length).toBeGreaterThanOrEqual(200)
  })

  it("answers every one with a clear 4xx or coded error: zero 5xx, zero stack traces", async () => {
    const problems: string[] = []
    for (const item of all) {
      const test = item.send()
      // Variables given as functions are filled in now (ids exist only after beforeAll).
      const response = await resolveVariables(test)
      const text = response.text ?? ""
      if (response.status >= 500) problems.push(`${item.name}: HTTP ${response.status}`)
      if (/\bat [\w.<>]+ \(|node_modules|\.ts:\d+|stacktrace/i.test(text))
        problems.push(`${item.name}: looks like a stack trace`)
      if (response.status === 200) {
        const errors = response.body?.errors as { extensions?: { code?: string } }[] | undefined
        if (!errors?.length && !item.mayAnswer) problems.push(`${item.name}: accepted`)
        for (const error of errors ?? []) {
          const code = error.extensions?.code
          if (!code || code === "INTERNAL_SERVER_ERROR")
            problems.push(`${item.name}: error without a clear code (${code})`)
        }
      } else if (response.status >= 400 && !/message|error/i.test(text)) {
        problems.push(`${item.name}: HTTP ${response.status} without a message`)
      }
    }
    expect(problems).toEqual([])
  })

  it("stores nothing a refused request carried", async () => {
    const after = ok(await graphql(app, `query ($id: ID!) { cart(id: $id) { ${CART} } }`, { id: cartId })).cart
    expect(after).toEqual(before)
  })
})

/** supertest sends the body given at .send(); variables that are functions are evaluated here. */
function resolveVariables(test: request.Test): Promise<request.Response> {
  const data = (test as unknown as { _data?: { variables?: Record<string, unknown> } })._data
  if (data && typeof data === "object" && data.variables && typeof data.variables === "object") {
    for (const [key, value] of Object.entries(data.variables)) {
      if (typeof value === "function") data.variables[key] = (value as () => unknown)()
    }
  }
  return test.then((response) => response)
}
