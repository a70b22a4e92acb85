import type { GraphQLFormattedError } from "graphql"
import { unwrapResolverError } from "@apollo/server/errors"
import type { FastifyBaseLogger } from "fastify"
import { ShopError } from "../errors.js"
import { localize, type ErrorKey } from "../messages/errors.js"
import { requestLanguage } from "../messages/language.js"

/**
 * Codes GraphQL and Apollo give to malformed requests, with the catalogue's message for
 * each; the technical detail (which field, which variable) stays in `extensions.detail`
 * for the developer.
 */
const REQUEST_ERRORS: Record<string, ErrorKey> = {
  GRAPHQL_PARSE_FAILED: "INVALID_QUERY",
  GRAPHQL_VALIDATION_FAILED: "INVALID_QUERY",
  BAD_USER_INPUT: "INVALID_INPUT",
  BAD_REQUEST: "INVALID_QUERY",
  PERSISTED_QUERY_NOT_FOUND: "INVALID_QUERY",
  PERSISTED_QUERY_NOT_SUPPORTED: "INVALID_QUERY",
  OPERATION_RESOLUTION_FAILURE: "INVALID_QUERY",
  QUERY_TOO_COMPLEX: "QUERY_TOO_COMPLEX",
}

/**
 * Shapes every error a client sees: our coded errors keep their code and speak the
 * request's language; anything unexpected is logged and becomes a generic message —
 * never a stack trace, an internal detail or the engine's own text.
 */
export function formatErrorWith(logger: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error)
    const language = requestLanguage()
    if (original instanceof ShopError) {
      return { message: original.localizedMessage, path: formatted.path, locations: formatted.locations, extensions: original.extensions }
    }
    // Apollo files our validation rule's refusals under GRAPHQL_VALIDATION_FAILED; keep their own code.
    const inner = (original as { originalError?: { extensions?: { code?: unknown } } } | undefined)?.originalError
    const code = inner?.extensions?.code === "QUERY_TOO_COMPLEX" ? "QUERY_TOO_COMPLEX" : formatted.extensions?.code
    if (typeof code === "string" && REQUEST_ERRORS[code]) {
      return {
        message: localize(REQUEST_ERRORS[code])[language],
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code, detail: formatted.message },
      }
    }
    logger.error({ err: original }, "unexpected GraphQL error")
    return { message: localize("INTERNAL_SERVER_ERROR")[language], path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } }
  }
}
