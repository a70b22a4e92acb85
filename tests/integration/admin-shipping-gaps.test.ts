import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shippingGaps, type GapRegion } from "../../admin/src/products/shipping.js"
import { backOfficeCalls, openBackOffice } from "../support/admin-api.js"

/**
 * The data the product screen's shipping warning reads (admin/src/products/ProductEdit.tsx,
 * ShippingWarning), from /admin-api as the back-office reads it: a product whose shipping profile
 * has no option in a region it is sold in is named a gap there; one with the shop's profile is not.
 */
let app: FastifyInstance
let admin: Record<string, string>
beforeAll(async () => ({ app, admin } = await openBackOffice()))
afterAll(() => app.close())
const { show, list } = backOfficeCalls(() => ({ app, admin }))
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}g`

async function product(handle: string, shippingProfile?: string) {
  const created = await request(app.server)
    .post("/admin-api/products")
    .set(admin)
    .send({
      title: `Producto ${handle}`,
      handle,
      status: "published",
      ...(shippingProfile ? { shipping_profile_id: shippingProfile } : {}),
      options: [{ title: "Tamaño", values: ["Único"] }],
      variants: [{ title: "Único", options: { Tamaño: "Único" }, prices: [{ currency_code: "usd", amount: 9 }] }],
    })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return show("products", created.body.id)
}

async function gapsOf(record: Record<string, any>) {
  return shippingGaps(
    record,
    // The list answers records as the API sends them; every region has an id.
    (await list("regions", {}, ["name", "ASC"], [0, 499])) as GapRegion[],
    await list("shipping-options", {}, ["name", "ASC"], [0, 499])
  ).map((region) => region.name)
}

describe("the product screen's shipping warning", () => {
  it("names the region where the product's profile has no shipping option", async () => {
    const profile = await request(app.server)
      .post("/admin-api/shipping-profiles")
      .set(admin)
      .send({ name: `Frío ${unique}`, type: "cold" })
    expect(profile.status, JSON.stringify(profile.body)).toBe(200)
    const cold = await product(`producto-frio-${unique}`, profile.body.id)
    expect(cold.shipping_profile_id).toBe(profile.body.id)
    expect(await gapsOf(cold)).toContain("Estados Unidos")
  })

  it("names none there for a product with the shop's profile (the options' zones are read)", async () => {
    const plain = await product(`producto-normal-${unique}`)
    expect(plain.shipping_profile_id).toBeTruthy()
    expect(await gapsOf(plain)).not.toContain("Estados Unidos")
  })
})
