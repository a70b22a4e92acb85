import { GraphQLError } from "graphql"
import { ERROR_CODES, localize, type ErrorKey, type ErrorParams } from "./messages/errors.js"
import type { Language, Localized } from "./messages/language.js"
import type { ShopErrorCode } from "./error-codes.js"

export type { ShopErrorCode } from "./error-codes.js"

/**
 * An expected failure: a code for programs, a message for people in every language the
 * shop speaks (the one sent is the request's), and what a client needs to act on it —
 * `field` (the input path) and `limit` for input errors.
 */
export class ShopError extends GraphQLError {
  constructor(
    code: ShopErrorCode,
    readonly texts: Localized,
    extensions: Record<string, unknown> = {}
  ) {
    super(texts.es, { extensions: { ...extensions, code } })
    this.name = "ShopError"
  }

  /** The message in a language. */
  messageIn(language: Language): string {
    return this.texts[language]
  }
}

/**
 * An error of the catalogue by its key: `shopError("TOO_LONG", { field: "shippingAddress.city", max: 200 })`.
 * A `field` parameter also goes into `extensions.field`; `extensions` adds the rest (a limit, a reason).
 */
export function shopError<K extends ErrorKey>(
  key: K,
  ...[params, extensions]: ErrorParams<K> extends undefined
    ? [params?: undefined, extensions?: Record<string, unknown>]
    : [params: ErrorParams<K>, extensions?: Record<string, unknown>]
): ShopError {
  const field = (params as { field?: unknown } | undefined)?.field
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- localize's generic signature cannot be called with a key known only as ErrorKey; tsc needs the wider view (TS2345 without it)
  const texts = (localize as (key: ErrorKey, params?: unknown) => Localized)(key, params)
  return new ShopError(ERROR_CODES[key], texts, { ...(typeof field === "string" ? { field } : {}), ...extensions })
}
