import { createHash } from "node:crypto"
import type { FastifyReply, FastifyRequest } from "fastify"
import { ERROR_CODES, message } from "../messages/errors.js"
import type { Sealer } from "../auth/seal.js"

/**
 * Re-authentication before sensitive back-office actions (ASVS 3.7.1; docs/auth.md, "Confirming it
 * is you"). An administrator who types their password again (and their two-step code, when they
 * have a second factor) at POST /admin-api/auth/reauthenticate gets a proof: sealed, five minutes
 * long, and bound to the session it was asked in (the cookie's session id, or a digest of the bearer
 * token). The sensitive routes read it from the `x-vitalia-reauth` header and refuse without it, so
 * a stolen cookie or token alone cannot change roles, remove staff or end the owner's other sessions.
 */
export const REAUTH_HEADER = "x-vitalia-reauth"
const PURPOSE = "admin-reauth"

interface Proof {
  /** The session the proof was asked in (sessionKey). */
  session: string
  /** The administrator who confirmed. */
  user: string
}

/** The session a request belongs to: its cookie's session id, else its bearer token (by digest). */
export function sessionKey(sid: string | null | undefined, token: string): string {
  return sid ? `sid:${sid}` : `token:${createHash("sha256").update(token).digest("hex")}`
}

export class Reauthentication {
  constructor(
    private readonly sealer: Sealer,
    /** How long a proof lasts (REAUTH_SECONDS, five minutes). */
    private readonly lifetimeMs: number
  ) {}

  issue(session: string, user: string, now = Date.now()): { proof: string; expiresAt: string } {
    const expires = now + this.lifetimeMs
    return {
      proof: this.sealer.seal(PURPOSE, { session, user } satisfies Proof, expires),
      expiresAt: new Date(expires).toISOString(),
    }
  }

  /** Whether the request carries a live proof for this session and administrator. */
  holds(request: FastifyRequest, session: string, user: string): boolean {
    const header = request.headers[REAUTH_HEADER]
    const proof = this.sealer.open<Proof>(PURPOSE, typeof header === "string" ? header : undefined)
    return Boolean(proof && proof.session === session && proof.user === user)
  }
}

/** The refusal of a sensitive route without a proof: 403 with the way out in the asker's language. */
export function refuseWithoutReauth(reply: FastifyReply) {
  return reply.code(403).send({
    code: ERROR_CODES.REAUTHENTICATION_REQUIRED,
    reason: "REAUTHENTICATION_REQUIRED",
    message: message(reply.request, "REAUTHENTICATION_REQUIRED"),
  })
}

/** What the sensitive routes ask of the auth plugin (admin-api/auth.ts decorates the server with it). */
interface ReauthServer {
  adminReauthenticated?: (request: FastifyRequest) => boolean
  adminRecentlySignedIn?: (request: FastifyRequest) => boolean
  adminToken?: (request: FastifyRequest) => string | null
}

/** A preHandler that passes with a proof of this session, or also with a recent sign-in when `recentSignIn`. */
function reauthGuard(recentSignIn: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const server = request.server as ReauthServer
    // No session at all: the route's own check answers that (sign in first), not this one.
    if (!request.adminEngineToken && !server.adminToken?.(request)) return
    if (recentSignIn && server.adminRecentlySignedIn?.(request)) return
    if (!server.adminReauthenticated?.(request)) return refuseWithoutReauth(reply)
  }
}

/**
 * A preHandler for a sensitive /admin-api route: passes only with a proof of this session
 * (`app.adminReauthenticated`, admin-api/auth.ts). A secret API key has no session nor password to
 * confirm, so it never passes: such changes are made by a person.
 */
export const requireReauth = reauthGuard(false)

/**
 * A preHandler for enrolling or removing one's own second factor: a proof as for the sensitive
 * routes, or a sign-in of this session within the proof's lifetime, which is itself the password
 * (and code) typed again. An owner's first sign-in in production goes straight to enrolment, so it
 * is never asked twice; a session stolen later cannot enrol its thief's factor and lock the person out.
 */
export const requireRecentAuthentication = reauthGuard(true)
