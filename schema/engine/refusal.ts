/**
 * The refusals the engine's own routes answer themselves (commerce/src/api), with their own status,
 * where the framework's error handler would word every conflict alike and drop the code. The
 * gateway meets them as engine errors; store and admin routes share them.
 */
export interface EngineRefusal {
  type: string
  code: string
  message: string
}

/**
 * 429 `TOO_MANY_REQUESTS` (with a Retry-After header): the account's failed sign-ins used its budget
 * for now (commerce/src/api/edge-middleware.ts refuseSignIn), on sign-in and on a password change alike.
 */
export interface SignInRefusal extends EngineRefusal {
  type: "not_allowed"
  code: "TOO_MANY_REQUESTS"
  retry_after_seconds: number
}
