import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openRequestsOf, pendingOf } from "../../admin/src/orders/pending.js"
import { adminApi } from "../support/admin-api.js"
import { adminToken } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { bearer, cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

/**
 * Issue 17: what an exchange or a claim will change is visible on the order detail before the
 * request is confirmed — read through /admin-api as the detail reads it (the order with its
 * changes, and the order's preview, the `order-edits` record) and put together by the screen's
 * own pendingOf.
 */
let app: FastifyInstance
let api: ReturnType<typeof adminApi>

beforeAll(async () => {
  app = await buildGateway()
  api = adminApi(app, bearer(await adminToken()))
})
afterAll(() => app.close())

describe("pending items of an open exchange and claim", () => {
  let orderId: string
  let order: Record<string, any>
  beforeAll(async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 2 })
    await readyForCompletion(app, cartId)
    orderId = ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId }))
      .completeCart.id as string
    await api.act("orders", orderId, "createFulfillment")
    const { fulfillments } = await api.show("orders", orderId)
    await api.act("orders", orderId, "createShipment", {
      fulfillment_id: fulfillments[0].id,
      labels: [
        {
          tracking_number: "TRK-P",
          tracking_url: "https://tracking.example/TRK-P",
          label_url: "https://tracking.example/TRK-P.pdf",
        },
      ],
    })
    order = await api.show("orders", orderId)
  })

  it("an exchange's item to come back and new item show before its request is confirmed, then are gone once it is discarded", async () => {
    expect(openRequestsOf(order)).toEqual([])
    const exchangeId = (await api.act("orders", orderId, "createExchange")).exchange.id as string
    await api.act("exchanges", exchangeId, "addInboundItems", { items: [{ id: order.items[0].id, quantity: 1 }] })
    await api.act("exchanges", exchangeId, "addOutboundItems", {
      items: [{ variant_id: order.items[0].variant_id, quantity: 1 }],
    })

    const current = await api.show("orders", orderId)
    // The order itself does not show them yet: same lines, and the exchange has no additional items.
    expect(current.items).toHaveLength(order.items.length)
    expect((await api.show("exchanges", exchangeId)).additional_items ?? []).toHaveLength(0)
    const pending = pendingOf(current, await api.show("order-edits", orderId))
    expect(pending).toHaveLength(1)
    expect(pending[0]).toMatchObject({ type: "exchange", status: "pending", exchangeId })
    const kinds = pending[0].lines.map((line) => [line.kind, line.quantity])
    expect(kinds).toEqual(
      expect.arrayContaining([
        ["returned", 1],
        ["added", 1],
      ])
    )
    const added = pending[0].lines.find((line) => line.kind === "added")!
    expect(added.title).toContain(String(order.items[0].product_title ?? order.items[0].title))
    expect(added.actionId).toMatch(/^ordchact_/)

    // Before confirmation an added line is changed in place, not removed and added again.
    const returned = pending[0].lines.find((line) => line.kind === "returned")!
    await api.act("exchanges", exchangeId, "updateOutboundItem", { action_id: added.actionId, quantity: 2 })
    await api.act("exchanges", exchangeId, "updateInboundItem", { action_id: returned.actionId, quantity: 2 })
    const changed = pendingOf(await api.show("orders", orderId), await api.show("order-edits", orderId))
    expect(changed[0].lines.map((line) => [line.kind, line.quantity])).toEqual(
      expect.arrayContaining([
        ["returned", 2],
        ["added", 2],
      ])
    )

    await api.act("exchanges", exchangeId, "cancelRequest")
    expect(openRequestsOf(await api.show("orders", orderId))).toEqual([])
  })

  it("a claim's claimed item and replacement show before its request is confirmed, and not after", async () => {
    const claimId = (await api.act("orders", orderId, "createClaim", { type: "replace" })).claim.id as string
    await api.act("claims", claimId, "addClaimItems", {
      items: [{ id: order.items[0].id, quantity: 1, reason: "production_failure" }],
    })
    await api.act("claims", claimId, "addOutboundItems", {
      items: [{ variant_id: order.items[0].variant_id, quantity: 1 }],
    })

    const pending = pendingOf(await api.show("orders", orderId), await api.show("order-edits", orderId))
    expect(pending).toHaveLength(1)
    expect(pending[0]).toMatchObject({ type: "claim", claimId })
    expect(pending[0].lines.map((line) => [line.kind, line.quantity])).toEqual(
      expect.arrayContaining([
        ["claimed", 1],
        ["added", 1],
      ])
    )

    await api.act("claims", claimId, "request")
    // Confirmed: part of the order now, nothing left pending.
    expect(openRequestsOf(await api.show("orders", orderId))).toEqual([])
    expect((await api.show("claims", claimId)).additional_items).toHaveLength(1)
  })
})
