import { ShopError, type ShopErrorCode } from "../errors.js"

/**
 * The engine answered with a status of 300 or more (SPEC §8): the message is the
 * engine's own (or the status text), and the status travels with it.
 */
export class EngineError extends ShopError {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly engineType?: string
  ) {
    super(codeForStatus(status), message, { status, statusText })
    this.name = "EngineError"
  }
}

/** The engine could not be reached, or did not answer in time. */
export class EngineUnavailableError extends ShopError {
  constructor(cause: string) {
    super("UPSTREAM_UNAVAILABLE", `The shop's engine is not answering right now (${cause}). Please try again in a moment.`)
    this.name = "EngineUnavailableError"
  }
}

function codeForStatus(status: number): ShopErrorCode {
  if (status === 400 || status === 422) return "BAD_USER_INPUT"
  if (status === 401) return "UNAUTHENTICATED"
  if (status === 403) return "FORBIDDEN"
  if (status === 404) return "NOT_FOUND"
  if (status === 409) return "CONFLICT"
  if (status === 502 || status === 503 || status === 504) return "UPSTREAM_UNAVAILABLE"
  return status >= 500 ? "UPSTREAM_ERROR" : "BAD_USER_INPUT"
}
