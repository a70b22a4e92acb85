import { Ajv } from "ajv"
import { describe, expect, it } from "vitest"
import type { Field } from "@vitalia/schema/admin/types"
import { bodySchema, changedFields, sameValue, toEngineBody } from "./bodies.js"

const fields: Record<string, Field> = {
  id: { type: "id", label: ["ID", "ID"] },
  title: { type: "text", label: ["T", "T"], create: "required", update: true },
  status: {
    type: "enum",
    label: ["E", "S"],
    create: true,
    update: true,
    choices: { draft: ["B", "D"], published: ["P", "P"] },
  },
  weight: { type: "number", label: ["P", "W"], create: true, update: true, nullable: true, min: 0 },
  categories: {
    type: "references",
    label: ["C", "C"],
    reference: "product-categories",
    objects: true,
    create: true,
    update: true,
  },
  requires_enrollment: {
    type: "boolean",
    label: ["S", "E"],
    source: "metadata.requires_enrollment",
    create: true,
    update: true,
  },
  prices: {
    type: "list",
    label: ["P", "P"],
    create: true,
    of: {
      currency_code: { type: "text", label: ["M", "C"], create: "required" },
      amount: { type: "money", label: ["I", "A"], create: "required" },
    },
  },
  created_at: { type: "datetime", label: ["C", "C"] },
}
const ajv = new Ajv({ allErrors: true, strict: false })

describe("write bodies from a definition", () => {
  it("accept the declared fields of each kind of write", () => {
    const create = ajv.compile(bodySchema(fields, "create"))
    expect(
      create({
        title: "HC FIT",
        status: "draft",
        weight: null,
        categories: ["pcat_1"],
        prices: [{ currency_code: "usd", amount: 10 }],
      })
    ).toBe(true)
    const update = ajv.compile(bodySchema(fields, "update"))
    expect(update({ status: "published" })).toBe(true)
  })

  it("refuse undeclared and read-only fields, wrong types, missing required fields and unknown choices", () => {
    const create = ajv.compile(bodySchema(fields, "create"))
    expect(create({ title: "x", created_at: "2026-01-01" })).toBe(false)
    expect(create({ title: "x", color: "red" })).toBe(false)
    expect(create({ status: "draft" })).toBe(false)
    expect(create({ title: "x", status: "stolen" })).toBe(false)
    expect(create({ title: "x", weight: -1 })).toBe(false)
    expect(create({ title: "x", prices: [{ currency_code: "usd" }] })).toBe(false)
    expect(ajv.compile(bodySchema(fields, "update"))({ prices: [] })).toBe(false)
  })

  it("write references as [{ id }] and fields at their source", () => {
    expect(toEngineBody(fields, { title: "x", categories: ["a", "b"], requires_enrollment: true })).toEqual({
      title: "x",
      categories: [{ id: "a" }, { id: "b" }],
      metadata: { requires_enrollment: true },
    })
  })
})

describe("an update sends back the record it read", () => {
  const current = {
    id: "prod_1",
    title: "Té",
    created_at: "2026-01-01T00:00:00.000Z",
    tags: ["a", "b"],
    metadata: { x: 1, y: [1, 2] },
    variants: [{ id: "v1", prices: [{ amount: 5 }] }],
  }

  it("sets aside what is unchanged (ids, timestamps, computed values, objects in any key order)", () => {
    expect(changedFields({ ...current, metadata: { y: [1, 2], x: 1 } }, current)).toEqual({})
  })

  it("keeps what changed, read-only or not (the schema then decides)", () => {
    expect(changedFields({ ...current, title: "Té verde", created_at: "2000-01-01" }, current)).toEqual({
      title: "Té verde",
      created_at: "2000-01-01",
    })
    expect(changedFields({ tags: ["b", "a"], subtitle: null }, current)).toEqual({ tags: ["b", "a"], subtitle: null })
  })

  it("compares JSON values", () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true)
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true)
    expect(sameValue(null, undefined)).toBe(false)
    expect(sameValue([1], { 0: 1 })).toBe(false)
    expect(sameValue(1, "1")).toBe(false)
  })
})
