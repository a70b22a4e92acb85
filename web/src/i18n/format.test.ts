import { describe, expect, it } from "vitest"
import { countryName, formatDate, formatMoney, localeTag } from "./format"

describe("money and dates (Intl, the region's currency, the shopper's language)", () => {
  it("a one-country region formats like that country", () => {
    expect(localeTag("es", [{ iso2: "co" }])).toBe("es-CO")
    expect(localeTag("es", [{ iso2: "us" }])).toBe("es-US")
    expect(localeTag("en", [{ iso2: "ca" }])).toBe("en-CA")
  })
  it("other regions use Latin American Spanish or US English", () => {
    expect(localeTag("es", [{ iso2: "ar" }, { iso2: "cl" }])).toBe("es-419")
    expect(localeTag("es", [{ iso2: "jp" }])).toBe("es-419")
    expect(localeTag("en", [])).toBe("en-US")
  })
  it("formats amounts in major units of the currency", () => {
    expect(formatMoney(196000, "cop", "es-CO")).toMatch(/^\$\s?196\.000$/)
    expect(formatMoney(49, "usd", "es-US")).toBe("$49.00")
    expect(formatMoney(49, "usd", "en-US")).toBe("$49.00")
    expect(formatMoney(45.08, "eur", "es-ES")).toMatch(/^45,08\s€$/)
    expect(formatMoney(882, "mxn", "es-419")).toBe("$882.00")
  })
  it("defaults to usd (docs/product.md §9)", () => expect(formatMoney(10, null, "en-US")).toBe("$10.00"))
  it("formats dates in the language", () => {
    expect(formatDate("2026-11-22T12:00:00Z", "es-CO")).toBe("22 de noviembre de 2026")
    expect(formatDate("2026-11-22T12:00:00Z", "en-US")).toBe("November 22, 2026")
    expect(formatDate("not a date", "en-US")).toBe("")
  })
  it("names countries in the shopper's language", () => {
    expect(countryName("us", "es")).toBe("Estados Unidos")
    expect(countryName("mx", "es")).toBe("México")
    expect(countryName("mx", "en")).toBe("Mexico")
  })
})
