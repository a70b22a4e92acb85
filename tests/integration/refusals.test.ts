import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backOfficeCalls, openBackOffice } from "../support/admin-api.js"
import { graphql } from "../support/gateway.js"
import { ok, readyForCompletion, regionByCurrency, variantsOf } from "../support/shopper.js"

/**
 * The back-office's refusals say their cause and the way out, naming the record, in Spanish
 * (and English): a product or inventory item whose stock orders hold, a return on an order with
 * nothing sent, items asked back in an exchange of such an order — through the real engine.
 */
let app: FastifyInstance
let admin: Record<string, string>
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const title = `Té de reservas ${unique}`
const handle = `te-de-reservas-${unique}`
const sku = `RESERVAS-${unique}`.toUpperCase()

beforeAll(async () => ({ app, admin } = await openBackOffice()))
afterAll(() => app.close())

const { act, show, list } = backOfficeCalls(() => ({ app, admin }))
const spanish = () => ({ ...admin, "accept-language": "es" })
const english = () => ({ ...admin, "accept-language": "en" })

/** An order of `quantity` units of the test product, placed on the storefront (nothing fulfilled). */
async function order(quantity: number): Promise<{ id: string; displayId: number }> {
  const us = await regionByCurrency(app, "usd", "Estados Unidos")
  const variants = await variantsOf(app, handle, us.id)
  const cartId = ok(await graphql(app, `mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: us.id }))
    .createCart.id as string
  ok(
    await graphql(
      app,
      `mutation ($c: ID!, $v: ID!, $q: Int!) { addLineItem(cartId: $c, variantId: $v, quantity: $q) { cart { id } } }`,
      { c: cartId, v: variants[sku].id, q: quantity }
    )
  )
  await readyForCompletion(app, cartId)
  return ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id displayId } }`, { c: cartId }))
    .completeCart
}

describe("refusals that say why and what to do", () => {
  let productId: string
  let itemId: string
  let first: { id: string; displayId: number }

  beforeAll(async () => {
    const channel = (await list("stores"))[0].default_sales_channel_id
    const created = await request(app.server)
      .post("/admin-api/products")
      .set(admin)
      .send({
        title,
        handle,
        status: "published",
        sales_channels: [channel],
        options: [{ title: "Tamaño", values: ["Único"] }],
        variants: [
          {
            title: "Único",
            sku,
            manage_inventory: true,
            options: { Tamaño: "Único" },
            prices: [{ currency_code: "usd", amount: 8 }],
          },
        ],
      })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    productId = created.body.id
    const warehouse = (await list("stock-locations", {}, ["created_at", "ASC"]))[0].id
    itemId = (await list("inventory-items", { q: sku }))[0].id
    await act("inventory-items", null, "levelsBatch", {
      create: [{ inventory_item_id: itemId, location_id: warehouse, stocked_quantity: 10 }],
    })
    // Three units held by two orders.
    first = await order(2)
    await order(1)
  })

  it("a product whose stock orders hold is not deleted: its name, the units, the orders, and what to do", async () => {
    const refused = await request(app.server).delete(`/admin-api/products/${productId}`).set(spanish())
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.message).toBe(
      `${title} tiene 3 unidades reservadas en 2 pedidos: complétalos o cancélalos antes de borrarlo.`
    )
    const english_ = await request(app.server).delete(`/admin-api/products/${productId}`).set(english())
    expect(english_.body.message).toBe(
      `${title} has 3 units reserved in 2 orders: complete or cancel them before deleting it.`
    )
    expect((await show("products", productId)).id).toBe(productId)
  })

  it("so is its inventory item, named by its SKU", async () => {
    const refused = await request(app.server)
      .delete(`/admin-api/inventory-items/${itemId}`)
      .set(spanish())
      .set("content-type", "application/json")
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.message).toBe(
      `${sku} tiene 3 unidades reservadas en 2 pedidos: complétalos o cancélalos antes de borrarlo.`
    )
  })

  it("a return on an order with nothing sent names the order and says to fulfil and ship it first", async () => {
    const location = (await list("stock-locations", {}, ["created_at", "ASC"]))[0].id
    const refused = await request(app.server)
      .post(`/admin-api/orders/${first.id}/actions/initiateReturn`)
      .set(spanish())
      .send({ location_id: location })
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.message).toBe(
      `El pedido #${first.displayId} no tiene nada preparado ni enviado todavía: prepáralo y envíalo antes de iniciar una devolución.`
    )
  })

  it("items asked back in an exchange of such an order name the item and the order, and the way out", async () => {
    const exchangeId = (await act("orders", first.id, "createExchange")).exchange.id as string
    const { items } = await show("orders", first.id)
    const refused = await request(app.server)
      .post(`/admin-api/exchanges/${exchangeId}/actions/addInboundItems`)
      .set(spanish())
      .send({ items: [{ id: items[0].id, quantity: 1 }] })
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.message).toBe(
      `«${title} · Único» del pedido #${first.displayId} no tiene tantas unidades preparadas: solo vuelve lo que ya se preparó y envió. Prepara y envía el pedido antes, o pide menos unidades.`
    )
    await act("exchanges", exchangeId, "cancelRequest")
  })
})
