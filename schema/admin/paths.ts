import type { Condition, Fill } from "./types.js"

/**
 * Reading definitions' paths in records: the gateway and the back-office both
 * use these, so a value computed for a form is the value the gateway would
 * compute when the form leaves it out. Pure functions.
 */

type Params = Readonly<Record<string, unknown>>

/** The values at a dotted path; lists along the way are flattened, `[key=value]` selects elements (`:name` reads params). */
export function readAll(record: unknown, path: string, params: Params = {}): unknown[] {
  let current: unknown[] = [record]
  for (const segment of splitPath(path)) {
    const match = /^([^[\]]+)(?:\[([^=\]]+)=([^\]]*)\])?$/.exec(segment)
    if (!match) return []
    const [, key, whereKey, whereValue] = match
    const next: unknown[] = []
    for (const value of current) {
      const child = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined
      const items = Array.isArray(child) ? child : child === undefined ? [] : [child]
      for (const item of items) {
        if (whereKey) {
          const wanted = whereValue.startsWith(":") ? params[whereValue.slice(1)] : whereValue
          if (!item || typeof item !== "object" || String((item as Record<string, unknown>)[whereKey]) !== String(wanted)) continue
        }
        next.push(item)
      }
    }
    current = next
  }
  return current
}

/** The value at a dotted path (no flattening): `a.b.c`. */
export function read(record: unknown, path: string): unknown {
  let value: unknown = record
  for (const key of path.split(".")) {
    if (value === null || value === undefined || typeof value !== "object") return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** Sets a dotted path, creating objects on the way. */
export function write(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".")
  let node = target
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== "object") node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[keys[keys.length - 1]] = value
}

/** A Fill's value for a record: a list (with `map`) or the first value found. */
export function fillFrom(record: unknown, fill: Fill, params: Params = {}): unknown {
  const values = readAll(record, fill.from, params)
  if (!fill.map) return values.length > 1 ? values : values[0]
  const mapped = values.map((element) => {
    const out: Record<string, unknown> = {}
    for (const [key, expression] of Object.entries(fill.map!)) out[key] = evaluate(element, expression)
    return out
  })
  return fill.positive ? mapped.filter((element) => Number(element[fill.positive!]) > 0) : mapped
}

/** `path` or `path - path` (numbers; missing counts as 0). */
function evaluate(element: unknown, expression: string): unknown {
  const parts = expression.split(" - ").map((p) => p.trim())
  if (parts.length === 1) return read(element, parts[0])
  return parts.slice(1).reduce((total: number, path) => total - Number(read(element, path) ?? 0), Number(read(element, parts[0]) ?? 0))
}

/** Whether a record meets an action's condition. */
export function meets(record: unknown, condition: Condition | undefined): boolean {
  if (!condition) return true
  return Object.entries(condition).every(([path, allowed]) => {
    const values = readAll(record, path)
    if (allowed === true) return values.some((v) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0))
    const value = values.length ? values[0] : null
    return allowed.some((a) => a === value || (a === null && value === undefined))
  })
}

/**
 * A record's name from a definition's `title`: a field, or a template like
 * "${first_name} ${last_name}"; alternatives separated by " || " are tried in
 * turn ("${first_name} ${last_name} || email"), the id last.
 */
export function titleOf(record: Record<string, unknown> | undefined, title: string): string {
  if (!record) return ""
  for (const alternative of title.split(" || ")) {
    const text = titleWith(record, alternative.trim())
    if (text) return text
  }
  return String(record.id ?? "")
}

function titleWith(record: Record<string, unknown>, title: string): string {
  if (!title.includes("${")) {
    const value = read(record, title)
    return value === null || value === undefined ? "" : String(value)
  }
  const text = title.replace(/\$\{([^}]+)\}/g, (_, path: string) => {
    const value = read(record, path.trim())
    return value === null || value === undefined ? "" : String(value)
  })
  return text.replace(/^[\s·#()]+$/, "").trim()
}

function splitPath(path: string): string[] {
  // Dots inside a [key=value] selector do not split.
  const segments: string[] = []
  let depth = 0
  let current = ""
  for (const char of path) {
    if (char === "[") depth++
    if (char === "]") depth--
    if (char === "." && depth === 0) {
      segments.push(current)
      current = ""
    } else current += char
  }
  segments.push(current)
  return segments
}
