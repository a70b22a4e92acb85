import { describe, expect, it } from "vitest"
import { asText } from "./text.js"

describe("asText: a record's value as String() writes it", () => {
  it.each([
    ["sku-1", "sku-1"],
    ["", ""],
    [12.5, "12.5"],
    [0, "0"],
    [true, "true"],
    [null, "null"],
    [undefined, "undefined"],
    [["a", 1, null, ["b", "c"]], "a,1,,b,c"],
    [[], ""],
    [{ a: 1 }, "[object Object]"],
  ])("%j -> %j", (value, text) => expect(asText(value)).toBe(text))
})
