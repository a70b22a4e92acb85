import { describe, expect, it } from "vitest"
import { cartWeight, quote } from "./rates"

/** Ballena's rate table as a plain function; the fulfilment provider (service.ts) quotes with it. */
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
