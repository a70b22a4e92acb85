import request from "supertest"
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest"
import { resources } from "@vitalia/schema/admin/index"
import { openBackOffice, type BackOffice } from "../support/admin-api.js"
import { graphql } from "../support/gateway.js"
import { bearer, customerToken, ok } from "../support/shopper.js"
import { seed } from "../../scripts/lib/engine.js"
import { withClient } from "../../scripts/lib/postgres.js"
import { localSecrets } from "../../scripts/lib/secrets.js"

const TABLES = [
  "store",
  "store_currency",
  "region",
  "region_country",
  "tax_region",
  "tax_rate",
  "sales_channel",
  "api_key",
  "stock_location",
  "fulfillment_set",
  "service_zone",
  "shipping_option",
  "shipping_profile",
  "product",
  "product_variant",
  "product_category",
  "product_collection",
  "price",
  "inventory_item",
  "inventory_level",
  "promotion",
  "promotion_application_method",
  "promotion_rule",
  "user",
  "customer",
  "auth_identity",
  "partner",
  "personal_store",
  "enrollment",
  "subscription",
  "order",
  "fulfillment",
  "payment",
  "return",
  "order_exchange",
  "order_claim",
  "return_reason",
  "customer_address",
  "customer_group",
  "price_list",
  "promotion_campaign",
  "invite",
  "product_tag",
  "product_type",
  "search_synonym",
  "search_miss",
]

/** Row counts and the newest change of every table the seed writes. */
async function fingerprint(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const result: Record<string, string> = {}
    for (const table of TABLES) {
      const { rows } = await client.query(`select count(*)::int as n, max(updated_at)::text as changed from "${table}"`)
      result[table] = `${rows[0].n} rows, last change ${rows[0].changed}`
    }
    return result
  })
}

describe("the demo seed", () => {
  it("is idempotent: a second run changes nothing", async () => {
    const databaseUrl = inject("databaseUrl")
    const before = await fingerprint(databaseUrl)
    const secrets = localSecrets()
    await seed(
      {
        databaseUrl,
        port: 0,
        publicUrl: "http://localhost:8080",
        jwtSecret: secrets.jwtSecret,
        cookieSecret: secrets.cookieSecret,
        edgeSecret: secrets.edgeSecret,
      },
      "file"
    )
    expect(await fingerprint(databaseUrl)).toEqual(before)
  })

  it("holds the three custom promotions with their rules and metadata", async () => {
    const rows = await withClient(
      inject("databaseUrl"),
      async (client) =>
        (
          await client.query(
            `select p.code, p.type, p.metadata, am.max_quantity, am.buy_rules_min_quantity
             from promotion p join promotion_application_method am on am.promotion_id = p.id
            where p.deleted_at is null and (p.metadata->>'custom')::boolean order by p.code`
          )
        ).rows
    )
    expect(rows.map((r) => r.code)).toEqual(["FITRENEWENROLLMENT", "FREEMEMBERSHIP2", "REGRESA20"])
    const byCode = Object.fromEntries(rows.map((r) => [r.code, r]))
    expect(byCode.FREEMEMBERSHIP2.metadata.requires_enrollment).toBe(true)
    expect(byCode.FREEMEMBERSHIP2.buy_rules_min_quantity).toBe(2)
    expect(byCode.FITRENEWENROLLMENT.max_quantity).toBe(1)
    expect(byCode.REGRESA20.metadata).toMatchObject({ requires_last_order: true, requires_last_order_days: 50 })
  })
})

/**
 * Lists whose records the engine's configuration makes, not the shop's data: one store per shop, and
 * the providers and plugins the engine was built with (commerce/medusa-config.ts). Shown, never seeded.
 */
const CONFIGURED = new Set(["stores", "tax-providers", "fulfillment-providers", "payment-providers", "plugins"])

describe("the demo shop's back-office", () => {
  let office: BackOffice
  beforeAll(async () => {
    office = await openBackOffice()
  })
  afterAll(() => office.app.close())

  it("has at least 3 records in every list of the menu, as the owner reads them", async () => {
    const menu = resources.filter((r) => !r.hidden && r.operations.includes("list") && !CONFIGURED.has(r.name))
    const counts: Record<string, number> = {}
    for (const resource of menu) {
      const response = await request(office.app.server)
        .get(`/admin-api/${resource.name}?range=${encodeURIComponent("[0,2]")}`)
        .set(office.admin)
      expect(response.status, `${resource.name}: ${JSON.stringify(response.body)}`).toBe(200)
      // The simple-rest total: "<resource> 0-2/<total>".
      counts[resource.name] = Number(/\/(\d+)$/.exec(response.headers["content-range"] ?? "")?.[1] ?? -1)
    }
    const short = Object.entries(counts).filter(([, n]) => n < 3)
    expect(Object.fromEntries(short), JSON.stringify(counts)).toEqual({})
  })
})

describe("the demo shoppers and partners have a history", () => {
  let office: BackOffice
  beforeAll(async () => {
    office = await openBackOffice()
  })
  afterAll(() => office.app.close())

  it("Lucía and Mateo each have a delivered order, one on its way, a subscription and saved addresses", async () => {
    for (const index of [0, 1]) {
      const { me } = ok(
        await graphql(
          office.app,
          `{ me { email addresses { id } subscriptions { status } orders(first: 20) { nodes { fulfillmentStatus } } } }`,
          {},
          bearer(await customerToken(index))
        )
      )
      const statuses = me.orders.nodes.map((o: { fulfillmentStatus: string }) => o.fulfillmentStatus)
      expect(statuses, me.email).toEqual(expect.arrayContaining(["delivered", "shipped"]))
      expect(
        me.subscriptions.map((s: { status: string }) => s.status),
        me.email
      ).toContain("ACTIVE")
      expect(me.addresses.length, me.email).toBeGreaterThanOrEqual(2)
    }
  })

  it("Carolina's store brought orders in several past months, and shoppers enrolled with her as sponsor", async () => {
    const rows = await withClient(inject("databaseUrl"), async (client) => {
      const months = await client.query(
        `select count(distinct date_trunc('month', created_at))::int as n, count(*)::int as orders
           from "order" where metadata->'referral'->>'personal_store_name' = 'carolina' and deleted_at is null`
      )
      const enrollees = await client.query(
        `select count(*)::int as n from enrollment e join partner p on p.id = e.sponsor_id
          where p.code = 'VIT-0001' and e.status = 'completed' and e.deleted_at is null`
      )
      return { months: months.rows[0].n, orders: months.rows[0].orders, enrollees: enrollees.rows[0].n }
    })
    expect(rows.months).toBeGreaterThanOrEqual(4)
    expect(rows.orders).toBeGreaterThanOrEqual(6)
    expect(rows.enrollees).toBeGreaterThanOrEqual(3)
  })
})
