import { INPUT_LIMITS } from "@vitalia/schema/limits"
import type { FastifyInstance } from "fastify"
import { EngineError } from "../medusa/errors.js"
import { message } from "../messages/errors.js"
import { refusedAsCommon } from "./passwords.js"
import type { AdminApiOptions } from "./options.js"

interface Acceptance {
  invite_token: string
  email: string
  password: string
  first_name?: string
  last_name?: string
}

const schema = {
  type: "object",
  additionalProperties: false,
  required: ["invite_token", "email", "password"],
  properties: {
    invite_token: { type: "string", minLength: 10, maxLength: 4096 },
    email: { type: "string", maxLength: 254, pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$" },
    password: { type: "string", minLength: INPUT_LIMITS.password.min, maxLength: INPUT_LIMITS.password.max },
    first_name: { type: "string", maxLength: 200 },
    last_name: { type: "string", maxLength: 200 },
  },
} as const

/**
 * POST /admin-api/invites/accept — the invitee (no session yet) becomes an
 * administrator: the engine first checks the invite (`POST /admin/invites/check`: a live
 * invite for this e-mail address), then registers their e-mail and password, then accepts
 * the invite (`POST /admin/invites/accept?token=<invite_token>`), the invite token travelling
 * in the query and not the body. The invite token is this route's credential: without one,
 * or with one the engine refuses, 401 — and nothing is created, so a made-up invite cannot
 * squat an address (docs/admin.md, "Invites").
 */
export async function registerInviteAcceptance(admin: FastifyInstance, options: AdminApiOptions) {
  // eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin: async, so that a throw while registering becomes the rejection register() reports (avvio calls plugins without a try)
  await admin.register(async (open) => {
    open.addHook("preValidation", async (request, reply) => {
      const body = request.body as { invite_token?: unknown } | undefined
      if (typeof body?.invite_token !== "string" || !body.invite_token) {
        return reply.code(401).send({ code: "UNAUTHENTICATED", message: "An invitation token is required" })
      }
    })
    open.post<{ Body: Acceptance }>(
      "/invites/accept",
      { schema: { body: schema }, config: { inviteToken: true } },
      async (request, reply) => {
        const { invite_token, email, password, ...names } = request.body
        if (refusedAsCommon(request, reply, password, "password")) return reply
        const invalid = () =>
          reply
            .code(401)
            .send({ code: "UNAUTHENTICATED", reason: "INVALID_INVITE", message: message(request, "INVITE_INVALID") })
        try {
          await options.medusa.post("/admin/invites/check", {
            body: { token: invite_token, email: email.trim().toLowerCase() },
          })
        } catch (error) {
          if (error instanceof EngineError && error.status === 401) return invalid()
          throw error
        }
        let registration: string
        try {
          ;({ token: registration } = await options.medusa.post<{ token: string }>("/auth/user/emailpass/register", {
            body: { email: email.trim().toLowerCase(), password },
          }))
        } catch (error) {
          if (error instanceof EngineError && (error.status === 401 || error.status === 400)) {
            return reply.code(400).send({
              code: "BAD_REQUEST",
              message: "This e-mail cannot register",
              errors: { email: "cannot register" },
            })
          }
          throw error
        }
        try {
          const { user } = await options.medusa.post<{ user: Record<string, unknown> }>("/admin/invites/accept", {
            token: registration,
            query: { token: invite_token },
            body: { email: email.trim().toLowerCase(), ...names },
          })
          return { user }
        } catch (error) {
          if (error instanceof EngineError && error.status === 401) return invalid()
          throw error
        }
      }
    )
  })
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route authenticates with an invite token in its body, not an admin session. */
    inviteToken?: boolean
    /** The route is the API's own description (GET /admin-api/openapi.json): public. */
    publicDescription?: boolean
  }
}
