import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { withClient } from "../../scripts/lib/postgres.js"
import { adminToken, engine } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

let app: FastifyInstance
// Fifty shoppers from one address (the test's): the per-client budgets — meant to hold back one
// client, not a crowd — would refuse some of them before the race this suite is about, and how
// many depended on the machine's speed. Throttling has its own suite (throttle.test.ts).
beforeAll(
  async () =>
    (app = await buildGateway({
      THROTTLE_COST_CAPACITY: "100000000",
      THROTTLE_COST_PER_SECOND: "100000000",
      THROTTLE_CARTS_CAPACITY: "100000",
      THROTTLE_CREATES_CAPACITY: "100000",
    }))
)
afterAll(() => app.close())

const SKU = "SHAKER-VITALIA-NEGRO"
const SHOPPERS = 50
const LAST_UNITS = 10

/** Stock of the variant in the warehouse: on hand, reserved by orders, available. */
async function stock() {
  return withClient(inject("databaseUrl"), async (db) => {
    const { rows } = await db.query(
      `select i.id as "itemId", l.location_id as "locationId", l.stocked_quantity::int as stocked, l.reserved_quantity::int as reserved
         from inventory_level l join inventory_item i on i.id = l.inventory_item_id
        where i.sku = $1 and l.deleted_at is null`,
      [SKU]
    )
    return { ...rows[0], available: rows[0].stocked - rows[0].reserved }
  })
}

describe("50 shoppers racing for the last 10 units", () => {
  it("makes exactly 10 orders and leaves the variant with no stock", async () => {
    // Every shopper's cart holds one unit while there is plenty; then only 10 are left.
    const carts: string[] = []
    for (let batch = 0; batch < SHOPPERS / 10; batch++) {
      carts.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async () => {
            const { cartId } = await cartWithSkus(app, { [SKU]: 1 })
            await readyForCompletion(app, cartId)
            return cartId
          })
        ))
      )
    }
    // Through the engine's admin API, as the back-office would.
    const { reserved: reservedBefore, itemId, locationId } = await stock()
    const token = await adminToken()
    const set = await engine("POST", `/admin/inventory-items/${itemId}/location-levels/${locationId}`, {
      token,
      body: { stocked_quantity: reservedBefore + LAST_UNITS },
    })
    expect(set.status).toBe(200)
    expect((await stock()).available).toBe(LAST_UNITS)

    const answers = await Promise.all(
      carts.map((cartId) => graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId }))
    )
    const orders = answers.filter((a) => !a.errors)
    const refused = answers.filter((a) => a.errors)
    const reasons = JSON.stringify(
      refused.map((a) => a.errors?.[0].extensions?.reason ?? a.errors?.[0].extensions?.code)
    )
    expect(orders, `the refusals' reasons: ${reasons}`).toHaveLength(LAST_UNITS)
    expect(new Set(orders.map((a) => a.data!.completeCart.id)).size).toBe(LAST_UNITS)
    for (const answer of refused) {
      expect(answer.status).toBeLessThan(500)
      expect(answer.errors?.[0].extensions?.code).toBe("FAILED_TO_COMPLETE_CART")
    }
    // Most are refused for want of stock, and say so (a few may lose the engine's lock race instead).
    expect(
      refused.some((a) => a.errors?.[0].extensions?.reason === "INSUFFICIENT_INVENTORY"),
      reasons
    ).toBe(true)
    const after = await stock()
    expect(after.available).toBe(0)
    expect(after.reserved - reservedBefore).toBe(LAST_UNITS)
    const made = await withClient(
      inject("databaseUrl"),
      async (db) =>
        (
          await db.query(`select count(*)::int as n from order_cart where cart_id = any($1) and deleted_at is null`, [
            carts,
          ])
        ).rows[0].n
    )
    expect(made).toBe(LAST_UNITS)
    // Fifty carts through checkout take a while on a 2-core machine.
  }, 240_000)
})

describe("a cart completed twice at once", () => {
  it("makes one order", async () => {
    const { cartId } = await cartWithSkus(app, { "SHAKER-VITALIA-VERDE": 1 })
    await readyForCompletion(app, cartId)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId })
      )
    )
    const ids = new Set(answers.filter((a) => !a.errors).map((a) => a.data!.completeCart.id))
    expect(ids.size).toBe(1)
    const made = await withClient(
      inject("databaseUrl"),
      async (db) =>
        (
          await db.query(`select count(*)::int as n from order_cart where cart_id = $1 and deleted_at is null`, [
            cartId,
          ])
        ).rows[0].n
    )
    expect(made).toBe(1)
    void ok
  })
})
