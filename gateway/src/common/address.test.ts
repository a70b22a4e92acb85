import { describe, expect, it } from "vitest"
import { refusal } from "../test-support/refusal.js"
import { normaliseProvince, toEngineAddress } from "./address.js"

describe("address normalisation (docs/product.md §5)", () => {
  it("takes a province option object's value", () => {
    expect(normaliseProvince({ value: "ANT", label: "Antioquia" })).toBe("ANT")
    expect(normaliseProvince({ code: "JAL", name: "Jalisco" })).toBe("JAL")
    expect(normaliseProvince("CA")).toBe("CA")
  })

  it("defaults address_2 and company to empty", () => {
    const address = toEngineAddress({
      firstName: "Lucía",
      address1: "Calle 10 # 43-12",
      countryCode: "CO",
      province: { value: "ANT" },
    })
    expect(address).toMatchObject({
      address_2: "",
      company: "",
      country_code: "co",
      province: "ANT",
      first_name: "Lucía",
    })
  })

  it("refuses a country that is not two letters, naming the field by its input path", async () => {
    expect(await refusal(() => toEngineAddress({ countryCode: "Colombia" }, "shippingAddress"))).toEqual({
      code: "BAD_USER_INPUT",
      field: "shippingAddress.countryCode",
      limit: undefined,
      es: "Elige un país de la lista.",
      en: "Choose a country from the list.",
    })
  })

  it("refuses a province that is neither a string nor an option", async () => {
    expect(await refusal(() => normaliseProvince(42))).toMatchObject({
      field: "province",
      es: "Elige un departamento o estado de la lista.",
    })
  })

  it("refuses a field over its limit, with the limit", async () => {
    expect(await refusal(() => toEngineAddress({ city: "x".repeat(201) }, "billingAddress"))).toMatchObject({
      field: "billingAddress.city",
      limit: { max: 200 },
      es: "Revisa la ciudad: admite como máximo 200 caracteres.",
      en: "Please check the city: it takes at most 200 characters.",
    })
  })
})

describe("unsafe text", () => {
  it("refuses markup and control characters in address fields", async () => {
    expect(await refusal(() => toEngineAddress({ firstName: "<script>alert(1)</script>" }))).toMatchObject({
      field: "address.firstName",
      es: "Revisa el nombre: no puede llevar los signos < > ni caracteres de control.",
    })
    expect(await refusal(() => toEngineAddress({ city: "Bogotá\u0000" }))).toMatchObject({ field: "address.city" })
    expect(toEngineAddress({ city: "  Bogotá D.C. " }).city).toBe("Bogotá D.C.")
  })
})
