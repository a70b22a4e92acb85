import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminToken, engine } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

/**
 * The order list's shorter way (commerce/src/api/admin/orders/route.ts): for the back-office's
 * columns it reads the orders without their items' totals — and must answer exactly what
 * Medusa's own list workflow answers, for orders in every state the list shows.
 */
const COLUMNS =
  "id,display_id,status,email,currency_code,total,created_at,updated_at,payment_status,fulfillment_status,customer_id,region_id,sales_channel_id"

let app: FastifyInstance
let token: string
beforeAll(async () => {
  app = await buildGateway()
  token = await adminToken()
})
afterAll(() => app.close())

async function placed(skus: Record<string, number>) {
  const { cartId } = await cartWithSkus(app, skus)
  await readyForCompletion(app, cartId)
  return ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId })).completeCart
    .id as string
}

async function details(orderId: string) {
  const { body } = await engine(
    "GET",
    `/admin/orders/${orderId}?fields=${encodeURIComponent("id,*items,payment_collections.payments.id,*fulfillments")}`,
    { token }
  )
  return body.order as {
    items: { id: string; quantity: number }[]
    payment_collections: { payments: { id: string }[] }[]
    fulfillments: { id: string }[]
  }
}

async function must(method: "GET" | "POST", path: string, body?: unknown) {
  const answer = await engine(method, path, { token, body })
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200)
  return answer.body
}

describe("the admin order list's columns (GET /admin/orders)", () => {
  it("are what Medusa's list workflow answers, for orders paid, partly sent, shipped, refunded and canceled", async () => {
    // Captured, one of two lines fulfilled: partially fulfilled.
    const partly = await placed({ "TE-VERDE-HERBAL-30": 1, "HC-FIT-VAINILLA": 1 })
    let order = await details(partly)
    await must("POST", `/admin/payments/${order.payment_collections[0].payments[0].id}/capture`, {})
    await must("POST", `/admin/orders/${partly}/fulfillments`, {
      items: [{ id: order.items[0].id, quantity: order.items[0].quantity }],
    })
    // Fulfilled, shipped, captured and partly refunded.
    const shipped = await placed({ "TE-VERDE-HERBAL-30": 2 })
    order = await details(shipped)
    await must("POST", `/admin/payments/${order.payment_collections[0].payments[0].id}/capture`, {})
    await must("POST", `/admin/orders/${shipped}/fulfillments`, {
      items: order.items.map((item) => ({ id: item.id, quantity: item.quantity })),
    })
    order = await details(shipped)
    await must("POST", `/admin/orders/${shipped}/fulfillments/${order.fulfillments[0].id}/shipments`, {
      items: order.items.map((item) => ({ id: item.id, quantity: item.quantity })),
    })
    await must("POST", `/admin/payments/${order.payment_collections[0].payments[0].id}/refund`, { amount: 1 })
    // Canceled.
    const canceled = await placed({ "HC-FIT-VAINILLA": 1 })
    await must("POST", `/admin/orders/${canceled}/cancel`, {})

    const list = async (fields: string) =>
      (await must(
        "GET",
        `/admin/orders?limit=100&offset=0&order=-created_at&fields=${encodeURIComponent(fields)}`
      )) as { orders: Record<string, unknown>[]; count: number }
    const short = await list(COLUMNS)
    // One more field (not a column) sends the list through Medusa's workflow.
    const full = await list(`${COLUMNS},metadata`)
    expect(short.count).toBe(full.count)
    expect(short.orders.map((o) => o.id)).toEqual(full.orders.map((o) => o.id))
    const columns = COLUMNS.split(",")
    for (const [index, row] of short.orders.entries()) {
      expect(Object.keys(row).sort()).toEqual([...columns].sort())
      const expected = Object.fromEntries(columns.map((column) => [column, full.orders[index][column]]))
      expect(row, `order ${row.display_id}`).toEqual(expected)
    }
    const statusOf = (id: string) => short.orders.find((o) => o.id === id)
    expect(statusOf(partly)).toMatchObject({ payment_status: "captured", fulfillment_status: "partially_fulfilled" })
    expect(statusOf(shipped)).toMatchObject({ payment_status: "partially_refunded", fulfillment_status: "shipped" })
    expect(statusOf(canceled)).toMatchObject({ status: "canceled" })
  }, 240_000)

  it("filters, orders and pages as Medusa's list does (status, q, ids, region, customer, dates, offset)", async () => {
    const { orders: some } = await must(
      "GET",
      `/admin/orders?limit=3&order=-created_at&fields=${encodeURIComponent("id,region_id,customer_id,created_at")}`
    )
    expect(some.length).toBeGreaterThan(1)
    const since = encodeURIComponent(some[1].created_at)
    for (const query of [
      "status[]=canceled",
      "status[]=pending&status[]=canceled",
      "q=vitalia.test",
      "offset=1&limit=3",
      `id[]=${some[0].id}&id[]=${some[1].id}`,
      `region_id=${some[0].region_id}`,
      `customer_id=${some[0].customer_id}`,
      `created_at[$gte]=${since}`,
      `created_at[$lt]=${since}&limit=5`,
    ]) {
      const short = await must("GET", `/admin/orders?${query}&order=-created_at&fields=${encodeURIComponent(COLUMNS)}`)
      const full = await must(
        "GET",
        `/admin/orders?${query}&order=-created_at&fields=${encodeURIComponent(`${COLUMNS},metadata`)}`
      )
      expect(short.count, query).toBe(full.count)
      expect(
        short.orders.map((o: { id: string }) => o.id),
        query
      ).toEqual(full.orders.map((o: { id: string }) => o.id))
      expect(short.orders, query).toEqual(
        full.orders.map((o: Record<string, unknown>) => Object.fromEntries(COLUMNS.split(",").map((c) => [c, o[c]])))
      )
    }
    // Ordered by another column, both ways.
    for (const order of ["display_id", "-display_id"]) {
      const short = await must("GET", `/admin/orders?limit=10&order=${order}&fields=${encodeURIComponent(COLUMNS)}`)
      const full = await must(
        "GET",
        `/admin/orders?limit=10&order=${order}&fields=${encodeURIComponent(`${COLUMNS},metadata`)}`
      )
      expect(
        short.orders.map((o: { display_id: number }) => o.display_id),
        order
      ).toEqual(full.orders.map((o: { display_id: number }) => o.display_id))
    }
  })
})
