import type { GraphQLFormattedError } from "graphql"
import { unwrapResolverError } from "@apollo/server/errors"
import type { FastifyBaseLogger } from "fastify"
import { ShopError } from "../errors.js"

/** Codes Apollo itself gives to malformed requests; they pass through as they are. */
const REQUEST_CODES = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
  "QUERY_TOO_COMPLEX",
])

/**
 * Shapes every error a client sees: our coded errors keep their code and
 * message; anything unexpected is logged and becomes a generic message — never a
 * stack trace or an internal detail.
 */
export function formatErrorWith(logger: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error)
    if (original instanceof ShopError) {
      return { message: original.message, path: formatted.path, locations: formatted.locations, extensions: original.extensions }
    }
    // Apollo files our validation rule's refusals under GRAPHQL_VALIDATION_FAILED; keep their own code.
    const inner = (original as { originalError?: { extensions?: { code?: unknown } } } | undefined)?.originalError
    const code = inner?.extensions?.code === "QUERY_TOO_COMPLEX" ? "QUERY_TOO_COMPLEX" : formatted.extensions?.code
    if (typeof code === "string" && REQUEST_CODES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } }
    }
    logger.error({ err: original }, "unexpected GraphQL error")
    return {
      message: "Something went wrong on our side. Please try again.",
      path: formatted.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    }
  }
}
