import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { catalogueTable, example, reasonsTable } from "./catalogue.js"
import { enErrors } from "./en.js"
import { ENGINE_REFUSALS, ERROR_CODES, type ErrorKey } from "./errors.js"
import { esErrors } from "./es.js"

const keys = Object.keys(ERROR_CODES) as ErrorKey[]

describe("the error catalogue", () => {
  it("has a code, a Spanish and an English message for every message, and nothing else", () => {
    expect(Object.keys(esErrors).sort()).toEqual([...keys].sort())
    expect(Object.keys(enErrors).sort()).toEqual([...keys].sort())
    for (const key of keys) {
      const { es, en } = example(key)
      expect(es.trim(), key).not.toBe("")
      expect(en.trim(), key).not.toBe("")
      expect(`${es} ${en}`, key).not.toMatch(/undefined|NaN|\[object|\$\{/)
    }
  })

  it("speaks Spanish in Spanish: no message is left in English", () => {
    const untranslated = keys.filter((key) => example(key).es === example(key).en)
    expect(untranslated).toEqual([])
  })

  it("quotes docs/product.md §8's store errors word for word in English", () => {
    expect(enErrors).toMatchObject({
      NO_ACTIVE_CART: "No active cart",
      NO_REGION_AVAILABLE: "No region available",
      NO_VARIANTS_PROVIDED: "No variants provided",
      AUTHENTICATION_FAILED: "Authentication failed",
      FAILED_TO_COMPLETE_CART: "Failed to complete cart",
      NO_REGIONS_AVAILABLE: "No regions available",
      INVALID_REGION: "Invalid region",
    })
  })

  it("maps only codes it has messages for from the engine", () => {
    for (const [code, refusal] of Object.entries(ENGINE_REFUSALS))
      expect(keys).toContain(refusal && typeof refusal === "object" && refusal.message ? refusal.message : code)
  })

  it("is listed, current, in docs/api.md", () => {
    const docs = readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8")
    const listed = /<!-- error-catalogue:start -->\n([\s\S]*?)\n<!-- error-catalogue:end -->/.exec(docs)?.[1]
    expect(listed, "run npm run docs:errors").toBe(catalogueTable())
    const reasons = /<!-- checkout-reasons:start -->\n([\s\S]*?)\n<!-- checkout-reasons:end -->/.exec(docs)?.[1]
    expect(reasons, "run npm run docs:errors").toBe(reasonsTable())
  })
})
