import { describe, expect, it } from "vitest"
import {
  amountOf,
  combinations,
  generateVariants,
  shopCurrencies,
  usableOptions,
  variantBody,
  withValue,
} from "./variants.js"

describe("the options-and-variants editor's arithmetic", () => {
  it("offers dollars and pesos first, then the regions' other currencies, each once", () => {
    expect(shopCurrencies(["EUR", "usd", "cop", "eur"])).toEqual(["usd", "cop", "eur"])
  })

  it("adds a value once, whatever its case, and never a blank one", () => {
    expect(withValue(["Vainilla"], " vainilla ")).toEqual(["Vainilla"])
    expect(withValue(["Vainilla"], "  ")).toEqual(["Vainilla"])
    expect(withValue(["Vainilla"], " Fresa ")).toEqual(["Vainilla", "Fresa"])
  })

  it("counts only options with a name and values, each name once", () => {
    expect(
      usableOptions([
        { title: " Sabor ", values: ["Fresa"] },
        { title: "", values: ["X"] },
        { title: "Tamaño", values: [] },
        { title: "sabor", values: ["Coco"] },
      ])
    ).toEqual([{ title: "Sabor", values: ["Fresa"] }])
  })

  it("makes one variant per combination of values", () => {
    const rows = combinations([
      { title: "Sabor", values: ["Vainilla", "Fresa"] },
      { title: "Tamaño", values: ["S", "M", "L"] },
    ])
    expect(rows).toHaveLength(6)
    expect(rows[0]).toEqual({ Sabor: "Vainilla", Tamaño: "S" })
    expect(rows[5]).toEqual({ Sabor: "Fresa", Tamaño: "L" })
    expect(combinations([])).toEqual([])
  })

  it("keeps the rows the merchant edited when a value is added, and drops those of a removed value", () => {
    const first = generateVariants([{ title: "Sabor", values: ["Vainilla", "Chocolate"] }], [])
    expect(first.map((row) => row.title)).toEqual(["Vainilla", "Chocolate"])
    const edited = first.map((row, i) => ({ ...row, sku: `SKU-${i}`, prices: { usd: String(10 + i) } }))
    const next = generateVariants([{ title: "Sabor", values: ["Chocolate", "Fresa"] }], edited)
    expect(next).toEqual([
      { options: { Sabor: "Chocolate" }, title: "Chocolate", sku: "SKU-1", prices: { usd: "11" } },
      { options: { Sabor: "Fresa" }, title: "Fresa", sku: "", prices: {} },
    ])
  })

  it("reads prices in major units, with a comma or a point, and refuses what is not an amount", () => {
    expect(amountOf("12,5")).toBe(12.5)
    expect(amountOf("40000")).toBe(40000)
    expect(amountOf("")).toBeNull()
    expect(amountOf("-1")).toBeNull()
    expect(amountOf("abc")).toBeNull()
  })

  it("writes a row as the engine's variant: stock managed, a price per filled currency", () => {
    expect(
      variantBody(
        { options: { Sabor: "Fresa" }, title: " ", sku: " TE-F ", prices: { usd: "12", cop: "", eur: "x" } },
        ["usd", "cop", "eur"]
      )
    ).toEqual({
      title: "Fresa",
      sku: "TE-F",
      manage_inventory: true,
      options: { Sabor: "Fresa" },
      prices: [{ currency_code: "usd", amount: 12 }],
    })
  })
})
