import type { FastifyReply, FastifyRequest } from "fastify"
import { readEngineToken } from "../auth/engine-token.js"
import { bearerOf } from "../auth/session.js"

/**
 * The administrator's engine token of a request: the admin session cookie or
 * `Authorization: Bearer`, as the back-office sign-in reads it
 * (`app.adminToken`, admin-api/auth.ts).
 */
export function adminToken(request: FastifyRequest): string | null {
  const server = request.server as { adminToken?: (request: FastifyRequest) => string | null }
  if (server.adminToken) return server.adminToken(request)
  return bearerOf(request)
}

/**
 * Every /admin-api route: 401 without an admin session; 403 for a token that is
 * not an administrator's (a shopper's). The engine checks the token itself on
 * every call, so a forged one still ends in the engine's 401.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  // Invite acceptance authenticates with the invite token in its body (invites.ts).
  if (request.routeOptions.config?.inviteToken) return
  // The API's description (openapi.ts) names routes and shapes, nothing secret: an integrator reads it before signing in.
  if (request.routeOptions.config?.publicDescription) return
  const token = adminToken(request)
  if (!token) return reply.code(401).send({ code: "UNAUTHENTICATED", message: "Sign in to the back-office" })
  const claims = readEngineToken(token)
  if (!claims) return reply.code(401).send({ code: "UNAUTHENTICATED", message: "Sign in to the back-office" })
  if (claims.actor_type !== "user" || !claims.actor_id) {
    return reply.code(403).send({ code: "FORBIDDEN", message: "Only administrators may use the back-office" })
  }
  // The session cookie is SameSite=Strict; a write a page of another origin sends is refused all the same.
  const origin = request.headers.origin
  if (request.method !== "GET" && origin && !sameHost(origin, request.headers.host)) {
    return reply.code(403).send({ code: "FORBIDDEN", message: "Cross-origin writes to the back-office are refused" })
  }
  request.adminEngineToken = token
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

declare module "fastify" {
  interface FastifyRequest {
    /** The administrator's engine token, set by requireAdmin. */
    adminEngineToken?: string
  }
}
