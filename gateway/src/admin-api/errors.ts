import type { FastifyError, FastifyReply, FastifyRequest } from "fastify"
import { EngineError, EngineUnavailableError } from "../medusa/errors.js"
import { localize, message } from "../messages/errors.js"
import { isApiKey } from "../medusa/client.js"
import { ADMIN_TEXTS, engineMessage, fieldMessage, knownEngineMessage } from "../messages/admin.js"
import { languageOf, type Language, type Localized } from "../messages/language.js"

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

/**
 * A capture or refund the payment provider (Stripe) failed or did not answer: the engine says only
 * "An unknown error occurred", so the back-office says what was refused and that the order is
 * unchanged, in the admin's language (502 PAYMENT_PROVIDER_ERROR, shown on the order).
 */
export class PaymentProviderFailed extends Error {
  constructor(readonly texts: Localized) {
    super(texts.en)
    this.name = "PaymentProviderFailed"
  }
}

/** An action's failure, as a payment failure when it was a capture or refund the engine could not do. */
export function paymentFailure(enginePath: string, error: unknown): unknown {
  if (!(error instanceof EngineError) || error.status < 500) return error
  if (/^\/admin\/payments\/[^/]+\/capture$/.test(enginePath))
    return new PaymentProviderFailed(localize("PAYMENT_CAPTURE_FAILED"))
  if (/^\/admin\/payments\/[^/]+\/refund$/.test(enginePath))
    return new PaymentProviderFailed(localize("PAYMENT_REFUND_FAILED"))
  return error
}

/** A record the adapter looked for and the engine does not have: 404, named in both languages. */
export class NotFound extends Error {
  readonly statusCode = 404
  constructor(readonly texts: { es: string; en: string }) {
    super(texts.en)
    this.name = "NotFound"
  }
}

/** A flow the record's state does not allow (the definition's `when`): 409. */
export class NotAllowed extends Error {
  readonly statusCode = 409
  constructor(readonly texts: { es: string; en: string }) {
    super(texts.en)
    this.name = "NotAllowed"
  }
}

/** The answer react-admin shows: a message, and per-field messages it puts under the inputs. */
export interface AdminErrorBody {
  code: string
  message: string
  errors?: Record<string, string>
  /** The engine's own code (its error type, or `http_<status>`) of a refusal the adapter cannot word: for support. */
  engineCode?: string
}

/** The engine's code of a refusal: its `code`, else its `type` (invalid_data, not_allowed …), else its status. */
function engineCodeOf(error: EngineError): string {
  return error.engineCode ?? error.engineType ?? `http_${error.status}`
}

/**
 * One error handler for /admin-api: the adapter's own refusals, JSON-schema
 * failures (field messages), and the engine's answers (its status, its message,
 * field names it mentions) — never a stack trace.
 */
export function adminErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const described = describe(error, languageOf(request))
  const { status } = described
  // A secret API key the engine no longer takes (revoked, or never valid): said so, with the way out.
  const body =
    status === 401 && request.adminEngineToken && isApiKey(request.adminEngineToken)
      ? { code: "UNAUTHENTICATED", reason: "API_KEY_INVALID", message: message(request, "API_KEY_INVALID") }
      : described.body
  if (error instanceof PaymentProviderFailed)
    request.log.warn({ status, url: request.url }, "admin-api: the payment provider failed a capture or refund")
  else if (status >= 500) request.log.error({ err: error }, "admin-api: unexpected error")
  return reply.code(status).send(body)
}

export function describe(error: unknown, language: Language = "es"): { status: number; body: AdminErrorBody } {
  /** 400 with every field message in the request's language, and a message that names them. */
  const invalid = (fields: Record<string, string>, otherwise?: string) => {
    const errors = Object.fromEntries(
      Object.entries(fields).map(([field, message]) => [field, fieldMessage(message, language)])
    )
    const summary = Object.entries(errors)
      .map(([field, message]) => `${field} ${message}`)
      .join("; ")
    const message = summary
      ? `${ADMIN_TEXTS.invalidRequest[language]}: ${summary}`
      : (otherwise ?? ADMIN_TEXTS.invalidRequest[language])
    return { status: 400, body: { code: "BAD_REQUEST", message, errors } }
  }
  if (error instanceof BadRequest) return invalid(error.errors)
  if (error instanceof NotFound) return { status: 404, body: { code: "NOT_FOUND", message: error.texts[language] } }
  if (error instanceof NotAllowed) return { status: 409, body: { code: "NOT_ALLOWED", message: error.texts[language] } }
  const validation = (error as FastifyError).validation
  if (validation) {
    const errors: Record<string, string> = {}
    for (const issue of validation) {
      const params = issue.params
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
    return invalid(errors)
  }
  if (error instanceof PaymentProviderFailed) {
    return { status: 502, body: { code: "PAYMENT_PROVIDER_ERROR", message: error.texts[language] } }
  }
  if (error instanceof EngineUnavailableError) {
    return { status: 503, body: { code: "UPSTREAM_UNAVAILABLE", message: error.messageIn(language) } }
  }
  if (error instanceof EngineError) {
    // The engine's refusals of staff roles and second factors, in the catalogue's words.
    const staff = staffRefusal(error.engineCode, language, error.engineLimit, error.engineRefund)
    if (staff) return { status: error.status === 403 || error.status === 409 ? error.status : 400, body: staff }
    // The engine's words are English and may carry internal ids: a Spanish screen gets Spanish.
    const status = error.status
    const said = (fallback: { es: string; en: string }) => engineMessage(error.engineMessage, language, fallback)
    // A refusal the adapter cannot word keeps the generic sentence; the engine's own code goes with it, for support.
    const support = knownEngineMessage(error.engineMessage, "es") === null ? { engineCode: engineCodeOf(error) } : {}
    if (status === 400 || status === 422) {
      const fields = fieldsNamedIn(error.engineMessage)
      const answer = invalid(fields, said(ADMIN_TEXTS.refused))
      // Field messages say it in our words already.
      return Object.keys(fields).length ? answer : { status: answer.status, body: { ...answer.body, ...support } }
    }
    if (status === 401) return { status: 401, body: { code: "UNAUTHENTICATED", message: ADMIN_TEXTS.signIn[language] } }
    if (status === 403)
      return { status: 403, body: { code: "FORBIDDEN", message: said(ADMIN_TEXTS.forbidden), ...support } }
    if (status === 404)
      return {
        status: 404,
        body: { code: "NOT_FOUND", message: said({ es: "No existe", en: "Not found" }), ...support },
      }
    if (status === 409)
      return { status: 409, body: { code: "CONFLICT", message: said(ADMIN_TEXTS.conflict), ...support } }
    if (status < 500) return { status, body: { code: "BAD_REQUEST", message: said(ADMIN_TEXTS.refused), ...support } }
    const detail = language === "en" ? `: ${error.engineMessage}` : ""
    return {
      status: 502,
      body: { code: "UPSTREAM_ERROR", message: `${ADMIN_TEXTS.engineFailed[language]}${detail}`, ...support },
    }
  }
  const statusCode = (error as FastifyError).statusCode
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const text = (error as Error).message
    const known =
      text === ADMIN_TEXTS.badJson.en ? ADMIN_TEXTS.badJson : text === ADMIN_TEXTS.nul.en ? ADMIN_TEXTS.nul : null
    return {
      status: statusCode,
      body: {
        code: "BAD_REQUEST",
        message: known ? known[language] : language === "es" ? ADMIN_TEXTS.invalidRequest.es : text,
      },
    }
  }
  return { status: 500, body: { code: "INTERNAL", message: ADMIN_TEXTS.internal[language] } }
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
      errors[named[1]] ??=
        part
          .replace(/\s*[Ff]or field '[^']+'/, "")
          .replace(/^Field '[^']+'\s*/, "")
          .trim() || part
      continue
    }
    // "currency_code is required when budget type is spend"
    const leading = /^([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*) (is|must|should|cannot) (.+)$/.exec(part)
    if (leading && leading[1].includes("_")) errors[leading[1]] ??= `${leading[2]} ${leading[3]}`
  }
  return errors
}

/**
 * An engine refusal coded by the staff-role check or the second factor
 * (commerce/src/staff, src/api/admin/staff), in the catalogue's words; null when
 * the code is not one of them.
 */
function staffRefusal(
  code: string | undefined,
  language: Language,
  limit: number | undefined,
  refund?: { refunded: number; remaining: number }
): (AdminErrorBody & { reason: string }) | null {
  switch (code) {
    case "STAFF_ROLE_FORBIDDEN":
    case "STAFF_NO_ROLE":
    case "TOTP_ENROLMENT_REQUIRED":
      return { code: "FORBIDDEN", reason: code, message: localize(code)[language] }
    case "STAFF_REFUND_LIMIT":
      // The cap is over the whole order: with refunds already made on it, say how much is left.
      return {
        code: "FORBIDDEN",
        reason: code,
        message:
          refund && refund.refunded > 0
            ? localize("STAFF_REFUND_LIMIT_LEFT", { limit: limit ?? 0, ...refund })[language]
            : localize("STAFF_REFUND_LIMIT", { limit: limit ?? 0 })[language],
        ...(limit === undefined ? {} : { limit }),
        ...(refund ? { remaining: refund.remaining } : {}),
      }
    case "LAST_OWNER":
    case "TOTP_ALREADY_ENROLLED":
      return { code: "CONFLICT", reason: code, message: localize(code)[language] }
    case "INVALID_TOTP_CODE": {
      const message = localize("TOTP_CODE_INVALID")[language]
      return { code: "BAD_REQUEST", reason: code, message, errors: { code: message } }
    }
    default:
      return null
  }
}
