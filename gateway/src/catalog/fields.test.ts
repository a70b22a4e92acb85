import { describe, expect, it } from "vitest"
import { productFields } from "./service.js"

describe("engine fields from what the caller asked", () => {
  it("asks only for what a product grid shows", () => {
    const fields = productFields(new Set(["id", "title", "thumbnail", "fromPrice", "fromPrice.amount"]), "reg_1").split(
      ","
    )
    expect(fields).toContain("*variants.calculated_price")
    expect(fields).not.toContain("*categories")
    expect(fields).not.toContain("*options")
    expect(fields).not.toContain("*variants.options")
  })

  it("never asks for prices without a region", () => {
    expect(productFields(new Set(["variants", "variants.price"]), null)).not.toContain("calculated_price")
  })

  it("asks for everything when nothing is said", () => {
    const fields = productFields(undefined, "reg_1")
    for (const part of [
      "*images",
      "*options",
      "*collection",
      "*categories",
      "*variants.options",
      "*variants.calculated_price",
    ])
      expect(fields).toContain(part)
  })
})
