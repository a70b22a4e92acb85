import { shopError, type ShopError } from "../errors.js"
import { EngineError } from "../medusa/errors.js"

/**
 * Why a sign-in gave no session, in `extensions.reason` of AUTHENTICATION_FAILED
 * errors (the message is docs/product.md §5's 'Authentication failed' in every case).
 */
export type SignInFailure =
  | "INVALID_CREDENTIALS"
  | "INVALID_STATE"
  | "CODE_REJECTED"
  | "INVALID_PROVIDER_RESPONSE"
  | "PROVIDER_REFUSED"
  | "NO_EMAIL"
  | "INVALID_TOKEN"
  | "INVALID_RESET_TOKEN"
  | "NO_TOKEN"

export function authenticationFailed(reason: SignInFailure): ShopError {
  return shopError("AUTHENTICATION_FAILED", undefined, { reason })
}

/**
 * The engine's auth0 provider explains a refusal with one of these messages
 * (commerce/src/modules/auth0/failures.ts — a contract: change both together).
 */
const EXTERNAL_FAILURES: Record<string, SignInFailure | "UNAVAILABLE"> = {
  "Sign-in state unknown, used or expired": "INVALID_STATE",
  "No authorization code in the callback": "CODE_REJECTED",
  "Authorization code rejected by the identity provider": "CODE_REJECTED",
  "The identity provider's answer did not validate": "INVALID_PROVIDER_RESPONSE",
  "The identity provider refused the sign-in": "PROVIDER_REFUSED",
  "The identity provider sent no e-mail address": "NO_EMAIL",
  "The identity provider cannot be reached": "UNAVAILABLE",
}

/** A refused external sign-in (an engine 401) as a coded error; other failures pass through. */
export function externalSignInError(error: unknown): unknown {
  if (!(error instanceof EngineError) || error.status !== 401) return error
  const reason = EXTERNAL_FAILURES[error.engineMessage] ?? "PROVIDER_REFUSED"
  if (reason === "UNAVAILABLE") return shopError("PROVIDER_UNAVAILABLE")
  return authenticationFailed(reason)
}

/** Any engine 401 as the given failure; other errors pass through. */
export function unauthorizedAs(error: unknown, reason: SignInFailure): unknown {
  return error instanceof EngineError && error.status === 401 ? authenticationFailed(reason) : error
}
