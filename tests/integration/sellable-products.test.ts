import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoStaff } from "../../commerce/src/scripts/seed/accounts.js"
import { backOfficeCalls, openBackOffice } from "../support/admin-api.js"
import { adminToken, engine } from "../support/engine.js"
import { graphql } from "../support/gateway.js"
import { bearer, ok, readyForCompletion, regionByCurrency, variantsOf } from "../support/shopper.js"

/**
 * Products are sellable whichever way they are made: through /admin-api without a shipping
 * profile (as ra-data-simple-rest sends them), by the catalogue staff, or at the engine's own route
 * (as any integration, and the engine's CSV import, make them) — each gets the shop's default
 * shipping profile from the engine, and an order of it is bought on the storefront, then fulfilled,
 * shipped and delivered from /admin-api.
 */
let app: FastifyInstance
let admin: Record<string, string>
let catalogue: Record<string, string>
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

beforeAll(async () => {
  ;({ app, admin } = await openBackOffice())
  const member = demoStaff.find((m) => m.role === "catalogue")!
  const login = await request(app.server)
    .post("/admin-api/auth/login")
    .send({ email: member.email, password: member.password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  catalogue = bearer(login.body.token as string)
})
afterAll(() => app.close())

const { act, show, list } = backOfficeCalls(() => ({ app, admin }))

/** The shop's profile: the one its shipping options use (the engine also keeps an unused "Default Shipping Profile"). */
const shopProfile = async () => (await list("shipping-options", {}, ["created_at", "ASC"]))[0].shipping_profile_id

/** The storefront's channel: the store's default (the engine's own "Default Sales Channel" is older). */
const storeChannel = async () => (await list("stores"))[0].default_sales_channel_id as string

/** Two units of the product's variant bought on the storefront (GraphQL), then fulfilled, shipped and delivered. */
async function sellAndDeliver(handle: string, sku: string) {
  const us = await regionByCurrency(app, "usd", "Estados Unidos")
  const variants = await variantsOf(app, handle, us.id)
  expect(variants[sku], `the storefront sells ${sku}`).toBeDefined()
  const cartId = ok(await graphql(app, `mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: us.id }))
    .createCart.id as string
  ok(
    await graphql(
      app,
      `mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 2) { cart { id } } }`,
      { c: cartId, v: variants[sku].id }
    )
  )
  await readyForCompletion(app, cartId)
  const orderId = ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId }))
    .completeCart.id as string
  const warehouse = (await list("stock-locations", {}, ["created_at", "ASC"]))[0].id
  await act("orders", orderId, "createFulfillment", { location_id: warehouse })
  const { fulfillments } = await show("orders", orderId)
  expect(fulfillments).toHaveLength(1)
  await act("orders", orderId, "createShipment", {
    fulfillment_id: fulfillments[0].id,
    labels: [
      {
        tracking_number: `TRK-${unique}`,
        tracking_url: `https://tracking.example/${unique}`,
        label_url: `https://tracking.example/${unique}.pdf`,
      },
    ],
  })
  await act("orders", orderId, "markDelivered", { fulfillment_id: fulfillments[0].id })
  expect((await show("orders", orderId)).fulfillment_status).toBe("delivered")
}

describe("products are sellable whichever way they are made", () => {
  it("catalogue staff create a product through /admin-api without a profile: it gets the shop's, and is sold and delivered", async () => {
    const handle = `te-de-catalogo-${unique}`
    const sku = `CATALOGO-${unique}`.toUpperCase()
    const created = await request(app.server)
      .post("/admin-api/products")
      .set(catalogue)
      .send({
        title: `Té de catálogo ${unique}`,
        handle,
        status: "published",
        sales_channels: [await storeChannel()],
        options: [{ title: "Tamaño", values: ["Único"] }],
        variants: [
          {
            title: "Único",
            sku,
            manage_inventory: false,
            options: { Tamaño: "Único" },
            prices: [{ currency_code: "usd", amount: 12 }],
          },
        ],
      })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.shipping_profile_id).toBe(await shopProfile())
    await sellAndDeliver(handle, sku)
  }, 180_000)

  it("a product created at the engine's own route without a profile (as any integration) gets the shop's, and is sold and delivered", async () => {
    const handle = `te-de-integracion-${unique}`
    const sku = `INTEGRACION-${unique}`.toUpperCase()
    const created = await engine("POST", "/admin/products", {
      token: await adminToken(),
      body: {
        title: `Té de integración ${unique}`,
        handle,
        status: "published",
        sales_channels: [{ id: await storeChannel() }],
        options: [{ title: "Tamaño", values: ["Único"] }],
        variants: [
          {
            title: "Único",
            sku,
            manage_inventory: false,
            options: { Tamaño: "Único" },
            prices: [{ currency_code: "usd", amount: 9.5 }],
          },
        ],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect((await show("products", created.body.product.id as string)).shipping_profile_id).toBe(await shopProfile())
    await sellAndDeliver(handle, sku)
  }, 180_000)
})
