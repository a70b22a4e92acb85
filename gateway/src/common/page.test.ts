import { describe, expect, it } from "vitest"
import { decodeCursor, encodeCursor, pageSize } from "./page.js"

describe("page cursors", () => {
  it("round-trip an offset", () => {
    expect(decodeCursor(encodeCursor(24))).toBe(24)
    expect(decodeCursor(null)).toBe(0)
  })

  it("refuse a cursor that was not made by us", () => {
    expect(() => decodeCursor("bm9wZQ")).toThrow("The cursor is not valid")
  })

  it("keep page sizes between 1 and 100", () => {
    expect(pageSize(undefined)).toBe(12)
    expect(() => pageSize(0)).toThrow("first must be between 1 and 100")
    expect(() => pageSize(101)).toThrow("first must be between 1 and 100")
  })
})
