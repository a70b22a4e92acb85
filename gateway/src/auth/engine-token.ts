/** What the gateway reads from an engine token (a JWT the engine signed and will verify itself). */
export interface EngineTokenClaims {
  actor_id?: string
  actor_type?: string
  auth_identity_id?: string
  auth_provider?: string
  /** Seconds since the epoch. */
  exp?: number
  /** When the engine issued it, seconds since the epoch. */
  iat?: number
  user_metadata?: Record<string, unknown>
  /** Password-reset tokens: the e-mail, and purpose "reset". */
  entity_id?: string
  purpose?: string
}

/**
 * The claims of an engine token, without checking its signature: the gateway
 * only reads what the engine put there (who the token is for, when it ends);
 * every use of the token is checked by the engine. Null when it is not a JWT.
 */
export function readEngineToken(token: string | null | undefined): EngineTokenClaims | null {
  const parts = token?.split(".")
  if (!parts || parts.length !== 3) return null
  try {
    const claims = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8")) as unknown
    return claims && typeof claims === "object" && !Array.isArray(claims) ? claims : null
  } catch {
    return null
  }
}

/** When the token ends, in ms since the epoch; null when it says nothing. */
export function tokenExpiry(token: string): number | null {
  const exp = readEngineToken(token)?.exp
  return typeof exp === "number" ? exp * 1000 : null
}
