import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type {
  AdminSecurityKey,
  AdminSecurityKeyDeletedResponse,
  AdminSecurityKeyOptionsResponse,
  AdminSecurityKeyResponse,
  AdminSecurityKeysResponse,
} from "@vitalia/schema/engine/admin"
import type { GatewayConfig } from "../config.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import { message } from "../messages/errors.js"
import { readEngineToken } from "../auth/engine-token.js"
import { requireRecentAuthentication } from "./reauth.js"
import type { StaffDirectory } from "./staff.js"

/** The shop's addresses, which a security key is bound to (config.ts: PUBLIC_URL, ALLOWED_ORIGINS). */
export type ShopAddresses = Pick<GatewayConfig, "publicUrl" | "allowedOrigins">

/** The relying party the engine is told of (commerce/src/staff/webauthn.ts, relyingPartyOf). */
export interface RelyingParty {
  rp_id: string
  origins: string[]
}

/**
 * The relying party of a request: the host of the page that asks, when it is one of the shop's
 * allowed origins (a key made at localhost answers at localhost only, so the back-office opened at
 * an allowed twin address works there too); else PUBLIC_URL's host. The origins answers may come
 * from are the allowed ones on that host — the engine checks them again.
 */
export function relyingPartyFor(addresses: ShopAddresses, request: FastifyRequest): RelyingParty {
  const asking = typeof request.headers.origin === "string" ? request.headers.origin : null
  const base = asking && addresses.allowedOrigins.includes(asking) ? asking : addresses.publicUrl
  const host = new URL(base).hostname
  const origins = [addresses.publicUrl, ...addresses.allowedOrigins].filter(
    (origin, index, all) => all.indexOf(origin) === index && new URL(origin).hostname === host
  )
  return { rp_id: host, origins }
}

/** A key as the back-office lists it. */
interface KeyView {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

/** The engine's dates reach here as the ISO strings JSON made of them; read again, they stay the same strings. */
function view(key: AdminSecurityKey): KeyView {
  const iso = (date: Date | string) => new Date(date).toISOString()
  return {
    id: key.id,
    name: key.name,
    createdAt: iso(key.created_at),
    lastUsedAt: key.last_used_at && iso(key.last_used_at),
  }
}

/**
 * /admin-api/staff/me/security-keys: the signed-in administrator's security keys (passkeys), a
 * second factor beside TOTP (docs/auth.md, "Security keys"). The engine keeps and checks them
 * (commerce/src/staff/webauthn.ts); here the relying party is named and refusals are worded.
 *   GET    /admin-api/staff/me/security-keys              → [{ id, name, createdAt, lastUsedAt }]
 *   POST   /admin-api/staff/me/security-keys/options      → { options } (navigator.credentials.create)
 *   POST   /admin-api/staff/me/security-keys              { name, response } → { id, name, … }
 *   DELETE /admin-api/staff/me/security-keys/:id          → { id, deleted: true }
 */
export function registerSecurityKeys(
  admin: FastifyInstance,
  options: { medusa: MedusaClient; addresses: ShopAddresses; staff: StaffDirectory }
) {
  const { medusa, addresses, staff } = options
  const token = (request: FastifyRequest) => request.adminEngineToken!
  const forget = (request: FastifyRequest) => staff.forget(readEngineToken(token(request))?.actor_id ?? "")

  admin.get("/staff/me/security-keys", async (request) => {
    const { security_keys } = await medusa.get<AdminSecurityKeysResponse>("/admin/staff/me/security-keys", {
      token: token(request),
    })
    return security_keys.map(view)
  })

  // Adding or removing a key needs a recent sign-in or a re-authentication proof, as enrolling TOTP does (reauth.ts).
  admin.post("/staff/me/security-keys/options", { preHandler: requireRecentAuthentication }, async (request, reply) => {
    const { options: creation } = await medusa.post<AdminSecurityKeyOptionsResponse>(
      "/admin/staff/me/security-keys/options",
      {
        token: token(request),
        body: relyingPartyFor(addresses, request),
      }
    )
    reply.header("cache-control", "no-store")
    return { options: creation }
  })

  const enrolment = {
    type: "object",
    required: ["name", "response"],
    additionalProperties: false,
    properties: {
      name: { type: "string", minLength: 1, maxLength: 60 },
      // The browser's PublicKeyCredential as JSON; the engine's library reads it.
      response: { type: "object", maxProperties: 16 },
    },
  } as const
  admin.post<{ Body: { name: string; response: Record<string, unknown> } }>(
    "/staff/me/security-keys",
    { schema: { body: enrolment } },
    async (request, reply) => {
      try {
        const { security_key } = await medusa.post<AdminSecurityKeyResponse>("/admin/staff/me/security-keys", {
          token: token(request),
          body: {
            name: request.body.name.trim(),
            response: request.body.response,
            ...relyingPartyFor(addresses, request),
          },
        })
        forget(request)
        return view(security_key)
      } catch (error) {
        const refused = securityKeyRefusal(error, request, reply)
        if (refused) return refused
        throw error
      }
    }
  )

  admin.delete<{ Params: { id: string } }>(
    "/staff/me/security-keys/:id",
    { preHandler: requireRecentAuthentication },
    async (request, reply) => {
      try {
        const answer = await medusa.delete<AdminSecurityKeyDeletedResponse>(
          `/admin/staff/me/security-keys/${encodeURIComponent(request.params.id)}`,
          { token: token(request) }
        )
        forget(request)
        return answer
      } catch (error) {
        const refused = securityKeyRefusal(error, request, reply)
        if (refused) return refused
        throw error
      }
    }
  )
}

/** The engine's coded refusals of an enrolment or a removal, in the administrator's language. */
function securityKeyRefusal(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof EngineError)) return null
  switch (error.engineCode) {
    case "SECURITY_KEY_NAME_INVALID": {
      const text = message(request, "SECURITY_KEY_NAME_INVALID")
      return reply
        .code(400)
        .send({ code: "BAD_REQUEST", reason: error.engineCode, message: text, errors: { name: text } })
    }
    case "SECURITY_KEY_NO_CEREMONY":
    case "SECURITY_KEY_CHALLENGE_USED":
      return reply
        .code(400)
        .send({ code: "BAD_REQUEST", reason: error.engineCode, message: message(request, "SECURITY_KEY_START_AGAIN") })
    case "SECURITY_KEY_INVALID_KEY_RESPONSE":
      return reply
        .code(400)
        .send({ code: "BAD_REQUEST", reason: error.engineCode, message: message(request, "SECURITY_KEY_NOT_ACCEPTED") })
    case "SECURITY_KEY_KEY_ALREADY_ENROLLED":
      return reply.code(409).send({
        code: "CONFLICT",
        reason: error.engineCode,
        message: message(request, "SECURITY_KEY_ALREADY_ENROLLED"),
      })
    case "SECURITY_KEY_NOT_FOUND":
      return reply
        .code(404)
        .send({ code: "NOT_FOUND", reason: error.engineCode, message: message(request, "SECURITY_KEY_NOT_FOUND") })
    default:
      return null
  }
}
