import { describe, expect, it } from "vitest"
import { shippingGaps } from "./shipping.js"

const us = { id: "reg_us", name: "Estados Unidos", currency_code: "usd", countries: ["us"] }
const co = { id: "reg_co", name: "Colombia", currency_code: "cop", countries: [{ iso_2: "co" }] }
const option = (profile: string, country: string) => ({
  shipping_profile_id: profile,
  service_zone: { geo_zones: [{ country_code: country }] },
})
const sold = (profile: string | null, ...currencies: string[]) => ({
  shipping_profile_id: profile,
  variants: [{ prices: currencies.map((currency_code) => ({ currency_code })) }],
})

describe("the regions where a product is sold but cannot ship", () => {
  it("names a region whose countries no option of the product's profile serves", () => {
    expect(shippingGaps(sold("sp_frio", "usd", "cop"), [us, co], [option("sp_frio", "us")])).toEqual([co])
  })
  it("counts only the product's own profile, and only regions it has a price for", () => {
    expect(shippingGaps(sold("sp_frio", "usd"), [us, co], [option("sp_normal", "us")])).toEqual([us])
    expect(shippingGaps(sold("sp_normal", "usd"), [us, co], [option("sp_normal", "us")])).toEqual([])
  })
  it("a product without a profile ships nowhere it is sold", () => {
    expect(shippingGaps(sold(null, "usd"), [us], [option("sp_normal", "us")])).toEqual([us])
  })
})
