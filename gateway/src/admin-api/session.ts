import type { FastifyReply, FastifyRequest } from "fastify"
import { readEngineToken } from "../auth/engine-token.js"
import { bearerOf } from "../auth/session.js"
import { isApiKey } from "../medusa/client.js"
import { ERROR_CODES, message } from "../messages/errors.js"

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
 * The engine's secret API key of a request, as Medusa's admin API takes it: `Authorization: Basic
 * base64(<key>:)`, kept as that whole header to be sent on to the engine (medusa/client.ts). The
 * engine checks the key on every call (a revoked key gets its 401 at once) and acts with the role
 * of the administrator who created it (commerce/src/staff/middleware.ts).
 */
export function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header || !/^Basic [A-Za-z0-9+/=]+$/.test(header)) return null
  const [key] = Buffer.from(header.slice("Basic ".length), "base64").toString("utf8").split(":")
  return key?.startsWith("sk_") ? header : null
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
  const key = apiKeyOf(request)
  if (key && isApiKey(key)) {
    request.adminEngineToken = key
    return
  }
  if (request.headers.authorization?.startsWith("Basic ")) return refuse(request, reply, 401, "API_KEY_INVALID")
  const token = adminToken(request)
  const claims = token ? readEngineToken(token) : null
  if (!token || !claims) return refuse(request, reply, 401, "ADMIN_SIGN_IN_REQUIRED")
  if (claims.actor_type !== "user" || !claims.actor_id) return refuse(request, reply, 403, "ADMIN_ONLY")
  // The session cookie is SameSite=Strict; a write a page of another origin sends is refused all the same.
  const origin = request.headers.origin
  if (request.method !== "GET" && origin && !sameHost(origin, request.headers.host)) {
    return refuse(request, reply, 403, "CROSS_ORIGIN_WRITE")
  }
  request.adminEngineToken = token
}

/** The guard's refusals: the general code, the reason, and the message in the asker's language. */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 401 | 403,
  reason: "ADMIN_SIGN_IN_REQUIRED" | "API_KEY_INVALID" | "ADMIN_ONLY" | "CROSS_ORIGIN_WRITE"
) {
  return reply.code(status).send({ code: ERROR_CODES[reason], reason, message: message(request, reason) })
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
    /** The administrator's engine token, or their secret API key's `Basic …` header, set by requireAdmin. */
    adminEngineToken?: string
  }
}
