import { describe, expect, it } from "vitest"
import { buyerName, seriesStart } from "./figures"

describe("a partner's figures", () => {
  it("names a buyer by first name and last-name initial at most", () => {
    expect(buyerName("Lucía", "Gómez")).toBe("Lucía G.")
    expect(buyerName("  María José ", "de la Peña")).toBe("María D.")
    expect(buyerName("Ana", null)).toBe("Ana")
    expect(buyerName("", "Gómez")).toBeNull()
    expect(buyerName(null, null)).toBeNull()
  })

  it("starts the twelve-month series on the first day of the month eleven months back, in UTC", () => {
    expect(seriesStart(new Date("2026-11-26T10:00:00Z")).toISOString()).toBe("2025-12-01T00:00:00.000Z")
    expect(seriesStart(new Date("2026-01-01T00:30:00Z")).toISOString()).toBe("2025-02-01T00:00:00.000Z")
    // Late on the last day of a month in the Americas is already the next month in UTC.
    expect(seriesStart(new Date("2026-03-01T02:00:00Z")).toISOString()).toBe("2025-04-01T00:00:00.000Z")
  })
})
