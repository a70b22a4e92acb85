import { describe, expect, it } from "vitest"
import { breakTies, orderColumn, sortRows } from "./resources.js"

describe("a stable order: the requested sort, then the id", () => {
  const at = "2026-11-23T10:00:00.000Z"
  const later = "2026-11-23T11:00:00.000Z"

  it("puts each run of equal values in id order and keeps the runs where the engine put them", () => {
    const rows = [
      { id: "c", created_at: later },
      { id: "a", created_at: later },
      { id: "z", created_at: at },
      { id: "b", created_at: at },
      { id: "y", created_at: at },
    ]
    expect(breakTies(rows, "created_at").map((r) => r.id)).toEqual(["a", "c", "b", "y", "z"])
  })

  it("reads nested columns and treats missing values as equal", () => {
    const rows = [
      { id: "2", customer: { email: "x" } },
      { id: "1", customer: { email: "x" } },
      { id: "4" },
      { id: "3" },
    ]
    expect(breakTies(rows, "customer.email").map((r) => r.id)).toEqual(["1", "2", "3", "4"])
  })

  it("orders in memory what the engine cannot, descending when asked, ids breaking ties", () => {
    const rows = [
      { id: "b", label: "Euro" },
      { id: "a", label: "Euro" },
      { id: "c", label: "Dólar" },
      { id: "d", label: null },
    ]
    expect(sortRows(rows, "label").map((r) => r.id)).toEqual(["c", "a", "b", "d"])
    expect(sortRows(rows, "-label").map((r) => r.id)).toEqual(["d", "a", "b", "c"])
    expect(sortRows(rows, undefined).map((r) => r.id)).toEqual(["a", "b", "c", "d"])
  })

  it("names the column of an engine order", () => {
    expect(orderColumn("-created_at")).toBe("created_at")
    expect(orderColumn(undefined, "code")).toBe("code")
  })
})
