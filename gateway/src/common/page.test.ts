import { describe, expect, it } from "vitest"
import { refusal } from "../test-support/refusal.js"
import { decodeCursor, encodeCursor, pageSize } from "./page.js"

describe("page cursors", () => {
  it("round-trip an offset", () => {
    expect(decodeCursor(encodeCursor(24))).toBe(24)
    expect(decodeCursor(null)).toBe(0)
  })

  it("refuse a cursor that was not made by us", async () => {
    expect(await refusal(() => decodeCursor("bm9wZQ"))).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "after",
      en: "The cursor is not valid: pass an endCursor from a previous page.",
    })
  })

  it("keep page sizes between 1 and 100", async () => {
    expect(pageSize(undefined)).toBe(12)
    for (const first of [0, 101]) {
      expect(await refusal(() => pageSize(first))).toMatchObject({
        field: "first",
        limit: { min: 1, max: 100 },
        es: "Pide entre 1 y 100 resultados por página.",
      })
    }
  })
})
