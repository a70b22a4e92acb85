import { write } from "@vitalia/schema/admin/paths"
import type { Field, ResourceDefinition } from "@vitalia/schema/admin/types"

type JsonSchema = Record<string, unknown>

/** Which fields a write accepts: on create, on update, or an action's inputs (all of them). */
export type WriteKind = "create" | "update" | "input"

/**
 * The JSON schema of a write body, built from the definition: only declared,
 * writable fields (additionalProperties: false), their types, limits and
 * choices; required ones on create.
 */
export function bodySchema(fields: Readonly<Record<string, Field>>, kind: WriteKind): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  const required: string[] = []
  for (const [name, field] of Object.entries(fields)) {
    if (!accepts(field, kind)) continue
    properties[name] = valueSchema(field)
    if (kind === "create" && field.create === "required") required.push(name)
    if (kind === "input" && field.create === "required") required.push(name)
  }
  return { type: "object", additionalProperties: false, properties, ...(required.length ? { required } : {}) }
}

export function accepts(field: Field, kind: WriteKind): boolean {
  if (kind === "input") return field.create !== false && field.type !== "id"
  if (kind === "create") return Boolean(field.create)
  return Boolean(field.update)
}

/** The writable field names of a definition for `kind`. */
export function writable(definition: ResourceDefinition, kind: "create" | "update"): string[] {
  return Object.entries(definition.fields)
    .filter(([, field]) => accepts(field, kind))
    .map(([name]) => name)
}

function valueSchema(field: Field): JsonSchema {
  const schema = baseSchema(field)
  return field.nullable ? { anyOf: [schema, { type: "null" }] } : schema
}

function baseSchema(field: Field): JsonSchema {
  switch (field.type) {
    case "id":
    case "reference":
      return { type: "string", minLength: 1, maxLength: 200 }
    case "text":
    case "longtext":
    case "url":
    case "image":
      return {
        type: "string",
        // A field a record cannot be created without cannot be blanked later either.
        ...(field.create === "required" ? { minLength: 1 } : {}),
        maxLength: field.maxLength ?? (field.type === "longtext" ? 20_000 : 2_000),
        ...(field.pattern ? { pattern: field.pattern } : {}),
      }
    case "email":
      return { type: "string", maxLength: 254, pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$" }
    case "date":
    case "datetime":
      return { type: "string", maxLength: 40, pattern: "^\\d{4}-\\d{2}-\\d{2}" }
    case "number":
    case "money":
      return { type: "number", ...limits(field) }
    case "percent":
      return { type: "number", minimum: field.min ?? 0, maximum: field.max ?? 100 }
    case "integer":
      return { type: "integer", ...limits(field) }
    case "boolean":
      return { type: "boolean" }
    case "enum":
      // Choices read from the record (choicesFrom) are the engine's to check.
      return field.choices
        ? { type: "string", enum: Object.keys(field.choices) }
        : { type: "string", minLength: 1, maxLength: 200 }
    case "references":
    case "strings":
      return { type: "array", maxItems: 200, items: { type: "string", minLength: 1, maxLength: 500 } }
    case "json":
      return { type: "object" }
    case "list":
      return { type: "array", maxItems: 500, items: bodySchema(field.of ?? {}, "input") }
    case "object":
      return bodySchema(field.of ?? {}, "input")
  }
}

/** Without limits of its own a number stays within what the engine's columns hold (integers: PostgreSQL's integer). */
const NUMBER_LIMIT = 1e12
const INTEGER_LIMIT = 2_147_483_647

function limits(field: Field): JsonSchema {
  const bound = field.type === "integer" ? INTEGER_LIMIT : NUMBER_LIMIT
  return { minimum: field.min ?? -bound, maximum: field.max ?? bound }
}

/**
 * A validated body as the engine wants it: `objects` references become
 * `[{ id }]`, fields with a `source` are written at that path.
 */
export function toEngineBody(
  fields: Readonly<Record<string, Field>>,
  body: Record<string, unknown>
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(body)) {
    const field = fields[name]
    if (!field) continue
    let engineValue = value
    if (field.type === "references" && field.objects && Array.isArray(value))
      engineValue = (value as unknown[]).map((id) => ({ id }))
    else if (field.type === "object" && field.of && value && typeof value === "object")
      engineValue = toEngineBody(field.of, value as Record<string, unknown>)
    else if (field.type === "list" && field.of && Array.isArray(value))
      engineValue = (value as unknown[]).map((item) =>
        item && typeof item === "object" ? toEngineBody(field.of!, item as Record<string, unknown>) : item
      )
    write(out, field.source ?? name, engineValue)
  }
  return out
}

/**
 * What an update body changes: the keys whose value differs from the record as the adapter
 * reads it (GET /admin-api/<res>/:id). The rest — the id, timestamps, computed and read-only
 * fields, and writable ones sent unchanged — is set aside rather than refused, so a client can
 * send back the whole record it read with its changes in it.
 */
export function changedFields(
  body: Record<string, unknown>,
  current: Record<string, unknown>
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !sameValue(value, current[key])))
}

/** Whether two JSON values are equal (object keys in any order; an absent key and `undefined` alike). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((value, i) => sameValue(value, b[i]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = new Set([...Object.keys(left), ...Object.keys(right)])
  for (const key of keys) if (!sameValue(left[key], right[key])) return false
  return true
}
