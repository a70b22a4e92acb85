import { describe, expect, it } from "vitest"
import { cartWeight, quote } from "../../commerce/src/modules/ballena-shipping/rates.js"
import { fold, storeNameFrom, STORE_NAME } from "../../commerce/src/modules/partner/names.js"
import { bundleProblems } from "../../commerce/src/workflows/bundles/lines.js"
import { enrollmentRequest } from "../../commerce/src/workflows/record-enrollment/metadata.js"

/** The engine's plain rules, without a server: rate table, names, bundle integrity, enrollment metadata. */

describe("Ballena's rate table", () => {
  it("charges the base for the first kilogram and perKg for each further started one", () => {
    expect(quote({ countryCode: "us", weightGrams: 0, currencyCode: "usd" }).amount).toBe(7)
    expect(quote({ countryCode: "us", weightGrams: 1000, currencyCode: "usd" }).amount).toBe(7)
    expect(quote({ countryCode: "us", weightGrams: 1001, currencyCode: "usd" }).amount).toBe(9.5)
  })

  it("surcharges remote provinces, whatever the code's form", () => {
    for (const province of ["AK", "ak", "us-ak", "US-AK"]) {
      expect(quote({ countryCode: "us", province, weightGrams: 500, currencyCode: "usd" })).toMatchObject({
        remote: true,
        amount: 11.2,
      })
    }
    expect(quote({ countryCode: "us", province: "FL", weightGrams: 500, currencyCode: "usd" }).remote).toBe(false)
  })

  it("converts to the cart's currency and rounds as the currency does", () => {
    expect(quote({ countryCode: "co", weightGrams: 500, currencyCode: "COP" })).toMatchObject({
      amount: 20000,
      currency_code: "cop",
    })
    expect(quote({ countryCode: "mx", weightGrams: 500, currencyCode: "mxn" }).amount).toBe(162)
    expect(quote({ countryCode: "es", weightGrams: 500, currencyCode: "eur" }).amount).toBe(16.56)
    expect(() => quote({ countryCode: "us", weightGrams: 1, currencyCode: "xyz" })).toThrow(/cannot quote in xyz/)
  })

  it("prices an unknown or missing destination at the international rate", () => {
    expect(quote({ countryCode: null, weightGrams: 500, currencyCode: "usd" })).toMatchObject({
      zone: "internacional",
      amount: 25,
    })
  })

  it("weighs lines by variant weight × quantity, and a bundle's component lines not at all", () => {
    expect(
      cartWeight([
        { quantity: 2, variant: { weight: 850 } },
        { quantity: 1, variant: { weight: 1400 }, metadata: { bundle_key: "bndl_1" } },
        { quantity: 1, variant: { weight: 850 }, metadata: { bundled_by: "cali_1" } },
        { quantity: 3, variant: null },
      ])
    ).toBe(3100)
  })
})

describe("personal-store names", () => {
  it("are derived from a person's name, URL-safe", () => {
    expect(storeNameFrom("María José Peña")).toBe("maria-jose-pena")
    expect(storeNameFrom("  Ñandú & Co. ")).toBe("nandu-co")
    expect(storeNameFrom("Li")).toBe("socio-li")
    expect(storeNameFrom("¡!")).toBe("socio-vitalia")
    for (const name of ["maria-jose-pena", "nandu-co", "socio-li", storeNameFrom("x".repeat(80))])
      expect(name).toMatch(STORE_NAME)
  })

  it("compare without case or accents", () => {
    expect(fold("Carolina MÉNDEZ")).toBe("carolina mendez")
  })
})

describe("bundle integrity", () => {
  const bundle = { id: "cali_b", quantity: 2, metadata: { bundle_key: "bndl_1" } }
  const component = (quantity: number, bundled_by = "cali_b") => ({
    id: "cali_c",
    quantity,
    metadata: { bundled_by, bundle_quantity: 2 },
  })

  it("accepts components that match their bundle", () => {
    expect(bundleProblems([bundle, component(4)])).toEqual([])
  })

  it("finds components without their bundle or at another quantity", () => {
    expect(bundleProblems([component(4)])).toEqual(["line cali_c belongs to a bundle that is no longer in the cart"])
    expect(bundleProblems([bundle, component(2)])).toEqual([
      "line cali_c does not match the quantity of its bundle cali_b",
    ])
  })
})

describe("the enrollment request on an order (metadata.enrollment)", () => {
  it("reads the sponsor and the personal store", () => {
    expect(
      enrollmentRequest({ enrollment: { sponsor_partner_id: " ptnr_1 ", personal_store_name: "Carolina" } })
    ).toEqual({
      sponsor_partner_id: "ptnr_1",
      personal_store_name: "carolina",
    })
    expect(enrollmentRequest({ enrollment: { personal_store_name: "diego" } })).toEqual({
      sponsor_partner_id: null,
      personal_store_name: "diego",
    })
  })

  it("is absent when the order asks for nothing usable", () => {
    for (const metadata of [
      null,
      {},
      { enrollment: true },
      { enrollment: [] },
      { enrollment: { sponsor_partner_id: "" } },
    ]) {
      expect(enrollmentRequest(metadata as Record<string, unknown> | null)).toBeNull()
    }
  })
})
