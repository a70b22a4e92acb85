import type { FastifyReply, FastifyRequest } from "fastify"

/**
 * Who is calling. Browsers carry the customer's engine token in the gateway's
 * httpOnly session cookie; other clients send `Authorization: Bearer <token>`.
 */
export interface Session {
  /** The signed-in customer's engine token, or null for an anonymous shopper. */
  readonly token: string | null
  /** Keeps a new token for this client (sign-in) or forgets it (sign-out). */
  setToken(token: string | null): void
}

/** The session of one request: the bearer token when one is sent. */
export function sessionFor(request: FastifyRequest, _reply: FastifyReply): Session {
  const header = request.headers.authorization
  let token = header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() || null : null
  return {
    get token() {
      return token
    },
    setToken(next) {
      token = next
    },
  }
}
