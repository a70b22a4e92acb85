import type { FastifyError, FastifyReply, FastifyRequest } from "fastify"
import { localize } from "../messages/errors.js"
import { languageOf } from "../messages/language.js"

/** Fastify's refusals of a /graphql request before GraphQL sees it, as the code and text clients get. */
const REFUSALS = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "PAYLOAD_TOO_LARGE" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "INVALID_JSON" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "INVALID_JSON" },
} as const

/**
 * /graphql's error handler: a body too large, of another content type or not JSON is answered
 * in GraphQL's error shape — `{ errors: [{ message, extensions: { code } }] }` with the HTTP
 * status (413, 415, 400) and the message in the request's language — so GraphQL clients read it
 * like any other error. Anything else goes to the app's own handler.
 */
export function graphqlTransportErrors(
  fallback: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = REFUSALS[error.code as keyof typeof REFUSALS]
    if (!refusal) return fallback(error, request, reply)
    // Fastify may refuse the body before the request's language is in context: read it from the request.
    const message = localize(refusal.code)[languageOf(request)]
    return reply
      .code(refusal.status)
      .type("application/json; charset=utf-8")
      .send({ errors: [{ message, extensions: { code: refusal.code } }] })
  }
}
