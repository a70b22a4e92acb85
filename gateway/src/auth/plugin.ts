import cookie from "@fastify/cookie"
import rateLimit from "@fastify/rate-limit"
import type { FastifyInstance, FastifyRequest } from "fastify"
import { Redis } from "ioredis"
import type { GatewayConfig } from "../config.js"
import { countAttempts, type AttemptKind } from "./attempts.js"
import { message } from "../messages/errors.js"
import { MemoryStore } from "../cache/memory.js"
import { RedisStore } from "../cache/redis.js"
import { HandOverCodes } from "./handover.js"
import { SessionRevocations } from "./revocation.js"
import { Sealer } from "./seal.js"
import { bearerOf, SessionCookies } from "./session.js"

/** Spends `count` attempts of a budget for this client; says whether it may go on, and if not for how long. */
export type AttemptCheck = (
  request: FastifyRequest,
  kind: AttemptKind,
  count?: number
) => Promise<{ allowed: boolean; retryAfterSeconds: number }>

declare module "fastify" {
  interface FastifyInstance {
    /** Sign-in and password-reset attempts per client address (registerAuth). */
    authAttempts: AttemptCheck
  }
}

/**
 * Sessions and the limits on sign-in attempts, for every route of the app:
 * cookies (sealed session and pending-login cookies), the store of ended
 * sessions, asked before every GraphQL and back-office request (a session or
 * bearer token found there is read as absent), and a budget of
 * sign-in and password-reset attempts per client address (AUTH_RATE_LIMIT per
 * AUTH_RATE_WINDOW_MS, kept in Redis when REDIS_URL is set so every gateway
 * shares it). GraphQL requests over budget get 429 TOO_MANY_REQUESTS before
 * anything runs. Register before the GraphQL route.
 */
export async function registerAuth(app: FastifyInstance, config: GatewayConfig) {
  if (!app.hasRequestDecorator("cookies")) await app.register(cookie)
  const cookies = new SessionCookies(config.sessionCookieName, new Sealer(config.sessionSecret), config.production)
  app.decorate("sessionCookies", cookies)

  // Ended sessions: in Redis when several gateways must agree (REDIS_URL), else in this process.
  // Entries are small (a key and a time); the memory store's bound is far above a day's sign-outs
  // (and sign-ins, whose tokens are held there ten seconds: revocation.ts, unendedToken).
  const sessionStore = config.redisUrl
    ? new RedisStore(config.redisUrl, `${config.redisPrefix}:sessions`)
    : new MemoryStore({ maxEntries: 200_000, maxBytes: 32 * 1024 * 1024 })
  const revocations = new SessionRevocations(sessionStore, config.sessionLifetime)
  app.decorate("sessionRevocations", revocations)
  // /autologin's hand-over codes live in the same store: a code issued by one gateway opens on another.
  app.decorate("handOverCodes", new HandOverCodes(sessionStore, config.autologinCodeMs))
  app.addHook("onClose", async () => revocations.close())
  app.addHook("onRequest", async (request, reply) => {
    if (!usesSessions(request.url)) return
    const ended: NonNullable<typeof request.endedSessions> = {}
    const stored = cookies.read(request)
    const state = stored ? await revocations.cookieState(stored, config.sessionLifetime) : "live"
    if (state === "ended") {
      ended.shop = true
      // The browser may as well forget it.
      cookies.clear(reply)
    } else if (state === "touch") {
      // In use: its last use is written again, so it is not taken for idle; the person's list shows it.
      const seen = Date.now()
      cookies.write(reply, { ...stored!, seen })
      if (stored!.sid) await revocations.sessionUsed(stored!.token, stored!.sid, seen)
    }
    const bearer = bearerOf(request)
    if (bearer && (await revocations.tokenEnded(bearer))) ended.bearer = true
    request.endedSessions = ended
  })
  // Answers given to a session are the person's own: no browser or proxy may keep them.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.url.startsWith("/graphql") && (request.headers.authorization || request.cookies?.[cookies.name]))
      reply.header("cache-control", "no-store")
    done(null, payload)
  })

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined
  if (redis) {
    // Unreachable Redis: the limit is skipped (skipOnError) rather than sign-in refused.
    redis.on("error", () => {})
    app.addHook("onClose", () => {
      redis.disconnect()
      return Promise.resolve()
    })
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}:auth-attempts:`, skipOnError: true } : {}),
  })
  const { max, windowMs } = config.authRateLimit
  const limiters = Object.fromEntries(
    (["sign-in", "password-reset", "order-lookup"] as const).map((kind) => [
      kind,
      app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${kind}:${request.ip}` }),
    ])
  ) as Record<AttemptKind, ReturnType<typeof app.createRateLimit>>

  const check: AttemptCheck = async (request, kind, count = 1) => {
    let retryAfterSeconds = 0
    let allowed = true
    for (let i = 0; i < count; i++) {
      const result = await limiters[kind](request)
      if (!result.isAllowed && result.isExceeded) {
        allowed = false
        retryAfterSeconds = result.ttlInSeconds
      }
    }
    return { allowed, retryAfterSeconds }
  }
  app.decorate("authAttempts", check)

  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "POST" || request.routeOptions.url !== "/graphql") return
    for (const [kind, count] of countAttempts(request.body)) {
      const { allowed, retryAfterSeconds } = await check(request, kind, count)
      if (allowed) continue
      request.log.warn({ kind }, "too many sign-in attempts")
      return reply
        .code(429)
        .header("retry-after", String(retryAfterSeconds))
        .send({
          errors: [
            {
              message: message(request, "TOO_MANY_REQUESTS"),
              extensions: { code: "TOO_MANY_REQUESTS", retryAfterSeconds },
            },
          ],
        })
    }
  })
}

/** The routes that read sessions: the storefront's GraphQL (its server-drawn pages call it too) and the back-office. */
function usesSessions(url: string) {
  return url.startsWith("/graphql") || url.startsWith("/admin-api")
}
