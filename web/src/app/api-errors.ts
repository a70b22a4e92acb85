import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors"
import { ShopError, type InputLimit } from "../state/errors"

type Reason = { es: string; en: string }
type ApiError = { message: string; extensions?: Record<string, unknown> | null }

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value)

/** `extensions.limit` when it is one: `{ max }` or `{ min, max }`, numbers only. */
function limitOf(value: unknown): InputLimit | null {
  if (!isObject(value)) return null
  const limit: InputLimit = {}
  if (typeof value.min === "number") limit.min = value.min
  if (typeof value.max === "number") limit.max = value.max
  return limit.min === undefined && limit.max === undefined ? null : limit
}

/** One GraphQL error as a ShopError: its code, its message (in the language asked for), the field and limit of an input error. */
export function fromGraphQL(error: ApiError): ShopError {
  const extensions = error.extensions ?? {}
  const reason =
    isObject(extensions.reason) && typeof extensions.reason.es === "string" && typeof extensions.reason.en === "string"
      ? (extensions.reason as Reason)
      : null
  return new ShopError(typeof extensions.code === "string" ? extensions.code : "INTERNAL_SERVER_ERROR", error.message, {
    reason,
    checkoutReason: typeof extensions.reason === "string" && extensions.reason ? extensions.reason : null,
    field: typeof extensions.field === "string" && extensions.field ? extensions.field : null,
    limit: limitOf(extensions.limit),
    fromApi: Boolean(error.message),
  })
}

/**
 * Any failure of an API call as a ShopError with the API's code (extensions.code),
 * message, field and limit; failures in transit become UPSTREAM_UNAVAILABLE.
 */
export function toShopError(error: unknown): ShopError {
  if (error instanceof ShopError) return error
  if (CombinedGraphQLErrors.is(error) && error.errors.length) return fromGraphQL(error.errors[0])
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: ApiError[] }
      if (body.errors?.length) return fromGraphQL(body.errors[0])
    } catch {
      // Not a GraphQL answer: fall through.
    }
    return new ShopError(error.statusCode === 429 ? "TOO_MANY_REQUESTS" : "UPSTREAM_UNAVAILABLE", error.message)
  }
  return new ShopError("UPSTREAM_UNAVAILABLE", error instanceof Error ? error.message : String(error))
}
