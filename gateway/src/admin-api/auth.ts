import type {
  AdminSecurityKeySignInOptionsResponse,
  AdminSecurityKeySignInVerifyResponse,
  AdminStaffMeResponse,
  AdminStaffTotpVerifyResponse,
} from "@vitalia/schema/engine/admin"
import type { OwnPasswordResponse } from "@vitalia/schema/engine/store"
import { INPUT_LIMITS } from "@vitalia/schema/limits"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { EngineAuth } from "../auth/engine-auth.js"
import { signInFailures } from "../auth/even-time.js"
import { readEngineToken, tokenExpiry } from "../auth/engine-token.js"
import { message } from "../messages/errors.js"
import {
  changeInstant,
  newSessionMark,
  sessionView,
  type SessionMark,
  type SessionRevocations,
} from "../auth/revocation.js"
import { Sealer } from "../auth/seal.js"
import { bearerOf, hostOnly } from "../auth/session.js"
import type { GatewayConfig } from "../config.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import { refusedAsCommon } from "./passwords.js"
import { Reauthentication, requireReauth, sessionKey } from "./reauth.js"
import { TotpTickets } from "./totp-tickets.js"
import { relyingPartyFor } from "./security-keys.js"

/** An administrator as the back-office shows them. */
interface AdminUser {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
}

/** The sealed admin cookie: the engine token, the engine session, and the session's mark (auth/revocation.ts). */
interface AdminSession extends Partial<SessionMark> {
  token: string
  engineSession?: string | null
}

const USER_FIELDS = "id,email,first_name,last_name"
const PURPOSE = "admin-session"
/**
 * The sealed ticket between the password and the second factor of a sign-in: the engine token, the
 * ticket's id (totp-tickets.ts) and, when the administrator has security keys, the challenge of the
 * sign-in ceremony the engine opened for it — an answer of a key counts for this ticket only.
 */
interface SecondStepTicket {
  token: string
  id?: string
  challenge?: string
}
const TOTP_PURPOSE = "admin-totp"
const TOTP_TICKET_MS = 5 * 60 * 1000

/**
 * Back-office sign-in with the engine's e-mail/password users, at
 * /admin-api/auth/*: login, logout, me, refresh, reset-password and
 * update-password. The admin session is its own cookie (httpOnly,
 * SameSite=Strict, path /admin-api, Secure in production); API clients may
 * send `Authorization: Bearer <token>` instead. POSTs must be JSON, which a
 * cross-site form cannot send. Sessions end at logout and at a password
 * reset (the store of ended sessions, auth/revocation.ts), and no /admin-api
 * answer may be kept by a browser or a proxy.
 */
/** The back-office session cookie's name: the shop's session cookie's, `_admin` added. */
export function adminCookieName(config: Pick<GatewayConfig, "sessionCookieName">): string {
  return `${config.sessionCookieName}_admin`
}

export async function registerAdminAuth(
  app: FastifyInstance,
  options: { medusa: MedusaClient; config: GatewayConfig }
) {
  const { medusa, config } = options
  const engine = new EngineAuth(config.medusaUrl, config.medusaTimeoutMs, config.production, config.engineEdgeSecret)
  const sealer = new Sealer(config.sessionSecret)
  const cookies = new AdminCookies(adminCookieName(config), sealer, config.production)
  app.decorate("adminToken", (request: FastifyRequest) => cookies.read(request)?.token ?? bearerOf(request))
  const revocations: SessionRevocations = app.sessionRevocations ?? noRevocations()
  // Proofs of a recent password (and code) for sensitive actions, bound to the session (reauth.ts).
  const reauth = new Reauthentication(sealer, config.reauthMs)
  const sessionOf = (request: FastifyRequest, token: string) => sessionKey(cookies.read(request)?.sid, token)
  app.decorate("adminReauthenticated", (request: FastifyRequest) => {
    const token = cookies.read(request)?.token ?? bearerOf(request)
    const user = readEngineToken(token)?.actor_id
    return Boolean(token && user && reauth.holds(request, sessionOf(request, token), user))
  })
  // A sign-in is a re-authentication for a while: the browser's from its cookie's mark, a bearer
  // token's from when the engine issued it (a refreshed token counts from its refresh, never longer).
  app.decorate("adminRecentlySignedIn", (request: FastifyRequest) => {
    const stored = cookies.read(request)
    const token = stored?.token ?? bearerOf(request)
    const iat = token ? readEngineToken(token)?.iat : undefined
    const since = stored?.since ?? (typeof iat === "number" ? iat * 1000 : undefined)
    return since !== undefined && Date.now() - since < config.reauthMs
  })

  // The back-office cookie of an ended session is read as absent (its bearer tokens: auth/plugin.ts).
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/admin-api")) return
    const stored = cookies.read(request)
    const state = stored ? await revocations.cookieState(stored, config.sessionLifetime) : "live"
    if (state === "ended") {
      request.endedSessions = { ...request.endedSessions, admin: true }
      cookies.clear(reply)
    } else if (state === "touch") {
      // In use: its last use is written again, so it is not taken for idle (auth/revocation.ts, cookieState);
      // the administrator's list of sessions shows it.
      const seen = Date.now()
      cookies.write(reply, { ...stored!, seen })
      if (stored!.sid) await revocations.sessionUsed(stored!.token, stored!.sid, seen)
    }
  })
  // Every back-office answer is one person's view of the shop's data: never stored.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.url.startsWith("/admin-api")) reply.header("cache-control", "no-store")
    done(null, payload)
  })
  const tickets = TotpTickets.open(config, TOTP_TICKET_MS)
  app.addHook("onClose", async () => tickets.close())

  await app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin: async, so that a throw while registering becomes the rejection register() reports (avvio calls plugins without a try)
    async (admin) => {
      admin.addHook("preValidation", async (request, reply) => {
        if (
          request.method === "POST" &&
          !String(request.headers["content-type"] ?? "").startsWith("application/json")
        ) {
          return reply
            .code(415)
            .send({ code: "UNSUPPORTED_MEDIA_TYPE", message: "Send JSON (content-type: application/json)" })
        }
      })

      const credentials = {
        type: "object",
        required: ["email", "password"],
        additionalProperties: false,
        properties: {
          email: { type: "string", minLength: 3, maxLength: 254 },
          password: { type: "string", minLength: 1, maxLength: 1024 },
        },
      } as const

      admin.post<{ Body: { email: string; password: string } }>(
        "/login",
        { schema: { body: credentials } },
        async (request, reply) => {
          if (!(await allowed(app, request, reply, "sign-in"))) return
          // Every failure takes as long whether or not the e-mail has an account (auth/even-time.ts).
          const started = performance.now()
          const refused = async () => {
            await signInFailures.pad(started)
            return failed(reply)
          }
          let token: string | undefined
          try {
            ;({ token } = await medusa.post<{ token?: string }>("/auth/user/emailpass", {
              body: { email: request.body.email.trim().toLowerCase(), password: request.body.password },
            }))
          } catch (error) {
            if (error instanceof EngineError && error.status === 401) return refused()
            throw error
          }
          // An identity without a user (a shopper's) is not an administrator.
          if (!token || !readEngineToken(token)?.actor_id) return refused()
          const user = await currentUser(medusa, token)
          if (!user) return refused()
          // A second factor enrolled: no session yet, a sealed ticket for POST /login/totp or
          // /login/security-key (5 minutes), with an id the ticket store follows (one success, five
          // failures: totp-tickets.ts). With security keys, the answer carries the options for the
          // browser's navigator.credentials.get, whose challenge the ticket seals.
          const factors = await secondFactors(medusa, token)
          if (factors.totp || factors.securityKeys) {
            reply.header("cache-control", "no-store")
            const securityKeyOptions = factors.securityKeys
              ? (
                  await medusa.post<AdminSecurityKeySignInOptionsResponse>(
                    "/admin/staff/me/security-keys/sign-in/options",
                    { token, body: relyingPartyFor(config, request) }
                  )
                ).options
              : null
            const sealed: SecondStepTicket = { token, id: tickets.newId(), challenge: securityKeyOptions?.challenge }
            const ticket = sealer.seal(TOTP_PURPOSE, sealed, Date.now() + TOTP_TICKET_MS)
            return {
              totpRequired: true,
              ticket,
              secondFactor: { totp: factors.totp, securityKey: Boolean(securityKeyOptions) },
              securityKeyOptions,
            }
          }
          return signedIn(request, reply, token, user)
        }
      )

      // The second step of a sign-in with a second factor: the ticket of /login and a code of the administrator's app.
      const second = {
        type: "object",
        required: ["ticket", "code"],
        additionalProperties: false,
        properties: {
          ticket: { type: "string", minLength: 1, maxLength: 8192 },
          code: { type: "string", minLength: 1, maxLength: 16 },
        },
      } as const
      admin.post<{ Body: { ticket: string; code: string } }>(
        "/login/totp",
        { schema: { body: second } },
        async (request, reply) => {
          if (!(await allowed(app, request, reply, "sign-in"))) return
          const opened = sealer.open<SecondStepTicket>(TOTP_PURPOSE, request.body.ticket)
          const invalidTicket = () =>
            reply.code(401).send({
              code: "AUTHENTICATION_FAILED",
              reason: "INVALID_TICKET",
              message: message(reply.request, "AUTHENTICATION_FAILED"),
            })
          // A ticket without an id (sealed before tickets had one), spent, or burnt by wrong codes opens nothing.
          if (!opened?.token || !opened.id || !(await tickets.alive(opened.id))) return invalidTicket()
          const { token, id } = opened
          // The engine spends the code (once per person and time step) and says when it was spent before.
          const { valid, used } = await medusa.post<AdminStaffTotpVerifyResponse>("/admin/staff/me/totp/verify", {
            token,
            body: { code: request.body.code.trim() },
          })
          if (!valid) {
            await tickets.wrong(id)
            // A security event (ASVS 2.8.5): a code already spent was tried again — seen over a shoulder,
            // caught in transit, or a second tab. Who, never the code; the engine e-mails the administrator.
            if (used)
              request.log.warn(
                { securityEvent: "TOTP_CODE_USED", userId: readEngineToken(token)?.actor_id ?? null },
                "a spent two-step code was tried again"
              )
            return reply.code(401).send({
              code: "AUTHENTICATION_FAILED",
              reason: used ? "TOTP_CODE_USED" : "INVALID_TOTP_CODE",
              message: message(reply.request, used ? "TOTP_CODE_USED" : "TOTP_CODE_INVALID"),
            })
          }
          if (!(await tickets.spend(id))) return invalidTicket()
          const user = await currentUser(medusa, token)
          if (!user) return failed(reply)
          return signedIn(request, reply, token, user)
        }
      )

      // The second step with a security key: the ticket of /login and the browser's answer to its
      // options (navigator.credentials.get). The engine checks the answer against the ceremony the
      // ticket names (commerce/src/staff/webauthn.ts); a refusal counts against the ticket as a wrong
      // code does, and a success spends it: one session per ticket.
      const assertion = {
        type: "object",
        required: ["ticket", "response"],
        additionalProperties: false,
        properties: {
          ticket: { type: "string", minLength: 1, maxLength: 8192 },
          response: { type: "object", maxProperties: 16 },
        },
      } as const
      admin.post<{ Body: { ticket: string; response: Record<string, unknown> } }>(
        "/login/security-key",
        { schema: { body: assertion } },
        async (request, reply) => {
          if (!(await allowed(app, request, reply, "sign-in"))) return
          const opened = sealer.open<SecondStepTicket>(TOTP_PURPOSE, request.body.ticket)
          const refused = (reason: string, key: "SECURITY_KEY_REFUSED" | "SECURITY_KEY_SIGN_IN_EXPIRED") =>
            reply.code(401).send({ code: "AUTHENTICATION_FAILED", reason, message: message(reply.request, key) })
          if (!opened?.token || !opened.id || !(await tickets.alive(opened.id)))
            return refused("INVALID_TICKET", "SECURITY_KEY_SIGN_IN_EXPIRED")
          // A ticket of an administrator who had no key at /login has no ceremony to answer.
          if (!opened.challenge) return refused("NO_SECURITY_KEY", "SECURITY_KEY_REFUSED")
          const { token, id, challenge } = opened
          const outcome = await medusa.post<AdminSecurityKeySignInVerifyResponse>(
            "/admin/staff/me/security-keys/sign-in/verify",
            { token, body: { challenge, response: request.body.response, ...relyingPartyFor(config, request) } }
          )
          if (!outcome.valid) {
            await tickets.wrong(id)
            // A security event (ASVS 2.8.5): an answer already spent was sent again — a replay.
            if (outcome.reason === "CHALLENGE_USED")
              request.log.warn(
                { securityEvent: "SECURITY_KEY_REPLAY", userId: readEngineToken(token)?.actor_id ?? null },
                "a spent security-key answer was sent again"
              )
            const reason = `SECURITY_KEY_${outcome.reason ?? "REFUSED"}`
            return outcome.reason === "NO_CEREMONY" || outcome.reason === "CHALLENGE_USED"
              ? refused(reason, "SECURITY_KEY_SIGN_IN_EXPIRED")
              : refused(reason, "SECURITY_KEY_REFUSED")
          }
          if (!(await tickets.spend(id))) return refused("INVALID_TICKET", "SECURITY_KEY_SIGN_IN_EXPIRED")
          const user = await currentUser(medusa, token)
          if (!user) return failed(reply)
          return signedIn(request, reply, token, user)
        }
      )

      /** The engine's refresh of an administrator's token: a new one, another day from now. */
      async function refreshed(token: string): Promise<string> {
        const { token: fresh } = await medusa.post<{ token: string }>("/auth/token/refresh", { token })
        return fresh
      }

      async function signedIn(request: FastifyRequest, reply: FastifyReply, token: string, user: AdminUser) {
        token = await revocations.unendedToken(token, refreshed)
        const engineSession = await engine.openSession(token).catch(() => null)
        const mark = newSessionMark()
        cookies.write(reply, { token, engineSession, ...mark })
        // Listed among the administrator's sessions only when a browser holds it (a bearer client has no cookie to end).
        if (fromBrowser(request)) await revocations.recordSession(token, mark, request.headers["user-agent"])
        return { user, expiresAt: expiryIso(token), token: fromBrowser(request) ? null : token }
      }

      // Ends the session for good: every copy of its cookie, and the bearer token sent with it, get 401 from now on.
      admin.post("/logout", async (request, reply) => {
        const stored = cookies.read(request)
        const engineSession = stored?.engineSession
        if (stored?.sid) await revocations.revokeSession(stored.sid, stored.token)
        const bearer = bearerOf(request)
        if (bearer) await revocations.revokeToken(bearer)
        cookies.clear(reply)
        if (engineSession) await engine.closeSession(engineSession).catch(() => undefined)
        return { success: true }
      })

      // The administrator's own browser sessions (ASVS 3.3.4): listed with their device, start and last
      // use; one ended by its id, or every other one at once ("sign out everywhere else").
      function administratorToken(request: FastifyRequest, reply: FastifyReply): string | null {
        const token = cookies.read(request)?.token ?? bearerOf(request)
        const claims = readEngineToken(token)
        if (!claims?.actor_id) {
          void reply.code(401).send({ code: "UNAUTHENTICATED", message: message(reply.request, "SIGN_IN_REQUIRED") })
          return null
        }
        if (claims.actor_type !== "user") {
          void reply.code(403).send({ code: "FORBIDDEN", message: message(reply.request, "SIGN_IN_REQUIRED") })
          return null
        }
        return token
      }

      admin.get("/sessions", async (request, reply) => {
        const token = administratorToken(request, reply)
        if (!token) return reply
        const current = cookies.read(request)?.sid
        const sessions = (await revocations.sessionsOf(token)).map((entry) => sessionView(entry, current))
        return { sessions }
      })

      // Confirming it is the administrator before a sensitive action (ASVS 3.7.1, reauth.ts): the
      // password again, and the second factor's code when one is enrolled (the engine spends the
      // code, as at sign-in). The answer is a proof for this session, five minutes long.
      const confirmation = {
        type: "object",
        required: ["password"],
        additionalProperties: false,
        properties: {
          password: { type: "string", minLength: 1, maxLength: 1024 },
          code: { type: "string", maxLength: 16 },
        },
      } as const
      admin.post<{ Body: { password: string; code?: string } }>(
        "/reauthenticate",
        {
          // An administrator's session first, before the body is read: 401 without one, 403 for a shopper's.
          preValidation: async (request, reply) => {
            if (!administratorToken(request, reply)) return reply
          },
          schema: { body: confirmation },
        },
        async (request, reply) => {
          const token = administratorToken(request, reply)
          if (!token) return reply
          const userId = readEngineToken(token)!.actor_id!
          if (!(await allowed(app, request, reply, "sign-in"))) return
          const user = await currentUser(medusa, token)
          if (!user)
            return reply
              .code(401)
              .send({ code: "UNAUTHENTICATED", message: message(reply.request, "SIGN_IN_REQUIRED") })
          const wrongPassword = () =>
            reply.code(401).send({
              code: "AUTHENTICATION_FAILED",
              reason: "INVALID_CURRENT_PASSWORD",
              field: "password",
              message: message(reply.request, "INVALID_CURRENT_PASSWORD"),
            })
          // The engine checks the password against its failed sign-in budget for the account; the
          // token it answers is only looked at (the same person?) and not kept.
          let checked: string | undefined
          try {
            ;({ token: checked } = await medusa.post<{ token?: string }>("/auth/user/emailpass", {
              body: { email: user.email, password: request.body.password },
            }))
          } catch (error) {
            if (error instanceof EngineError && error.status === 401) return wrongPassword()
            if (error instanceof EngineError && error.status === 429)
              return reply
                .code(429)
                .send({ code: "TOO_MANY_REQUESTS", message: message(reply.request, "TOO_MANY_REQUESTS") })
            throw error
          }
          if (readEngineToken(checked)?.actor_id !== userId) return wrongPassword()
          if ((await secondFactors(medusa, token)).totp) {
            const code = request.body.code?.trim()
            if (!code)
              return reply.code(401).send({
                code: "AUTHENTICATION_FAILED",
                reason: "TOTP_CODE_REQUIRED",
                field: "code",
                message: message(reply.request, "REAUTH_TOTP_CODE_REQUIRED"),
              })
            const { valid, used } = await medusa.post<AdminStaffTotpVerifyResponse>("/admin/staff/me/totp/verify", {
              token,
              body: { code },
            })
            if (!valid)
              return reply.code(401).send({
                code: "AUTHENTICATION_FAILED",
                reason: used ? "TOTP_CODE_USED" : "INVALID_TOTP_CODE",
                field: "code",
                message: message(reply.request, used ? "TOTP_CODE_USED" : "TOTP_CODE_INVALID"),
              })
          }
          return reauth.issue(sessionOf(request, token), userId)
        }
      )

      admin.post<{ Params: { id: string } }>(
        "/sessions/:id/end",
        { preHandler: requireReauth },
        async (request, reply) => {
          const token = administratorToken(request, reply)
          if (!token) return reply
          const ended = await revocations.endSessionOf(token, request.params.id)
          if (!ended)
            return reply.code(404).send({ code: "NOT_FOUND", message: message(reply.request, "SESSION_NOT_FOUND") })
          if (ended === cookies.read(request)?.sid) cookies.clear(reply)
          return { success: true }
        }
      )

      admin.post("/sessions/end-others", { preHandler: requireReauth }, async (request, reply) => {
        const token = administratorToken(request, reply)
        if (!token) return reply
        const stored = cookies.read(request)
        if (!stored?.sid)
          return reply.code(403).send({ code: "FORBIDDEN", message: message(reply.request, "SESSIONS_BROWSER_ONLY") })
        // As at a password change: everything of the administrator begun before `at` ends; this
        // browser goes on with a token issued after it, under a new mark.
        const at = await changeInstant()
        const fresh = await refreshed(token)
        await revocations.endOthers(token, at)
        const mark = newSessionMark()
        cookies.write(reply, { token: fresh, engineSession: stored.engineSession, ...mark })
        await revocations.recordSession(fresh, mark, request.headers["user-agent"])
        return { success: true }
      })

      admin.get("/me", async (request, reply) => {
        const token = cookies.read(request)?.token ?? bearerOf(request)
        const user = token ? await currentUser(medusa, token) : null
        if (!user)
          return reply.code(401).send({ code: "UNAUTHENTICATED", message: message(reply.request, "SIGN_IN_REQUIRED") })
        return { user, expiresAt: expiryIso(token!) }
      })

      admin.post("/refresh", async (request, reply) => {
        const stored = cookies.read(request)
        const token = stored?.token ?? bearerOf(request)
        if (!token)
          return reply.code(401).send({ code: "UNAUTHENTICATED", message: message(reply.request, "SIGN_IN_REQUIRED") })
        // The back-office refreshes administrators' sessions only, never a shopper's token.
        if (readEngineToken(token)?.actor_type !== "user") {
          return reply.code(403).send({ code: "FORBIDDEN", message: message(reply.request, "SIGN_IN_REQUIRED") })
        }
        try {
          const fresh = await refreshed(token)
          if (stored) cookies.write(reply, { ...stored, token: fresh })
          // The token only to a client that sent one: a cookie's token never leaves the gateway (a copied
          // cookie must not yield a token that outlives the session).
          return { expiresAt: expiryIso(fresh), token: stored || fromBrowser(request) ? null : fresh }
        } catch (error) {
          if (error instanceof EngineError && error.status === 401) {
            cookies.clear(reply)
            return reply.code(401).send({ code: "UNAUTHENTICATED", message: message(reply.request, "SESSION_ENDED") })
          }
          throw error
        }
      })

      admin.post<{ Body: { email: string } }>(
        "/reset-password",
        {
          schema: {
            body: {
              type: "object",
              required: ["email"],
              additionalProperties: false,
              properties: { email: { type: "string", minLength: 3, maxLength: 254 } },
            },
          },
        },
        async (request, reply) => {
          if (!(await allowed(app, request, reply, "password-reset"))) return
          // The same answer whether or not the user exists.
          await engine.requestPasswordReset("user", request.body.email.trim().toLowerCase())
          return { success: true }
        }
      )

      admin.post<{ Body: { token: string; password: string } }>(
        "/update-password",
        {
          schema: {
            body: {
              type: "object",
              required: ["token", "password"],
              additionalProperties: false,
              properties: {
                token: { type: "string", minLength: 1, maxLength: 4096 },
                password: {
                  type: "string",
                  minLength: INPUT_LIMITS.password.min,
                  maxLength: INPUT_LIMITS.password.max,
                },
              },
            },
          },
        },
        async (request, reply) => {
          if (!(await allowed(app, request, reply, "password-reset"))) return
          if (refusedAsCommon(request, reply, request.body.password, "password")) return reply
          try {
            await medusa.post("/auth/user/emailpass/update", {
              token: request.body.token,
              body: { password: request.body.password },
            })
          } catch (error) {
            if (error instanceof EngineError && error.status === 401) {
              return reply.code(401).send({
                code: "AUTHENTICATION_FAILED",
                reason: "INVALID_RESET_TOKEN",
                message: message(reply.request, "AUTHENTICATION_FAILED"),
              })
            }
            throw error
          }
          // Every session and token begun before the new password was set ends, the old password's too.
          await endSessionsOf(request.body.token, request.body.password, await changeInstant(), request)
          return { success: true }
        }
      )

      // A signed-in administrator changes their own password (docs/auth.md, "Changing a password"):
      // the engine checks the current one against the same failed-attempt limits as sign-in (so does
      // this route's budget per address) and sets the new one; this session goes on under a new mark,
      // every other session and token of the administrator ends.
      admin.post<{ Body: { currentPassword: string; newPassword: string } }>(
        "/change-password",
        {
          // An administrator's session first, before the body is read: 401 without one, 403 for a shopper's.
          preValidation: async (request, reply) => {
            const claims = readEngineToken(cookies.read(request)?.token ?? bearerOf(request))
            if (!claims?.actor_id)
              return reply
                .code(401)
                .send({ code: "UNAUTHENTICATED", message: message(reply.request, "SIGN_IN_REQUIRED") })
            if (claims.actor_type !== "user")
              return reply.code(403).send({ code: "FORBIDDEN", message: message(reply.request, "SIGN_IN_REQUIRED") })
          },
          schema: {
            body: {
              type: "object",
              required: ["currentPassword", "newPassword"],
              additionalProperties: false,
              properties: {
                currentPassword: { type: "string", minLength: 1, maxLength: 1024 },
                newPassword: {
                  type: "string",
                  minLength: INPUT_LIMITS.password.min,
                  maxLength: INPUT_LIMITS.password.max,
                },
              },
            },
          },
        },
        async (request, reply) => {
          // preValidation saw an administrator's token.
          const token = (cookies.read(request)?.token ?? bearerOf(request))!
          const userId = readEngineToken(token)!.actor_id!
          if (!(await allowed(app, request, reply, "sign-in"))) return
          if (refusedAsCommon(request, reply, request.body.newPassword, "newPassword")) return reply
          let email: string
          try {
            ;({ email } = await medusa.post<OwnPasswordResponse>("/admin/staff/me/password", {
              token,
              body: { current_password: request.body.currentPassword, password: request.body.newPassword },
            }))
          } catch (error) {
            if (error instanceof EngineError && error.engineCode === "INVALID_CURRENT_PASSWORD") {
              return reply.code(401).send({
                code: "AUTHENTICATION_FAILED",
                reason: "INVALID_CURRENT_PASSWORD",
                field: "currentPassword",
                message: message(reply.request, "INVALID_CURRENT_PASSWORD"),
              })
            }
            if (error instanceof EngineError && error.status === 429) {
              return reply
                .code(429)
                .send({ code: "TOO_MANY_REQUESTS", message: message(reply.request, "TOO_MANY_REQUESTS") })
            }
            throw error
          }
          // Taken before the new session begins, so that one (and its token) is not older than the change.
          const at = await changeInstant()
          const { token: fresh } = await medusa.post<{ token?: string }>("/auth/user/emailpass", {
            body: { email, password: request.body.newPassword },
          })
          const user = fresh ? await currentUser(medusa, fresh) : null
          if (!fresh || !user) return failed(reply)
          await revocations.revokePerson("user", userId, at, fresh)
          return signedIn(request, reply, fresh, user)
        }
      )

      /**
       * Ends every session of the administrator whose password a reset token just changed. The reset
       * token names the e-mail only; signing in with the new password tells the user id the sessions
       * carry (the token it gives is not kept).
       */
      async function endSessionsOf(resetToken: string, password: string, at: number, request: FastifyRequest) {
        const email = readEngineToken(resetToken)?.entity_id
        try {
          const { token } = await medusa.post<{ token?: string }>("/auth/user/emailpass", { body: { email, password } })
          const claims = readEngineToken(token)
          if (token && claims?.actor_id) await revocations.revokePerson("user", claims.actor_id, at, token)
        } catch (error) {
          request.log.error({ err: (error as Error).name }, "ending the sessions after a password reset failed")
        }
      }
    },
    { prefix: "/admin-api/auth" }
  )
}

declare module "fastify" {
  interface FastifyInstance {
    /** The administrator's engine token of a request (admin cookie, else bearer); for the admin REST adapter. */
    adminToken(request: FastifyRequest): string | null
    /** Whether the request carries a live re-authentication proof of its own session (admin-api/reauth.ts). */
    adminReauthenticated(request: FastifyRequest): boolean
    /** Whether the request's session signed in within a proof's lifetime (admin-api/reauth.ts, requireRecentAuthentication). */
    adminRecentlySignedIn(request: FastifyRequest): boolean
  }
}

class AdminCookies {
  private readonly name: string

  constructor(
    base: string,
    private readonly sealer: Sealer,
    private readonly secure: boolean
  ) {
    this.name = hostOnly(base, secure)
  }

  read(request: FastifyRequest): AdminSession | null {
    if (request.endedSessions?.admin) return null
    const stored = this.sealer.open<AdminSession>(PURPOSE, request.cookies?.[this.name])
    return stored?.token ? stored : null
  }

  write(reply: FastifyReply, session: AdminSession) {
    const expiresAt = tokenExpiry(session.token) ?? Date.now() + 24 * 60 * 60 * 1000
    reply.setCookie(this.name, this.sealer.seal(PURPOSE, session, expiresAt), {
      ...this.options(),
      maxAge: Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)),
    })
  }

  clear(reply: FastifyReply) {
    reply.clearCookie(this.name, this.options())
  }

  private options() {
    // A __Host- cookie must be for the whole site (Path=/); over plain http only /admin-api gets it.
    return { path: this.secure ? "/" : "/admin-api", httpOnly: true, sameSite: "strict" as const, secure: this.secure }
  }
}

function noRevocations(): never {
  throw new Error("register the auth plugin (registerAuth) before the back-office's sign-in")
}

async function currentUser(medusa: MedusaClient, token: string): Promise<AdminUser | null> {
  try {
    const { user } = await medusa.get<{ user: AdminUser }>("/admin/users/me", { token, query: { fields: USER_FIELDS } })
    return user
  } catch (error) {
    if (error instanceof EngineError && (error.status === 401 || error.status === 403 || error.status === 404))
      return null
    throw error
  }
}

/** The second factors the administrator of a fresh token has enrolled (GET /admin/staff/me). */
async function secondFactors(medusa: MedusaClient, token: string): Promise<{ totp: boolean; securityKeys: number }> {
  const { staff } = await medusa.get<AdminStaffMeResponse>("/admin/staff/me", { token })
  return { totp: staff.totp.enrolled, securityKeys: staff.security_keys?.count ?? 0 }
}

async function allowed(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: "sign-in" | "password-reset"
) {
  const { allowed, retryAfterSeconds } = await app.authAttempts(request, kind)
  if (!allowed) {
    reply
      .code(429)
      .header("retry-after", String(retryAfterSeconds))
      .send({ code: "TOO_MANY_REQUESTS", message: message(reply.request, "TOO_MANY_REQUESTS"), retryAfterSeconds })
  }
  return allowed
}

function failed(reply: FastifyReply) {
  return reply.code(401).send({
    code: "AUTHENTICATION_FAILED",
    reason: "INVALID_CREDENTIALS",
    message: message(reply.request, "AUTHENTICATION_FAILED"),
  })
}

function fromBrowser(request: FastifyRequest) {
  return Boolean(request.headers.origin || request.headers["sec-fetch-site"])
}

function expiryIso(token: string) {
  const expires = tokenExpiry(token)
  return expires ? new Date(expires).toISOString() : null
}
