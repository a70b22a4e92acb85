import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, graphql } from "../support/gateway.js"
import { US_ADDRESS, bearer, cartWithSkus, customerToken, newCustomer, ok, readyForCompletion } from "../support/shopper.js"

/**
 * The authorisation matrix: every customer-scoped query and mutation, tried
 * anonymously and as another customer; every /admin-api route, tried
 * anonymously and as a customer. Zero leaks: no data of the owner comes back,
 * and nothing of the owner changes.
 */
let app: FastifyInstance
let owner: Record<string, string>
let stranger: Record<string, string>
let cartId: string
let orderId: string
let addressId: string

beforeAll(async () => {
  app = await buildGateway()
  owner = (await newCustomer("Duena")).headers
  stranger = bearer(await customerToken(1))
  const cart = await cartWithSkus(app, { "MAGNESIO-CITRATO-90": 1 }, owner).catch(() => cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 }, owner))
  await readyForCompletion(app, cart.cartId, owner)
  orderId = ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cart.cartId }, owner)).completeCart.id
  cartId = (await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 2 }, owner)).cartId
  const { addAddress } = ok(await graphql(app, `mutation ($i: SavedAddressInput!) { addAddress(input: $i) { addresses { id } } }`, { i: { address: US_ADDRESS } }, owner))
  addressId = addAddress.addresses[0].id
})
afterAll(() => app.close())

/** Operations on things the owner has; none may answer the owner's data to anyone else. */
const operations = (): { name: string; query: string; variables: Record<string, unknown> }[] => [
  { name: "cart", query: `query ($id: ID!) { cart(id: $id) { id email items { id } } }`, variables: { id: cartId } },
  { name: "cart.promotionNotices", query: `query ($id: ID!) { cart(id: $id) { promotionNotices { code } } }`, variables: { id: cartId } },
  { name: "shippingOptions", query: `query ($id: ID!) { shippingOptions(cartId: $id) { id } }`, variables: { id: cartId } },
  { name: "customPromotions(cartId)", query: `query ($id: ID) { customPromotions(cartId: $id) { code eligible } }`, variables: { id: cartId } },
  { name: "addLineItem", query: `mutation ($id: ID!) { addLineItem(cartId: $id, variantId: "variant_x") { cart { id } } }`, variables: { id: cartId } },
  { name: "updateCart", query: `mutation ($id: ID!) { updateCart(cartId: $id, input: { email: "thief@evil.test" }) { id email } }`, variables: { id: cartId } },
  { name: "applyPromotionCodes", query: `mutation ($id: ID!) { applyPromotionCodes(cartId: $id, codes: ["BIENVENIDA10"]) { cart { id } } }`, variables: { id: cartId } },
  { name: "removePromotionCodes", query: `mutation ($id: ID!) { removePromotionCodes(cartId: $id, codes: ["BIENVENIDA10"]) { id } }`, variables: { id: cartId } },
  { name: "applyCustomPromotions", query: `mutation ($id: ID!) { applyCustomPromotions(cartId: $id) { cart { id } } }`, variables: { id: cartId } },
  { name: "setShippingMethod", query: `mutation ($id: ID!) { setShippingMethod(cartId: $id, optionId: "so_x") { id } }`, variables: { id: cartId } },
  { name: "initiatePaymentSession", query: `mutation ($id: ID!) { initiatePaymentSession(cartId: $id, providerId: "pp_system_default") { id } }`, variables: { id: cartId } },
  { name: "completeCart", query: `mutation ($id: ID!) { completeCart(cartId: $id) { id } }`, variables: { id: cartId } },
  { name: "transferCart", query: `mutation ($id: ID!) { transferCart(cartId: $id) { id } }`, variables: { id: cartId } },
  { name: "setEnrollment", query: `mutation ($id: ID!) { setEnrollment(cartId: $id, personalStoreName: "carolina") { cart { id } } }`, variables: { id: cartId } },
  { name: "clearEnrollment", query: `mutation ($id: ID!) { clearEnrollment(cartId: $id) { cart { id } } }`, variables: { id: cartId } },
  { name: "addBundle", query: `mutation ($id: ID!) { addBundle(cartId: $id, variantId: "variant_x") { cart { id } } }`, variables: { id: cartId } },
  { name: "order", query: `query ($id: ID!) { order(id: $id) { id email total { amount } } }`, variables: { id: orderId } },
  { name: "requestOrderTransfer", query: `mutation ($id: ID!) { requestOrderTransfer(orderId: $id) { id } }`, variables: { id: orderId } },
  { name: "cancelOrderTransfer", query: `mutation ($id: ID!) { cancelOrderTransfer(orderId: $id) { id } }`, variables: { id: orderId } },
  { name: "acceptOrderTransfer", query: `mutation ($id: ID!) { acceptOrderTransfer(orderId: $id, token: "x") { id } }`, variables: { id: orderId } },
  { name: "declineOrderTransfer", query: `mutation ($id: ID!) { declineOrderTransfer(orderId: $id, token: "x") { id } }`, variables: { id: orderId } },
  { name: "updateAddress", query: `mutation ($id: ID!) { updateAddress(id: $id, input: { address: { city: "Robada" } }) { id } }`, variables: { id: addressId } },
  { name: "deleteAddress", query: `mutation ($id: ID!) { deleteAddress(id: $id) { id } }`, variables: { id: addressId } },
]

describe("customer-scoped operations", () => {
  for (const who of ["anonymously", "as another customer"] as const) {
    it(`leak nothing ${who}`, async () => {
      const headers = who === "anonymously" ? {} : stranger
      const leaks: string[] = []
      for (const operation of operations()) {
        const { status, data, errors } = await graphql(app, operation.query, operation.variables, headers)
        if (status >= 500) leaks.push(`${operation.name}: HTTP ${status}`)
        const answered = JSON.stringify(data ?? {})
        if (answered.includes(cartId) || answered.includes(orderId) || answered.includes(addressId)) leaks.push(`${operation.name}: answered the owner's data`)
        if (!errors?.length && operation.name !== "customPromotions(cartId)") leaks.push(`${operation.name}: no error`)
        for (const error of errors ?? []) {
          if (!["NO_ACTIVE_CART", "NOT_FOUND", "UNAUTHENTICATED", "FORBIDDEN", "BAD_USER_INPUT"].includes(String(error.extensions?.code))) {
            leaks.push(`${operation.name}: ${error.extensions?.code} ${error.message}`)
          }
        }
      }
      expect(leaks).toEqual([])
    })
  }

  it("changed nothing of the owner's", async () => {
    const { cart } = ok(await graphql(app, `query ($id: ID!) { cart(id: $id) { email items { quantity } completedAt enrollment { sponsor { code } } } }`, { id: cartId }, owner))
    expect(cart.email).not.toBe("thief@evil.test")
    expect(cart.items.map((i: any) => i.quantity)).toEqual([2])
    expect(cart.completedAt).toBeNull()
    expect(cart.enrollment).toBeNull()
    const { me } = ok(await graphql(app, `{ me { addresses { id address { city } } orders { nodes { id } } } }`, {}, owner))
    expect(me.addresses).toEqual([{ id: addressId, address: expect.objectContaining({ city: "Miami" }) }])
    expect(me.orders.nodes.map((o: any) => o.id)).toEqual([orderId])
  })

  it("me answers null anonymously and the caller's own profile otherwise", async () => {
    expect(ok(await graphql(app, `{ me { id } }`)).me).toBeNull()
    const mine = ok(await graphql(app, `{ me { email orders { nodes { id } } } }`, {}, stranger)).me
    expect(mine.email).toBe("mateo@vitalia.test")
    expect(mine.orders.nodes.map((o: any) => o.id)).not.toContain(orderId)
  })
})

describe("/admin-api", () => {
  /** Every back-office route the gateway has, except signing in and out (which answer strangers, with nothing of anyone). */
  const adminRoutes = () =>
    app.routeTable
      .filter((r) => r.url.startsWith("/admin-api") && !/\/auth\/(login|logout|reset-password|update-password)$/.test(r.url))
      .map((r) => ({ method: r.method.toLowerCase() as "get" | "post" | "put" | "delete" | "patch", path: r.url.replace(/:(\w+)/g, "x_$1").replace(/\*$/, "x") }))

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
