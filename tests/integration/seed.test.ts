import { describe, expect, it, inject } from "vitest"
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
