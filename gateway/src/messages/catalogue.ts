import { INPUT_LIMITS } from "../../../schema/limits.js"
import { ERROR_CODES, localize, type ErrorKey } from "./errors.js"

const FIELD = { field: "shippingAddress.city" }

/** Values to show each message of the catalogue with (docs/api.md, the catalogue's test): real limits. */
export const EXAMPLES: Partial<Record<ErrorKey, Record<string, unknown>>> = {
  INSUFFICIENT_INVENTORY: { product: "Colágeno Hidrolizado", available: 2 },
  INVALID_FIELD: FIELD,
  REQUIRED: FIELD,
  TOO_LONG: { ...FIELD, max: INPUT_LIMITS.text },
  UNSAFE_TEXT: FIELD,
  WEAK_PASSWORD: INPUT_LIMITS.password,
  QUANTITY_RANGE: { min: 1, max: INPUT_LIMITS.lineQuantity },
  CODES_LIMIT: INPUT_LIMITS.codes,
  METADATA_RESERVED: { key: "enrollment" },
  METADATA_TOO_LARGE: { max: INPUT_LIMITS.metadataBytes },
  INVALID_ID: { field: "variantId" },
  PAGE_SIZE: { max: 100 },
  SUBSCRIPTION_ITEMS: { max: 20 },
  INVALID_DATE: { field: "startOn" },
  THROTTLED: { seconds: 3 },
  WEBHOOK_TOO_LARGE: { kib: 256 },
  STAFF_REFUND_LIMIT: { limit: 100 },
  STAFF_REFUND_LIMIT_LEFT: { limit: 100, refunded: 60, remaining: 40 },
}

/** One message of the catalogue in both languages, with its example values. */
export const example = (key: ErrorKey) =>
  (localize as (key: ErrorKey, params?: unknown) => { es: string; en: string })(key, EXAMPLES[key])

/** The error catalogue as docs/api.md shows it: one row per message, with its code and both languages. */
export function catalogueTable(): string {
  const rows = (Object.keys(ERROR_CODES) as ErrorKey[]).map((key) => {
    const { es, en } = example(key)
    return `| \`${ERROR_CODES[key]}\` | \`${key}\` | ${es} | ${en} |`
  })
  return ["| code | message | es | en |", "|---|---|---|---|", ...rows].join("\n")
}
