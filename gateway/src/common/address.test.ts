import { describe, expect, it } from "vitest"
import { normaliseProvince, toEngineAddress } from "./address.js"

describe("address normalisation (SPEC §5)", () => {
  it("takes a province option object's value", () => {
    expect(normaliseProvince({ value: "ANT", label: "Antioquia" })).toBe("ANT")
    expect(normaliseProvince({ code: "JAL", name: "Jalisco" })).toBe("JAL")
    expect(normaliseProvince("CA")).toBe("CA")
  })

  it("defaults address_2 and company to empty", () => {
    const address = toEngineAddress({ firstName: "Lucía", address1: "Calle 10 # 43-12", countryCode: "CO", province: { value: "ANT" } })
    expect(address).toMatchObject({ address_2: "", company: "", country_code: "co", province: "ANT", first_name: "Lucía" })
  })

  it("refuses a country that is not two letters", () => {
    expect(() => toEngineAddress({ countryCode: "Colombia" })).toThrow("countryCode must be a two-letter ISO 3166-1 code")
  })

  it("refuses a province that is neither a string nor an option", () => {
    expect(() => normaliseProvince(42)).toThrow("province must be a string or an option with a value")
  })
})

describe("unsafe text", () => {
  it("refuses markup and control characters in address fields", () => {
    expect(() => toEngineAddress({ firstName: "<script>alert(1)</script>" })).toThrow("firstName must not contain < > or control characters")
    expect(() => toEngineAddress({ city: "Bogotá\u0000" })).toThrow("city must not contain")
    expect(toEngineAddress({ city: "  Bogotá D.C. " }).city).toBe("Bogotá D.C.")
  })
})
