import type { FastifyInstance } from "fastify"
import request from "supertest"
import path from "node:path"
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
  type GraphQLNamedType,
} from "graphql"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { loadTypeDefs } from "../../gateway/src/graphql/schema.js"
import { ROOT } from "../../scripts/lib/paths.js"
import { buildGateway, graphql } from "../support/gateway.js"
import {
  US_ADDRESS,
  bearer,
  cartWithSkus,
  customerToken,
  newCustomer,
  ok,
  readyForCompletion,
} from "../support/shopper.js"

/**
 * The authorisation matrix: every query and mutation of the schema that takes the id of
 * something a customer owns (a cart, a cart's line, an order, a saved address, a
 * subscription) is called with the real ids of another customer's records, anonymously and
 * as another customer — the operations and their arguments come from the schema, so a new
 * one is tried as soon as it exists, and every ID argument must be classified below. Zero
 * leaks: only NO_ACTIVE_CART, NOT_FOUND, UNAUTHENTICATED or FORBIDDEN, no data of the owner,
 * and nothing of the owner's changes. Every /admin-api route is tried anonymously and as a
 * customer.
 */
let app: FastifyInstance
let owner: Record<string, string>
let stranger: Record<string, string>
let cartId: string
let lineId: string
let orderId: string
let addressId: string
let subscriptionId: string
/** The owner's browser session: its cookie, and the id their list of sessions shows it by. */
let ownerCookie: string
let sessionId: string

beforeAll(async () => {
  app = await buildGateway()
  const created = await newCustomer("Duena")
  owner = created.headers
  // The owner signed in from a browser too, so that one of their sessions can be aimed at.
  const browser = { "content-type": "application/json", origin: inject("publicUrl") }
  const login = await request(app.server)
    .post("/graphql")
    .set(browser)
    .send({
      query: `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { customer { id } } }`,
      variables: { e: created.email, p: "una-clave-larga-2026" },
    })
  ownerCookie = ([] as string[])
    .concat(login.headers["set-cookie"] ?? [])
    .find((line) => line.startsWith("vitalia_session="))!
    .split(";")[0]
  const listed = await request(app.server)
    .post("/graphql")
    .set({ ...browser, cookie: ownerCookie })
    .send({ query: `{ mySessions { id } }` })
  sessionId = listed.body.data.mySessions[0].id
  stranger = bearer(await customerToken(1))
  const cart = await cartWithSkus(app, { "MAGNESIO-CITRATO-90": 1 }, owner).catch(() =>
    cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 }, owner)
  )
  await readyForCompletion(app, cart.cartId, owner)
  orderId = ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cart.cartId }, owner))
    .completeCart.id
  const open = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 2 }, owner)
  cartId = open.cartId
  lineId = open.last.cart.items[0].id
  const { addAddress } = ok(
    await graphql(
      app,
      `mutation ($i: SavedAddressInput!) { addAddress(input: $i) { addresses { id } } }`,
      { i: { address: US_ADDRESS } },
      owner
    )
  )
  addressId = addAddress.addresses[0].id
  const subscription = {
    regionId: open.regionId,
    intervalMonths: 1,
    items: [{ variantId: open.variants["TE-VERDE-HERBAL-30"], quantity: 1 }],
    shippingAddress: US_ADDRESS,
  }
  subscriptionId = ok(
    await graphql(
      app,
      `mutation ($i: CreateSubscriptionInput!) { createSubscription(input: $i) { id } }`,
      { i: subscription },
      owner
    )
  ).createSubscription.id
})
afterAll(() => app.close())

type Owned = "cart" | "line" | "order" | "address" | "subscription" | "session"
const ownedId = (kind: Owned) =>
  ({
    cart: cartId,
    line: lineId,
    order: orderId,
    address: addressId,
    subscription: subscriptionId,
    session: sessionId,
  })[kind]

/**
 * Every ID argument of a query or mutation: what it names. `owned` ones get another customer's
 * real id; `public` ones name the shop's things (anyone may read them); `sign-in` ones carry the
 * caller's own anonymous cart into a sign-in, handed over only once the sign-in succeeded
 * (tests/integration/auth*.test.ts).
 */
function classify(field: string, arg: string): Owned | "public" | "sign-in" {
  if (["login", "register", "completeExternalLogin", "resetPassword", "autologin"].includes(field)) return "sign-in"
  if (field === "endSession") return "session"
  if (arg === "cartId") return "cart"
  if (arg === "lineId") return "line"
  if (arg === "orderId") return "order"
  if (arg === "id") {
    if (field === "cart") return "cart"
    if (field === "order") return "order"
    if (/subscription/i.test(field)) return "subscription"
    if (/address/i.test(field)) return "address"
    if (["region", "product"].includes(field)) return "public"
  }
  if (
    [
      "regionId",
      "categoryId",
      "collectionId",
      "variantId",
      "variantIds",
      "optionId",
      "providerId",
      "partnerId",
    ].includes(arg)
  )
    return "public"
  throw new Error(`${field}(${arg}): say what this ID names in authorization.test.ts's classify`)
}

/** Arguments the schema cannot say a valid value for (an input that would be refused before ownership is checked). */
const VALID: Record<string, Record<string, unknown>> = {
  setEnrollment: { personalStoreName: "carolina" },
  updateAddress: { input: { address: { ...US_ADDRESS, city: "Robada" } } },
  updateCart: { input: { email: "thief@evil.test" } },
  prepareCheckout: {
    input: {
      email: "thief@evil.test",
      shippingAddress: US_ADDRESS,
      shippingOptionCode: "standard",
      paymentProviderId: "pp_system_default",
    },
  },
  applyPromotionCodes: { codes: ["BIENVENIDA10"] },
  removePromotionCodes: { codes: ["BIENVENIDA10"] },
}
/** Answers the public list to anyone; for a cart the caller does not hold, without its eligibility. */
const ANSWERS_ANYONE = new Set(["customPromotions"])

/** A value for a required argument of `type`: enough to get past GraphQL's own validation. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType)
  if (isListType(type)) return [sample(type.ofType)]
  if (isEnumType(type)) return type.getValues()[0].value
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sample(f.type)])
    )
  }
  return (
    ({ Int: 1, Float: 1, Boolean: true, JSON: {} } as Record<string, unknown>)[(type as GraphQLNamedType).name] ?? "x"
  )
}

/** The operations on things a customer owns, built from the schema. */
function operations() {
  const schema = buildSchema(loadTypeDefs(path.join(ROOT, "schema/storefront")))
  const built: { name: string; query: string; variables: Record<string, unknown> }[] = []
  for (const [kind, type] of [
    ["query", schema.getQueryType()!],
    ["mutation", schema.getMutationType()!],
  ] as const) {
    for (const field of Object.values(type.getFields())) {
      const owned = field.args
        .filter((a) => getNamedType(a.type).name === "ID")
        .map((a) => [a, classify(field.name, a.name)] as const)
        .filter(([, k]) => k !== "public" && k !== "sign-in")
      if (!owned.length) continue
      const variables: Record<string, unknown> = {}
      for (const arg of field.args) {
        const kindOfId = owned.find(([a]) => a === arg)?.[1] as Owned | undefined
        if (kindOfId) variables[arg.name] = ownedId(kindOfId)
        else if (arg.name in (VALID[field.name] ?? {})) variables[arg.name] = VALID[field.name][arg.name]
        else if (isNonNullType(arg.type) && arg.defaultValue === undefined) variables[arg.name] = sample(arg.type)
      }
      const used = field.args.filter((a) => a.name in variables)
      const declared = used.map((a) => `$${a.name}: ${a.type}`).join(", ")
      const passed = used.map((a) => `${a.name}: $${a.name}`).join(", ")
      const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }"
      built.push({
        name: field.name,
        query: `${kind}${declared ? ` (${declared})` : ""} { ${field.name}${passed ? `(${passed})` : ""}${selection} }`,
        variables,
      })
    }
  }
  return built
}

describe("customer-scoped operations", () => {
  it("are found in the schema: every kind of owned thing, the cart's line, the transfers", () => {
    const names = operations().map((o) => o.name)
    for (const name of [
      "cart",
      "order",
      "subscription",
      "updateLineItem",
      "removeLineItem",
      "deleteAddress",
      "cancelSubscription",
      "declineOrderTransfer",
      "moveWishlistItemToCart",
    ]) {
      expect(names).toContain(name)
    }
  })

  for (const who of ["anonymously", "as another customer"] as const) {
    it(`leak nothing ${who}, with the owner's real ids`, async () => {
      const headers = who === "anonymously" ? {} : stranger
      const leaks: string[] = []
      const owned = [cartId, lineId, orderId, addressId, subscriptionId, sessionId]
      for (const operation of operations()) {
        const { status, data, errors } = await graphql(app, operation.query, operation.variables, headers)
        if (status >= 500) leaks.push(`${operation.name}: HTTP ${status}`)
        const answered = JSON.stringify(data ?? {})
        if (owned.some((id) => answered.includes(id))) leaks.push(`${operation.name}: answered the owner's data`)
        if (!errors?.length && !ANSWERS_ANYONE.has(operation.name)) leaks.push(`${operation.name}: no error`)
        for (const error of errors ?? []) {
          if (
            !["NO_ACTIVE_CART", "NOT_FOUND", "UNAUTHENTICATED", "FORBIDDEN"].includes(String(error.extensions?.code))
          ) {
            leaks.push(`${operation.name}: ${error.extensions?.code} ${error.message}`)
          }
        }
      }
      expect(leaks).toEqual([])
    })
  }

  it("changed nothing of the owner's", async () => {
    const { cart } = ok(
      await graphql(
        app,
        `query ($id: ID!) { cart(id: $id) { email items { quantity } completedAt enrollment { sponsor { code } } } }`,
        { id: cartId },
        owner
      )
    )
    expect(cart.email).not.toBe("thief@evil.test")
    expect(cart.items.map((i: any) => i.quantity)).toEqual([2])
    expect(cart.completedAt).toBeNull()
    expect(cart.enrollment).toBeNull()
    const { me } = ok(
      await graphql(app, `{ me { addresses { id address { city } } orders { nodes { id } } } }`, {}, owner)
    )
    expect(me.addresses).toEqual([{ id: addressId, address: expect.objectContaining({ city: "Miami" }) }])
    expect(me.orders.nodes.map((o: any) => o.id)).toEqual([orderId])
    const { subscription } = ok(
      await graphql(app, `query ($id: ID!) { subscription(id: $id) { status } }`, { id: subscriptionId }, owner)
    )
    expect(subscription.status).toBe("ACTIVE")
    // The owner's browser session, aimed at by endSession, is still open and still listed.
    const still = await request(app.server)
      .post("/graphql")
      .set({ "content-type": "application/json", origin: inject("publicUrl"), cookie: ownerCookie })
      .send({ query: `{ mySessions { id } }` })
    expect(still.body.data?.mySessions?.map((s: { id: string }) => s.id)).toContain(sessionId)
  })

  it("me answers null anonymously and the caller's own profile otherwise", async () => {
    expect(ok(await graphql(app, `{ me { id } }`)).me).toBeNull()
    const mine = ok(await graphql(app, `{ me { email orders { nodes { id } } } }`, {}, stranger)).me
    expect(mine.email).toBe("mateo@vitalia.test")
    expect(mine.orders.nodes.map((o: any) => o.id)).not.toContain(orderId)
  })
})

describe("/admin-api", () => {
  /**
   * Every back-office route the gateway has, except signing in and out (which answer strangers, with
   * nothing of anyone; the second step of a sign-in, login/totp or login/security-key, takes its sealed
   * ticket as credential: tests/integration/staff-roles.test.ts and tests/security/security-keys.test.ts
   * refuse a made-up one), and the API's public description
   * (openapi.json: routes and shapes, nothing of anyone; tests/integration/admin-openapi.test.ts).
   */
  const adminRoutes = () =>
    app.routeTable
      .filter(
        (r) =>
          r.url.startsWith("/admin-api") &&
          !/\/auth\/(login|login\/totp|login\/security-key|logout|reset-password|update-password)$/.test(r.url) &&
          r.url !== "/admin-api/openapi.json"
      )
      .map((r) => ({
        method: r.method.toLowerCase() as "get" | "post" | "put" | "delete" | "patch",
        path: r.url.replace(/:(\w+)/g, "x_$1").replace(/\*$/, "x"),
      }))

  it("has routes to check", () => {
    expect(adminRoutes().length).toBeGreaterThan(0)
  })

  for (const who of ["anonymously", "as a customer"] as const) {
    it(`refuses every route ${who} (401/403)`, async () => {
      const answers: string[] = []
      for (const { method, path } of adminRoutes()) {
        let call = request(app.server)[method](path).set("content-type", "application/json")
        if (who === "as a customer") call = call.set(owner)
        const response = await (method === "get" || method === "delete" ? call : call.send({ title: "x" }))
        if (![401, 403].includes(response.status)) answers.push(`${method.toUpperCase()} ${path}: ${response.status}`)
      }
      expect(answers).toEqual([])
    })
  }
})
