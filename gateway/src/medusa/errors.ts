import { ShopError, type ShopErrorCode } from "../errors.js"
import { ENGINE_REFUSALS, ERROR_CODES, localize, type ErrorKey, type RangeRefusal } from "../messages/errors.js"
import type { Localized } from "../messages/language.js"

/**
 * The engine answered with a status of 300 or more (docs/product.md §8). Its own text stays in
 * `engineMessage` for the gateway's decisions and logs; clients get the catalogue's
 * message for the status, in their language, and for a refused input the field the
 * engine named (as the API's input path).
 */
export class EngineError extends ShopError {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly engineMessage: string,
    readonly engineType?: string,
    readonly engineCode?: string,
    /** A limit the engine's refusal names (the staff refund cap). */
    readonly engineLimit?: number,
    /** With the refund cap: what the order has had refunded already, and what is left under the cap. */
    readonly engineRefund?: { refunded: number; remaining: number }
  ) {
    const [code, key, field, limit] = catalogueFor(status, engineMessage, engineCode)
    const texts = limit
      ? (localize as (key: ErrorKey, params: RangeRefusal["limit"]) => Localized)(key, limit)
      : localize(key)
    super(code, texts, { status, ...(field ? { field } : {}), ...(limit ? { limit } : {}) })
    this.name = "EngineError"
  }
}

/**
 * The engine could not be reached, or did not answer in time. `timedOut` tells the two apart: a call
 * that reached the engine and waited may be waiting on what the engine itself calls (Stripe); a
 * refused or broken connection is the engine itself gone.
 */
export class EngineUnavailableError extends ShopError {
  constructor(
    readonly failure: string,
    readonly timedOut = false
  ) {
    super("UPSTREAM_UNAVAILABLE", localize("UPSTREAM_UNAVAILABLE"), {})
    this.name = "EngineUnavailableError"
  }
}

/**
 * What a proxy before the engine answers when it could not reach it (502, 503, 504): the engine itself
 * was never asked. Such a read is retried, and the client is told the shop is not answering.
 */
export const ENGINE_OUT_OF_REACH: ReadonlySet<number> = new Set([502, 503, 504])

/**
 * An engine failure that can be the fault of what the engine itself was calling (a payment provider):
 * the engine's own error of 500 or more, or a time-out while it may still have been waiting. A refused
 * or broken connection, or a proxy's 502–504, is the engine out of reach: nothing behind it was asked.
 */
export function failedBehindEngine(error: unknown): boolean {
  if (error instanceof EngineUnavailableError) return error.timedOut
  return error instanceof EngineError && error.status >= 500 && !ENGINE_OUT_OF_REACH.has(error.status)
}

/** The catalogue's message for an engine answer: the one its code names, else the one for its status. */
function catalogueFor(
  status: number,
  engineMessage: string,
  engineCode: string | undefined
): [ShopErrorCode, ErrorKey, string | undefined, RangeRefusal["limit"]?] {
  if (engineCode && engineCode in ENGINE_REFUSALS) {
    const refusal = ENGINE_REFUSALS[engineCode as keyof typeof ENGINE_REFUSALS]
    if (refusal && typeof refusal === "object") {
      const key = refusal.message ?? (engineCode as ErrorKey)
      return [ERROR_CODES[key], key, refusal.field, refusal.limit]
    }
    const key = engineCode as ErrorKey
    return [ERROR_CODES[key], key, refusal ?? undefined]
  }
  // The engine's cart workflows refuse a shipping country outside the cart's region in words only.
  if (status === 400 && NOT_IN_REGION.test(engineMessage))
    return [ERROR_CODES.ADDRESS_NOT_IN_REGION, "ADDRESS_NOT_IN_REGION", "shippingAddress.countryCode"]
  const [code, key] = byStatus(status)
  return [code, key, code === "BAD_USER_INPUT" ? fieldOf(engineMessage) : undefined]
}

/** core-flows' refusal of a cart's shipping address: "Country with code zz is not within region Estados Unidos". */
const NOT_IN_REGION = /^Country with code \S+ is not within region /

function byStatus(status: number): [ShopErrorCode, ErrorKey] {
  if (status === 400 || status === 422) return ["BAD_USER_INPUT", "INVALID_INPUT"]
  if (status === 401) return ["UNAUTHENTICATED", "SIGN_IN_REQUIRED"]
  if (status === 403) return ["FORBIDDEN", "FORBIDDEN"]
  if (status === 404) return ["NOT_FOUND", "NOT_FOUND"]
  if (status === 409) return ["CONFLICT", "CONFLICT"]
  if (ENGINE_OUT_OF_REACH.has(status)) return ["UPSTREAM_UNAVAILABLE", "UPSTREAM_UNAVAILABLE"]
  return status >= 500 ? ["UPSTREAM_ERROR", "UPSTREAM_ERROR"] : ["BAD_USER_INPUT", "INVALID_INPUT"]
}

/**
 * The input the engine's validation names ("Invalid request: Field 'shipping_address.first_name'
 * is required" → "shippingAddress.firstName"), when it names one.
 */
export function fieldOf(engineMessage: string): string | undefined {
  const named = /field '([\w.[\]]+)'/i.exec(engineMessage)?.[1]
  if (!named) return undefined
  return named
    .split(".")
    .map((part) => part.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()))
    .join(".")
}
