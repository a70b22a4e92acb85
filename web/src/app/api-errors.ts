import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors"
import { ShopError } from "../state/errors"

type Reason = { es: string; en: string }

function fromGraphQL(error: { message: string; extensions?: Record<string, unknown> | null }): ShopError {
  const extensions = error.extensions ?? {}
  const reason = extensions.reason && typeof extensions.reason === "object" ? (extensions.reason as Reason) : null
  return new ShopError(String(extensions.code ?? "INTERNAL_SERVER_ERROR"), error.message, reason)
}

/**
 * Any failure of an API call as a ShopError with the API's code (extensions.code)
 * and message; failures in transit become UPSTREAM_UNAVAILABLE.
 */
export function toShopError(error: unknown): ShopError {
  if (error instanceof ShopError) return error
  if (CombinedGraphQLErrors.is(error) && error.errors.length) return fromGraphQL(error.errors[0])
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message: string; extensions?: Record<string, unknown> }[] }
      if (body.errors?.length) return fromGraphQL(body.errors[0])
    } catch {
      // Not a GraphQL answer: fall through.
    }
    return new ShopError(error.statusCode === 429 ? "TOO_MANY_REQUESTS" : "UPSTREAM_UNAVAILABLE", error.message)
  }
  return new ShopError("UPSTREAM_UNAVAILABLE", error instanceof Error ? error.message : String(error))
}
