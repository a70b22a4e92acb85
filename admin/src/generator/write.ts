import type { Field } from "@vitalia/schema/admin/types"

type Values = Record<string, unknown>
export type WriteKind = "create" | "update" | "input"

/** Whether a form sends this field (the gateway's bodies.ts decides the same way). */
export function writes(field: Field, kind: WriteKind): boolean {
  if (kind === "input") return field.create !== false && field.type !== "id"
  if (kind === "create") return Boolean(field.create)
  return Boolean(field.update)
}

/**
 * The body a form sends: only the fields the definition lets it write, empty
 * values left out (or null where the field may be null), and on update only
 * what changed (plus fields the engine wants every time).
 */
export function bodyOf(
  fields: Readonly<Record<string, Field>>,
  kind: WriteKind,
  values: Values,
  previous?: Values
): Values {
  const body: Values = {}
  for (const [name, field] of Object.entries(fields)) {
    if (!writes(field, kind)) continue
    const value = clean(field, values[name])
    if (value === undefined) continue
    if (kind === "update" && previous && field.update !== "always" && same(value, clean(field, previous[name])))
      continue
    body[name] = value
  }
  return body
}

function clean(field: Field, value: unknown): unknown {
  if (value === undefined) return undefined
  if (value === "" || value === null || (typeof value === "number" && Number.isNaN(value)))
    return field.nullable ? null : undefined
  switch (field.type) {
    case "object":
      return value && typeof value === "object" ? bodyOf(field.of ?? {}, "input", value as Values) : undefined
    case "list":
      return Array.isArray(value)
        ? value
            .filter((item) => item && typeof item === "object")
            .map((item) => bodyOf(field.of ?? {}, "input", item as Values))
        : undefined
    case "references":
    case "strings":
      return Array.isArray(value)
        ? value.filter((item) => item !== "" && item !== null && item !== undefined).map(String)
        : undefined
    case "number":
    case "money":
    case "percent":
    case "integer":
      return typeof value === "string" ? Number(value) : value
    case "date":
    case "datetime":
      return value instanceof Date ? value.toISOString() : value
    case "json":
      if (typeof value === "string") {
        try {
          return JSON.parse(value)
        } catch {
          return value
        }
      }
      return value
    default:
      return value
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
