import { INPUT_LIMITS } from "@vitalia/schema/limits"
import { CHECKOUT_REASONS, type CheckoutReason } from "../checkout/reasons.js"
import { ERROR_CODES, localize, type ErrorKey } from "./errors.js"

const FIELD = { field: "shippingAddress.city" }

/** Values to show each message of the catalogue with (docs/api.md, the catalogue's test): real limits. */
export const EXAMPLES: Partial<Record<ErrorKey, Record<string, unknown>>> = {
  INSUFFICIENT_INVENTORY: { product: "Colágeno Hidrolizado", available: 2 },
  CHECKOUT_INSUFFICIENT_INVENTORY: { product: "Colágeno Hidrolizado", available: 1 },
  CHECKOUT_PROMOTION_NOT_ALLOWED: {
    codes: "FITRENEWENROLLMENT",
    // The promotion's own refusal goes here, in the request's language.
    why: "…",
  },
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
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- localize's generic signature cannot be called with a key known only as ErrorKey; tsc needs the wider view (TS2345 without it)
  (localize as (key: ErrorKey, params?: unknown) => { es: string; en: string })(key, EXAMPLES[key])

/** The error catalogue as docs/api.md shows it: one row per message, with its code and both languages. */
export function catalogueTable(): string {
  const rows = (Object.keys(ERROR_CODES) as ErrorKey[]).map((key) => {
    const { es, en } = example(key)
    return `| \`${ERROR_CODES[key]}\` | \`${key}\` | ${es} | ${en} |`
  })
  return ["| code | message | es | en |", "|---|---|---|---|", ...rows].join("\n")
}

/** Where each checkout step is, in words, for the table of reasons. */
const STEPS = { contact: "contact and address", shipping: "shipping", payment: "payment", cart: "the cart" } as const

/** The reasons of a refused checkout as docs/api.md shows them: the step that fixes each, and its message. */
export function reasonsTable(): string {
  const rows = (Object.keys(CHECKOUT_REASONS) as CheckoutReason[]).map((reason) => {
    const { step, message } = CHECKOUT_REASONS[reason]
    const { es, en } = example(message)
    return `| \`${reason}\` | ${STEPS[step]} | ${es} | ${en} |`
  })
  return ["| reason | step that fixes it | es | en |", "|---|---|---|---|", ...rows].join("\n")
}
