import type { Query, QueryValue } from "../medusa/query.js"
import type { ResourceDefinition } from "@vitalia/schema/admin/types"
import { BadRequest } from "./errors.js"

/** The largest page one list call may ask for. */
export const MAX_PAGE = 500

/** A list request in react-admin's simple-rest dialect, checked against the definition. */
export interface ListRequest {
  offset: number
  limit: number
  /** Engine `order` (`-created_at`), or undefined for the engine's default. */
  order?: string
  /** The engine query parameters the filters became. */
  filters: Query
  /** Searches the gateway does itself (`within`): the text and the fields it looks in. */
  within?: { text: string; fields: readonly string[] }
  /** `filter.id` as a list: getMany. */
  ids?: string[]
}

/**
 * Reads `sort=["f","ASC"]&range=[0,24]&filter={…}`: only sortable fields, declared
 * filters and sane ranges pass; anything else is a 400 naming what was wrong.
 */
export function readListRequest(definition: ResourceDefinition, query: Record<string, unknown>): ListRequest {
  const range = parseJson(query.range, "range", [0, 24])
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw new BadRequest("range must be [first, last] with 0 ≤ first ≤ last", { range: "must be [first, last]" })
  }
  const [first, last] = range as [number, number]
  const limit = last - first + 1
  if (limit > MAX_PAGE)
    throw new BadRequest(`A page holds at most ${MAX_PAGE} records`, { range: `at most ${MAX_PAGE} records` })

  let order: string | undefined
  const sort = parseJson(query.sort, "sort", definition.sort ?? null)
  if (sort !== null) {
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      typeof sort[0] !== "string" ||
      !["ASC", "DESC"].includes(String(sort[1]).toUpperCase())
    ) {
      throw new BadRequest('sort must be ["field", "ASC" | "DESC"]', { sort: 'must be ["field", "ASC" | "DESC"]' })
    }
    const [fieldName, direction] = sort as [string, string]
    const field = definition.fields[fieldName]
    // react-admin sorts by id when a screen says nothing (reference inputs): every record has one.
    const byId = fieldName === "id"
    if (!byId && !field?.sortable)
      throw new BadRequest(`${definition.name} cannot be sorted by ${fieldName}`, {
        sort: `cannot sort by ${fieldName}`,
      })
    const column = byId ? (definition.engine.idField ?? "id") : (field.source ?? fieldName)
    order = direction.toUpperCase() === "DESC" ? `-${column}` : column
  }

  const filter = parseJson(query.filter, "filter", {})
  if (!filter || typeof filter !== "object" || Array.isArray(filter))
    throw new BadRequest("filter must be a JSON object", { filter: "must be an object" })
  const filters: Query = {}
  let ids: string[] | undefined
  let within: ListRequest["within"]
  const errors: Record<string, string> = {}
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || value === null || value === "") continue
    if (key === "id") {
      const list = [value].flat()
      if (!list.every((v) => typeof v === "string" || typeof v === "number")) errors.id = "must be ids"
      else ids = list.map(String)
      continue
    }
    const declared = definition.filters?.[key]
    if (!declared) {
      errors[key] = "is not a filter of this list"
      continue
    }
    const values = [value].flat()
    if (!values.every(isScalar) || (!declared.multiple && values.length > 1)) {
      errors[key] = declared.multiple ? "must be values" : "must be one value"
      continue
    }
    if (declared.type === "enum" && declared.choices && !values.every((v) => String(v) in declared.choices!)) {
      errors[key] = `must be one of ${Object.keys(declared.choices).join(", ")}`
      continue
    }
    if (declared.within) {
      within = { text: String(values[0]), fields: declared.within }
      continue
    }
    const text: string | string[] = declared.multiple ? values.map(String) : String(values[0])
    const param = declared.param ?? key
    const existing = filters[param]
    if (declared.op) {
      const ops = existing && typeof existing === "object" && !Array.isArray(existing) ? existing : {}
      filters[param] = {
        ...ops,
        [declared.op]: declared.op === "$ilike" ? `%${Array.isArray(text) ? text.join(",") : text}%` : text,
      }
    } else {
      setParam(filters, param, text)
    }
  }
  if (Object.keys(errors).length) throw new BadRequest("Invalid filter", errors)
  return { offset: first, limit, order, filters, ids, ...(within ? { within } : {}) }
}

/** The values a filter may hold: JSON's scalars, as they stand in the `filter` parameter. */
function isScalar(value: unknown): value is string | number | boolean {
  return ["string", "number", "boolean"].includes(typeof value)
}

/** `a.b` parameters become nested objects (`application_method[currency_code]`). */
function setParam(target: Query, param: string, value: QueryValue) {
  const keys = param.split(".")
  let node: Record<string, QueryValue> = target
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== "object" || Array.isArray(node[key])) node[key] = {}
    node = node[key]
  }
  node[keys[keys.length - 1]] = value
}

function parseJson(value: unknown, name: string, fallback: unknown): unknown {
  if (value === undefined || value === "") return fallback
  if (typeof value !== "string") throw new BadRequest(`${name} must be JSON`, { [name]: "must be JSON" })
  try {
    return JSON.parse(value)
  } catch {
    throw new BadRequest(`${name} must be JSON`, { [name]: "must be JSON" })
  }
}

/** The Content-Range header of a page: `orders 0-24/319`, or `orders *\/0` (nothing) when empty. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count > 0 ? `${resource} ${offset}-${offset + count - 1}/${total}` : `${resource} */${total}`
}
