/**
 * A value read from a record (JSON: a string, number, boolean, null, array or plain object) as text, the
 * way String() writes it: "12", "true", "a,b" for an array, "[object Object]" for an object. Typed for
 * unknown values, which String() may not be given under the lint (no-base-to-string).
 */
export function asText(value: unknown): string {
  if (typeof value === "string") return value
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return `${value}`
  if (value === null) return "null"
  if (value === undefined) return "undefined"
  // As Array.prototype.toString: the items joined by commas, a missing one as "".
  if (Array.isArray(value))
    return value.map((item: unknown) => (item === null || item === undefined ? "" : asText(item))).join(",")
  return Object.prototype.toString.call(value)
}
