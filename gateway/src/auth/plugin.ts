import cookie from "@fastify/cookie"
import rateLimit from "@fastify/rate-limit"
import type { FastifyInstance, FastifyRequest } from "fastify"
import { Redis } from "ioredis"
import type { GatewayConfig } from "../config.js"
import { countAttempts, type AttemptKind } from "./attempts.js"
import { message } from "../messages/errors.js"
import { Sealer } from "./seal.js"
import { SessionCookies } from "./session.js"

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
 * cookies (sealed session and pending-login cookies), and a budget of
 * sign-in and password-reset attempts per client address (AUTH_RATE_LIMIT per
 * AUTH_RATE_WINDOW_MS, kept in Redis when REDIS_URL is set so every gateway
 * shares it). GraphQL requests over budget get 429 TOO_MANY_REQUESTS before
 * anything runs. Register before the GraphQL route.
 */
export async function registerAuth(app: FastifyInstance, config: GatewayConfig) {
  if (!app.hasRequestDecorator("cookies")) await app.register(cookie)
  app.decorate(
    "sessionCookies",
    new SessionCookies(config.sessionCookieName, new Sealer(config.sessionSecret), config.production)
  )

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined
  if (redis) {
    // Unreachable Redis: the limit is skipped (skipOnError) rather than sign-in refused.
    redis.on("error", () => {})
    app.addHook("onClose", async () => void redis.disconnect())
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
