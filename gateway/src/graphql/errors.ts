import type { ApolloServerPlugin, GraphQLRequestListener } from "@apollo/server"
import { unwrapResolverError } from "@apollo/server/errors"
import type { FastifyBaseLogger } from "fastify"
import type { GraphQLFormattedError } from "graphql"
import { ShopError } from "../errors.js"
import { TOKEN_LIMIT_MESSAGE } from "./limits.js"
import { localize, type ErrorKey } from "../messages/errors.js"
import type { Language, Localized } from "../messages/language.js"

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
  PERSISTED_QUERY_HASH_MISMATCH: "PERSISTED_QUERY_HASH_MISMATCH",
}

/** Apollo Server's words for a persisted query's hash that is not the query's (its request pipeline). */
const APQ_HASH_MISMATCH = "provided sha does not match query"

/** A formatted error's message in every language, until the answer is sent (a symbol: never serialised). */
const TEXTS = Symbol("texts")
type Formatted = GraphQLFormattedError & { [TEXTS]?: Localized }

/**
 * Shapes every error a client sees: our coded errors keep their code; anything unexpected is
 * logged and becomes a generic message — never a stack trace, an internal detail or the
 * engine's own text. Each keeps its message in both languages; `speakTheRequestsLanguage`
 * picks one when the answer goes out.
 */
export function formatErrorWith(logger: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): Formatted => {
    const unwrapped = unwrapResolverError(error)
    // A ShopError thrown by a plugin (throttle/plugin.ts) reaches here wrapped by Apollo, which takes
    // it for a foreign error when its graphql build is not ours.
    const inside = (unwrapped as { originalError?: unknown } | undefined)?.originalError
    const original = inside instanceof ShopError ? inside : unwrapped
    if (original instanceof ShopError) {
      return {
        message: original.texts.es,
        path: formatted.path,
        locations: formatted.locations,
        extensions: original.extensions,
        [TEXTS]: original.texts,
      }
    }
    // Apollo files our validation rule's refusals under GRAPHQL_VALIDATION_FAILED; keep their own code.
    const inner = (original as { originalError?: { extensions?: { code?: unknown } } } | undefined)?.originalError
    // …and the parser's stop at QUERY_LIMITS.maxTokens under GRAPHQL_PARSE_FAILED: both are a query too big.
    const tooBig =
      inner?.extensions?.code === "QUERY_TOO_COMPLEX" ||
      (formatted.extensions?.code === "GRAPHQL_PARSE_FAILED" && TOKEN_LIMIT_MESSAGE.test(formatted.message))
    // Apollo refuses an automatic persisted query whose hash is not the query's with a 400 but no code
    // (which formats as INTERNAL_SERVER_ERROR): the client's mistake, coded as such.
    const hashMismatch = formatted.message === APQ_HASH_MISMATCH
    const code = tooBig
      ? "QUERY_TOO_COMPLEX"
      : hashMismatch
        ? "PERSISTED_QUERY_HASH_MISMATCH"
        : formatted.extensions?.code
    if (typeof code === "string" && REQUEST_ERRORS[code]) {
      const texts = localize(REQUEST_ERRORS[code])
      return {
        message: texts.es,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code, detail: formatted.message },
        [TEXTS]: texts,
      }
    }
    logger.error({ err: original }, "unexpected GraphQL error")
    const texts = localize("INTERNAL_SERVER_ERROR")
    return { message: texts.es, path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" }, [TEXTS]: texts }
  }
}

/**
 * Sends every error's message in the request's language (the context's: the storefront's cookie,
 * else Accept-Language, else Spanish). Chosen per answer rather than carried by async context, which
 * on Node 20 would slow every promise of every request.
 */
export function speakTheRequestsLanguage<Context extends { language: Language }>(): ApolloServerPlugin<Context> {
  return {
    // Apollo's hooks answer promises; these two do their work at once.
    requestDidStart() {
      const listener: GraphQLRequestListener<Context> = {
        willSendResponse({ response, contextValue }) {
          if (response.body.kind !== "single") return Promise.resolve()
          for (const error of (response.body.singleResult.errors ?? []) as Formatted[]) {
            const texts = error[TEXTS]
            if (texts) (error as { message: string }).message = texts[contextValue.language]
          }
          return Promise.resolve()
        },
      }
      return Promise.resolve(listener)
    },
  }
}
