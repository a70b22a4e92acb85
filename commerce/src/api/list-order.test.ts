import { describe, expect, it } from "vitest"
import { orderWithIdLast } from "./list-order"

describe("orderWithIdLast", () => {
  it("puts the id after the asked field, in its direction, and after the fallback when none is asked", () => {
    expect(orderWithIdLast({ created_at: "ASC" }, { created_at: "DESC" })).toEqual({ created_at: "ASC", id: "ASC" })
    expect(orderWithIdLast(undefined, { created_at: "DESC" })).toEqual({ created_at: "DESC", id: "DESC" })
    expect(orderWithIdLast({}, { created_at: "DESC" })).toEqual({ created_at: "DESC", id: "DESC" })
  })

  it("reads a relation's direction from inside it, and leaves an order by id alone", () => {
    expect(orderWithIdLast({ customer: { email: "DESC" } }, { created_at: "DESC" })).toEqual({
      customer: { email: "DESC" },
      id: "DESC",
    })
    expect(orderWithIdLast({ id: "ASC" }, { created_at: "DESC" })).toEqual({ id: "ASC" })
  })
})
