import { describe, expect, it } from "vitest"
import { serializeQuery } from "./query.js"

describe("engine query serialisation (docs/product.md §9)", () => {
  it("writes nested bracket style", () => {
    expect(decodeURIComponent(serializeQuery({ fields: "id,title", filters: { q: "té" }, ids: ["a", "b"] }))).toBe(
      "fields=id,title&filters[q]=té&ids[0]=a&ids[1]=b"
    )
  })

  it("leaves out null and undefined values", () => {
    expect(serializeQuery({ a: undefined, b: null, c: 1 })).toBe("c=1")
  })

  it("refuses more than 20 items in a list", () => {
    expect(() => serializeQuery({ ids: Array.from({ length: 21 }, (_, i) => `id${i}`) })).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ limit: { arrayLimit: 20 } }) as unknown })
    )
    expect(() => serializeQuery({ ids: Array.from({ length: 20 }, (_, i) => `id${i}`) })).not.toThrow()
  })

  it("refuses nesting deeper than 5 levels", () => {
    expect(() => serializeQuery({ a: { b: { c: { d: { e: "ok" } } } } })).not.toThrow()
    expect(() => serializeQuery({ a: { b: { c: { d: { e: { f: "deep" } } } } } })).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ limit: { depth: 5 } }) as unknown })
    )
  })
})
