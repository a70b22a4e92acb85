import { describe, expect, it } from "vitest"
import { resources } from "@vitalia/schema/admin/index"
import { clearsCatalog, FEEDS_CATALOG, OUTSIDE_CATALOG } from "./admin-writes.js"

describe("which admin writes clear the catalog cache", () => {
  it("every back-office resource is in exactly one list, and every listed name is a resource", () => {
    const names = resources.map((r) => r.name)
    for (const name of names)
      expect([FEEDS_CATALOG.has(name), OUTSIDE_CATALOG.has(name)].filter(Boolean), name).toHaveLength(1)
    for (const name of [...FEEDS_CATALOG, ...OUTSIDE_CATALOG]) expect(names, name).toContain(name)
  })

  it("products, prices, stock and regions clear it; orders and customers do not; an unknown resource does", () => {
    expect(["products", "price-lists", "inventory-items", "regions"].every(clearsCatalog)).toBe(true)
    expect(["orders", "fulfillments", "customers", "promotions"].some(clearsCatalog)).toBe(false)
    expect(clearsCatalog("something-new")).toBe(true)
  })
})
