import { describe, expect, it } from "vitest"
import { INPUT_LIMITS } from "@vitalia/schema/limits"
import { EngineError, fieldOf } from "./errors.js"

describe("the engine's refusals in the catalogue's words", () => {
  it("a shipping country outside the cart's region (core-flows names it only in words) is ADDRESS_NOT_IN_REGION on the country", () => {
    const error = new EngineError(
      400,
      "Bad Request",
      "Country with code zz is not within region Estados Unidos",
      "invalid_data"
    )
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "shippingAddress.countryCode" })
    expect(error.texts.es).toBe("La dirección de envío no está en la región elegida.")
  })

  it("a bundle's quantity the engine refuses (BUNDLE_QUANTITY_RANGE) is QUANTITY_RANGE on quantity, 1 to 99", () => {
    const error = new EngineError(
      400,
      "Bad Request",
      "A bundle's quantity must be a whole number from 1 to 99",
      "invalid_data",
      "BUNDLE_QUANTITY_RANGE"
    )
    expect(error.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "quantity",
      limit: { min: 1, max: INPUT_LIMITS.bundleQuantity },
    })
    expect(error.texts).toEqual({
      es: "La cantidad debe ser un número entero entre 1 y 99.",
      en: "The quantity must be a whole number from 1 to 99.",
    })
  })

  it("other 400s keep the generic message and the field the engine's validation names", () => {
    const error = new EngineError(
      400,
      "Bad Request",
      "Invalid request: Field 'shipping_address.first_name' is required",
      "invalid_data"
    )
    expect(error.extensions).toMatchObject({ field: "shippingAddress.firstName" })
    expect(fieldOf("Something else")).toBeUndefined()
  })
})
