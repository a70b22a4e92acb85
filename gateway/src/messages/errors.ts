import type { ShopErrorCode } from "../error-codes.js"
import { enErrors, enFields } from "./en.js"
import { esErrors, esFields, type ErrorTexts } from "./es.js"
import { languageOf, type Language, type Localized } from "./language.js"
import { INPUT_LIMITS } from "@vitalia/schema/limits"

/** A message of the error catalogue. */
export type ErrorKey = keyof ErrorTexts
/** The values a message of the catalogue is written with (none for a fixed text). */
export type ErrorParams<K extends ErrorKey> = ErrorTexts[K] extends (params: infer P) => string ? P : undefined

/**
 * The code each message of the catalogue is sent with (`extensions.code`): clients branch on
 * the code, people read the message. Several messages may share a code.
 */
export const ERROR_CODES: Record<ErrorKey, ShopErrorCode> = {
  NO_ACTIVE_CART: "NO_ACTIVE_CART",
  NO_REGION_AVAILABLE: "NO_REGION_AVAILABLE",
  NO_REGIONS_AVAILABLE: "NO_REGIONS_AVAILABLE",
  INVALID_REGION: "INVALID_REGION",
  NO_VARIANTS_PROVIDED: "NO_VARIANTS_PROVIDED",
  AUTHENTICATION_FAILED: "AUTHENTICATION_FAILED",
  INVALID_CURRENT_PASSWORD: "AUTHENTICATION_FAILED",
  PASSWORD_NOT_SET: "CONFLICT",
  FAILED_TO_COMPLETE_CART: "FAILED_TO_COMPLETE_CART",
  CHECKOUT_EMAIL_MISSING: "FAILED_TO_COMPLETE_CART",
  CHECKOUT_SHIPPING_ADDRESS_MISSING: "FAILED_TO_COMPLETE_CART",
  CHECKOUT_SHIPPING_METHOD_MISSING: "FAILED_TO_COMPLETE_CART",
  CHECKOUT_PAYMENT_SESSION_MISSING: "FAILED_TO_COMPLETE_CART",
  CHECKOUT_PAYMENT_DECLINED: "FAILED_TO_COMPLETE_CART",
  CHECKOUT_PAYMENT_ACTION_REQUIRED: "FAILED_TO_COMPLETE_CART",
  CHECKOUT_INSUFFICIENT_INVENTORY: "FAILED_TO_COMPLETE_CART",
  CHECKOUT_PROMOTION_NOT_ALLOWED: "FAILED_TO_COMPLETE_CART",
  INSUFFICIENT_INVENTORY: "INSUFFICIENT_INVENTORY",
  SIGN_IN_REQUIRED: "UNAUTHENTICATED",
  SESSION_ENDED: "UNAUTHENTICATED",
  API_KEY_INVALID: "UNAUTHENTICATED",
  ADMIN_SIGN_IN_REQUIRED: "UNAUTHENTICATED",
  ADMIN_ONLY: "FORBIDDEN",
  CROSS_ORIGIN_WRITE: "FORBIDDEN",
  FORBIDDEN: "FORBIDDEN",
  AUTOLOGIN_BEARER_ONLY: "FORBIDDEN",
  SESSIONS_BROWSER_ONLY: "FORBIDDEN",
  SESSION_NOT_FOUND: "NOT_FOUND",
  REAUTHENTICATION_REQUIRED: "FORBIDDEN",
  SESSIONS_CONFIRM_REQUIRED: "FORBIDDEN",
  REAUTH_TOTP_CODE_REQUIRED: "AUTHENTICATION_FAILED",
  STAFF_ROLE_FORBIDDEN: "FORBIDDEN",
  STAFF_REFUND_LIMIT: "FORBIDDEN",
  STAFF_REFUND_LIMIT_LEFT: "FORBIDDEN",
  STAFF_NO_ROLE: "FORBIDDEN",
  TOTP_ENROLMENT_REQUIRED: "FORBIDDEN",
  TOTP_CODE_INVALID: "AUTHENTICATION_FAILED",
  TOTP_CODE_USED: "AUTHENTICATION_FAILED",
  TOTP_ALREADY_ENROLLED: "CONFLICT",
  SECURITY_KEY_REFUSED: "AUTHENTICATION_FAILED",
  SECURITY_KEY_SIGN_IN_EXPIRED: "AUTHENTICATION_FAILED",
  SECURITY_KEY_NAME_INVALID: "BAD_USER_INPUT",
  SECURITY_KEY_START_AGAIN: "BAD_USER_INPUT",
  SECURITY_KEY_NOT_ACCEPTED: "BAD_USER_INPUT",
  SECURITY_KEY_ALREADY_ENROLLED: "CONFLICT",
  SECURITY_KEY_NOT_FOUND: "NOT_FOUND",
  INVITE_INVALID: "UNAUTHENTICATED",
  LAST_OWNER: "CONFLICT",
  NOT_FOUND: "NOT_FOUND",
  PRODUCT_NOT_FOUND: "NOT_FOUND",
  ORDER_NOT_FOUND: "NOT_FOUND",
  ORDER_LINK_EXPIRED: "ORDER_LINK_EXPIRED",
  INVALID_ORDER_NUMBER: "BAD_USER_INPUT",
  ADDRESS_NOT_FOUND: "NOT_FOUND",
  LINE_NOT_FOUND: "NOT_FOUND",
  PERSONAL_STORE_NOT_FOUND: "NOT_FOUND",
  PARTNER_NOT_FOUND: "NOT_FOUND",
  SUBSCRIPTION_NOT_FOUND: "NOT_FOUND",
  WISHLIST_ITEM_NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  EMAIL_TAKEN: "CONFLICT",
  INVALID_INPUT: "BAD_USER_INPUT",
  INVALID_FIELD: "BAD_USER_INPUT",
  REQUIRED: "BAD_USER_INPUT",
  TOO_LONG: "BAD_USER_INPUT",
  UNSAFE_TEXT: "BAD_USER_INPUT",
  INVALID_EMAIL: "BAD_USER_INPUT",
  WEAK_PASSWORD: "BAD_USER_INPUT",
  PASSWORD_COMMON: "BAD_USER_INPUT",
  INVALID_REDIRECT: "BAD_USER_INPUT",
  INVALID_COUNTRY: "BAD_USER_INPUT",
  INVALID_PROVINCE: "BAD_USER_INPUT",
  QUANTITY_RANGE: "BAD_USER_INPUT",
  BUNDLED_LINE: "BAD_USER_INPUT",
  CODES_REQUIRED: "BAD_USER_INPUT",
  CODES_LIMIT: "BAD_USER_INPUT",
  METADATA_NOT_OBJECT: "BAD_USER_INPUT",
  METADATA_RESERVED: "BAD_USER_INPUT",
  METADATA_TOO_LARGE: "BAD_USER_INPUT",
  ID_OR_HANDLE: "BAD_USER_INPUT",
  PARTNER_OR_STORE: "BAD_USER_INPUT",
  SELF_SPONSOR: "BAD_USER_INPUT",
  INVALID_ID: "BAD_USER_INPUT",
  PAGE_SIZE: "BAD_USER_INPUT",
  INVALID_CURSOR: "BAD_USER_INPUT",
  QUERY_PARAMETERS: "BAD_USER_INPUT",
  SUBSCRIPTION_INTERVAL: "BAD_USER_INPUT",
  SUBSCRIPTION_ITEMS: "BAD_USER_INPUT",
  DUPLICATE_VARIANT: "BAD_USER_INPUT",
  INVALID_DATE: "BAD_USER_INPUT",
  ADDRESS_NOT_IN_REGION: "BAD_USER_INPUT",
  PAYMENT_PROVIDER_NOT_OFFERED: "BAD_USER_INPUT",
  SHIPPING_OPTION_NOT_FOUND: "BAD_USER_INPUT",
  SHIPPING_OPTION_ONE_OF: "BAD_USER_INPUT",
  START_DATE_RANGE: "BAD_USER_INPUT",
  VARIANT_NOT_FOUND: "NOT_FOUND",
  BUNDLE_NOT_SUBSCRIBABLE: "BAD_USER_INPUT",
  PRODUCT_NOT_SOLD: "BAD_USER_INPUT",
  PRODUCT_NOT_PRICED: "BAD_USER_INPUT",
  SUBSCRIPTION_CANCELLED: "BAD_USER_INPUT",
  SHIPPING_ADDRESS_NEEDED: "BAD_USER_INPUT",
  COUNTRY_NOT_SERVED: "BAD_USER_INPUT",
  PROMOTION_NOT_ELIGIBLE: "PROMOTION_NOT_ELIGIBLE",
  QUERY_TOO_COMPLEX: "QUERY_TOO_COMPLEX",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  INVALID_JSON: "INVALID_JSON",
  IDEMPOTENCY_KEY_INVALID: "BAD_USER_INPUT",
  IDEMPOTENCY_KEY_REUSED: "IDEMPOTENCY_KEY_REUSED",
  IDEMPOTENCY_KEY_IN_USE: "IDEMPOTENCY_KEY_IN_USE",
  INVALID_QUERY: "BAD_REQUEST",
  PERSISTED_QUERY_HASH_MISMATCH: "PERSISTED_QUERY_HASH_MISMATCH",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  THROTTLED: "THROTTLED",
  UPSTREAM_UNAVAILABLE: "UPSTREAM_UNAVAILABLE",
  PROVIDER_UNAVAILABLE: "UPSTREAM_UNAVAILABLE",
  UPSTREAM_ERROR: "UPSTREAM_ERROR",
  PAYMENT_UNAVAILABLE: "PAYMENT_UNAVAILABLE",
  PAYMENT_CAPTURE_FAILED: "PAYMENT_PROVIDER_ERROR",
  PAYMENT_REFUND_FAILED: "PAYMENT_PROVIDER_ERROR",
  WEBHOOK_REFUSED: "WEBHOOK_REFUSED",
  WEBHOOK_UNSIGNED: "WEBHOOK_UNSIGNED",
  WEBHOOK_PROVIDER_UNKNOWN: "NOT_FOUND",
  WEBHOOK_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  INTERNAL_SERVER_ERROR: "INTERNAL_SERVER_ERROR",
}

/** An engine refusal of a number out of its range: the message shows the range, `extensions.limit` carries it. */
export interface RangeRefusal {
  field: string
  limit: { min: number; max: number }
  /** The catalogue's message, when the engine's code is not its key. */
  message?: ErrorKey
}

/** Engine codes that are not keys of the catalogue: each names its message in ENGINE_REFUSALS. */
export type EngineOnlyCode = "BUNDLE_QUANTITY_RANGE"

/**
 * The engine's own refusals that name a message of the catalogue by their code
 * (commerce's MedusaError codes), with the input each is about.
 */
export const ENGINE_REFUSALS: Partial<Record<ErrorKey, string | null | RangeRefusal>> &
  Partial<Record<EngineOnlyCode, RangeRefusal & { message: ErrorKey }>> = {
  INVALID_REGION: "regionId",
  ADDRESS_NOT_IN_REGION: "shippingAddress.countryCode",
  PAYMENT_PROVIDER_NOT_OFFERED: "paymentProviderId",
  SHIPPING_OPTION_NOT_FOUND: "shippingOptionId",
  START_DATE_RANGE: "startOn",
  SUBSCRIPTION_INTERVAL: "intervalMonths",
  // The subscription routes refuse these.
  SUBSCRIPTION_ITEMS: { field: "items", limit: { min: 1, max: INPUT_LIMITS.subscriptionItems } },
  QUANTITY_RANGE: { field: "items.quantity", limit: { min: 1, max: INPUT_LIMITS.subscriptionQuantity } },
  // The bundle routes (commerce prepare-bundle-lines) refuse a bundle's quantity outside its range.
  BUNDLE_QUANTITY_RANGE: {
    message: "QUANTITY_RANGE",
    field: "quantity",
    limit: { min: 1, max: INPUT_LIMITS.bundleQuantity },
  },
  DUPLICATE_VARIANT: "items",
  VARIANT_NOT_FOUND: "variantId",
  BUNDLE_NOT_SUBSCRIBABLE: "items",
  PRODUCT_NOT_SOLD: "items",
  PRODUCT_NOT_PRICED: "items",
  SUBSCRIPTION_CANCELLED: null,
  SUBSCRIPTION_NOT_FOUND: "id",
  PERSONAL_STORE_NOT_FOUND: "personalStoreName",
  PARTNER_NOT_FOUND: "partnerId",
  SHIPPING_ADDRESS_NEEDED: "shippingAddress",
  COUNTRY_NOT_SERVED: "shippingAddress.countryCode",
  // The engine's own limit on failed sign-ins per account (commerce/src/api/edge-middleware.ts).
  TOO_MANY_REQUESTS: null,
  // A signed-in change of password (commerce/src/accounts/own-password.ts).
  INVALID_CURRENT_PASSWORD: "currentPassword",
  PASSWORD_NOT_SET: null,
}

const CATALOGUES: Record<Language, { errors: ErrorTexts; fields: Record<string, string> }> = {
  es: { errors: esErrors, fields: esFields },
  en: { errors: enErrors, fields: enFields },
}

/** An input path ("shippingAddress.firstName") in words: its last part's name, else the path. */
function fieldInWords(language: Language, path: string): string {
  const last = path.split(".").pop() ?? path
  return CATALOGUES[language].fields[last] ?? path
}

/** A message of the catalogue in every language; a `field` parameter is an input path, put into words. */
export function localize<K extends ErrorKey>(
  key: K,
  ...[params]: ErrorParams<K> extends undefined ? [] : [ErrorParams<K>]
): Localized {
  const render = (language: Language) => {
    const entry = CATALOGUES[language].errors[key] as string | ((p: Record<string, unknown>) => string)
    if (typeof entry === "string") return entry
    const values = { ...(params as Record<string, unknown>) }
    if (typeof values.field === "string") values.field = fieldInWords(language, values.field)
    return entry(values)
  }
  return { es: render("es"), en: render("en") }
}

/**
 * A message of the catalogue whose values are themselves in each language — a product named as
 * the catalogue names it in that language (the Translation Module's English title in English).
 */
export function localizeEach<K extends ErrorKey>(key: K, params: Record<Language, ErrorParams<K>>): Localized {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- localize's generic signature cannot be called with a key known only as ErrorKey; tsc needs the wider view (TS2345 without it)
  const render = localize as (key: ErrorKey, params?: unknown) => Localized
  return { es: render(key, params.es).es, en: render(key, params.en).en }
}

/** A message of the catalogue in the language of a request (REST answers). */
export function message<K extends ErrorKey>(
  request: Parameters<typeof languageOf>[0],
  key: K,
  ...params: ErrorParams<K> extends undefined ? [] : [ErrorParams<K>]
): string {
  return localize(key, ...params)[languageOf(request)]
}
