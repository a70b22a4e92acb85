import type { FastifyError, FastifyReply, FastifyRequest } from "fastify"
import { EngineError, EngineUnavailableError } from "../medusa/errors.js"
import { languageOf, type Language } from "../messages/language.js"

/** A request the adapter refuses before the engine sees it: 400 with field messages. */
export class BadRequest extends Error {
  readonly statusCode = 400
  constructor(
    message: string,
    readonly errors: Record<string, string> = {}
  ) {
    super(message)
    this.name = "BadRequest"
  }
}

/** The answer react-admin shows: a message, and per-field messages it puts under the inputs. */
export interface AdminErrorBody {
  code: string
  message: string
  errors?: Record<string, string>
}

/**
 * One error handler for /admin-api: the adapter's own refusals, JSON-schema
 * failures (field messages), and the engine's answers (its status, its message,
 * field names it mentions) — never a stack trace.
 */
export function adminErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = describe(error, languageOf(request))
  if (status >= 500) request.log.error({ err: error }, "admin-api: unexpected error")
  return reply.code(status).send(body)
}

export function describe(error: unknown, language: Language = "es"): { status: number; body: AdminErrorBody } {
  if (error instanceof BadRequest) {
    return { status: 400, body: { code: "BAD_REQUEST", message: error.message, errors: error.errors } }
  }
  const validation = (error as FastifyError).validation
  if (validation) {
    const errors: Record<string, string> = {}
    for (const issue of validation) {
      const params = issue.params as Record<string, unknown>
      let path = issue.instancePath.replace(/^\//, "").replace(/\//g, ".")
      let message = issue.message ?? "is invalid"
      if (issue.keyword === "required") {
        path = [path, params.missingProperty].filter(Boolean).join(".")
        message = "is required"
      } else if (issue.keyword === "additionalProperties") {
        path = [path, params.additionalProperty].filter(Boolean).join(".")
        message = "is not accepted here"
      } else if (issue.keyword === "pattern") {
        message = "is not in the expected format"
      } else if (issue.keyword === "enum") {
        message = `must be one of ${(params.allowedValues as unknown[]).join(", ")}`
      }
      errors[path || "body"] ??= message
    }
    const summary = Object.entries(errors).map(([field, message]) => `${field} ${message}`).join("; ")
    return { status: 400, body: { code: "BAD_REQUEST", message: `Invalid request: ${summary}`, errors } }
  }
  if (error instanceof EngineUnavailableError) {
    return { status: 503, body: { code: "UPSTREAM_UNAVAILABLE", message: error.messageIn(language) } }
  }
  if (error instanceof EngineError) {
    // The engine's own words: the back-office does not translate them yet.
    const status = error.status
    if (status === 400 || status === 422) {
      return { status: 400, body: { code: "BAD_REQUEST", message: error.engineMessage, errors: fieldsNamedIn(error.engineMessage) } }
    }
    if (status === 401) return { status: 401, body: { code: "UNAUTHENTICATED", message: "Sign in to the back-office" } }
    if (status === 403) return { status: 403, body: { code: "FORBIDDEN", message: error.engineMessage } }
    if (status === 404) return { status: 404, body: { code: "NOT_FOUND", message: error.engineMessage } }
    if (status === 409) return { status: 409, body: { code: "CONFLICT", message: error.engineMessage } }
    if (status < 500) return { status, body: { code: "BAD_REQUEST", message: error.engineMessage } }
    return { status: 502, body: { code: "UPSTREAM_ERROR", message: `The engine could not do it: ${error.engineMessage}` } }
  }
  const statusCode = (error as FastifyError).statusCode
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: { code: "BAD_REQUEST", message: (error as Error).message } }
  }
  return { status: 500, body: { code: "INTERNAL", message: "Something went wrong on our side" } }
}

/**
 * The engine's validation messages name fields ("Field 'title' is required;
 * Expected type: 'string' for field 'value', got: '3'", "Unrecognized fields:
 * 'a', 'b'"): each becomes a field message.
 */
export function fieldsNamedIn(message: string): Record<string, string> {
  const errors: Record<string, string> = {}
  const text = message.replace(/^Invalid request:\s*/, "")
  for (const part of text.split(/;\s*/)) {
    const unrecognized = /^Unrecognized fields?: (.+)$/.exec(part)
    if (unrecognized) {
      for (const [, name] of unrecognized[1].matchAll(/'([^']+)'/g)) errors[name] ??= "is not accepted here"
      continue
    }
    const named = /[Ff]ield '([^']+)'/.exec(part)
    if (named) {
      errors[named[1]] ??= part.replace(/\s*[Ff]or field '[^']+'/, "").replace(/^Field '[^']+'\s*/, "").trim() || part
      continue
    }
    // "currency_code is required when budget type is spend"
    const leading = /^([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*) (is|must|should|cannot) (.+)$/.exec(part)
    if (leading && leading[1].includes("_")) errors[leading[1]] ??= `${leading[2]} ${leading[3]}`
  }
  return errors
}
