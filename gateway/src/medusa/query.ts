import qs from "qs"
import { shopError } from "../errors.js"

/** docs/product.md §9: the engine parses at most 20 array items, 5 levels and 1000 parameters. */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const

export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue }
export type Query = Record<string, QueryValue>

/**
 * Serialises a query in nested bracket style (`fields[0]=a&filters[q]=b`), refusing
 * what the engine would silently cut at its limits rather than asking a different question.
 */
export function serializeQuery(query: Query | undefined): string {
  if (!query) return ""
  checkLimits(query, 0)
  const text = qs.stringify(query, { arrayFormat: "indices", encodeValuesOnly: true, skipNulls: true })
  const parameters = text ? text.split("&").length : 0
  if (parameters > QUERY_LIMITS.parameterLimit) {
    throw shopError("QUERY_PARAMETERS", undefined, { limit: { parameters: QUERY_LIMITS.parameterLimit } })
  }
  return text
}

function checkLimits(value: QueryValue, depth: number): void {
  if (value === null || typeof value !== "object") return
  if (depth >= QUERY_LIMITS.depth) {
    throw shopError("QUERY_PARAMETERS", undefined, { limit: { depth: QUERY_LIMITS.depth } })
  }
  if (Array.isArray(value)) {
    if (value.length > QUERY_LIMITS.arrayLimit) {
      throw shopError("QUERY_PARAMETERS", undefined, { limit: { arrayLimit: QUERY_LIMITS.arrayLimit } })
    }
    for (const item of value) checkLimits(item, depth + 1)
    return
  }
  for (const item of Object.values(value)) checkLimits(item, depth + 1)
}
