import { createHash } from "node:crypto"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { ENGINE_EDGE_HEADER, ENGINE_EDGE_REFUSED, edgeCheck } from "@vitalia/schema/edge"
import type { SignInRefusal } from "@vitalia/schema/engine/refusal"
import type { EdgeSettings } from "../settings"

/**
 * The engine answers only the gateway (docs/operations.md, "The engine answers only the gateway"):
 * a call to `/store`, `/auth`, `/admin` or `/hooks` without the gateway's secret in `x-vitalia-edge`
 * is 401 `ENGINE_EDGE_REQUIRED`, whatever else it carries (the publishable key, a customer's or an
 * administrator's token, a payment provider's signature). Without it, anyone who reaches the
 * engine's port could read other shoppers' carts, apply promotions the gateway holds back and try
 * passwords without the gateway's limits. `/health` and `/static` (product images) stay open.
 * Compared in constant time (src/edge.ts).
 */
export function engineEdgeMiddleware(settings: Pick<EdgeSettings, "secret" | "previousSecret">) {
  const matches = edgeCheck(settings.secret, settings.previousSecret)
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    if (matches(req.headers[ENGINE_EDGE_HEADER])) return next()
    res.status(401).json({
      type: "unauthorized",
      code: ENGINE_EDGE_REFUSED,
      message: "The engine answers only the shop's gateway: call the gateway instead",
    })
  }
}

interface Failures {
  count: number
  /** When the window that began with the first counted attempt ends (ms since the epoch). */
  resetAt: number
}

/**
 * The engine's own e-mail/password sign-in (`POST /auth/{user,customer}/emailpass`), limited per
 * account: at most AUTH_RATE_LIMIT failed attempts for one actor and e-mail in AUTH_RATE_WINDOW_MS;
 * past that, every attempt for that account — a right password too — is 429 `TOO_MANY_REQUESTS`
 * (with `Retry-After`) until the window ends. The gateway already limits attempts per client
 * address, but every call reaches the engine from a gateway's address, so the engine counts what it
 * can tell apart: the account. That stops guessing one account's password from many addresses, and
 * anything that would get past the gateway. Each attempt is counted before it runs, under a lock, so
 * parallel guesses cannot all pass one check; a sign-in that succeeds gives its attempt back.
 * Counted in the engine's cache (Redis in a cluster, so every engine server shares it).
 */
export function signInLimitMiddleware(settings: Pick<EdgeSettings, "signInFailures">) {
  const { max, windowMs } = settings.signInFailures
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    limit(req, res, next, max, windowMs).catch(next)
  }
}

async function limit(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction, max: number, windowMs: number) {
  const email = (req.body as { email?: unknown } | undefined)?.email
  if (typeof email !== "string" || !email.trim()) return next()
  const attempt = await holdSignInAttempt(req.scope, String(req.params.actor_type ?? ""), email, { max, windowMs })
  if (attempt.refusedFor) return void refuseSignIn(res, attempt.refusedFor)
  res.on("finish", () => {
    if (res.statusCode < 300) void attempt.giveBack()
  })
  next()
}

/** One attempt of a password for an account, counted before it runs (`signInLimitMiddleware`). */
export interface SignInAttempt {
  /** Seconds to wait before trying again; 0 when the attempt may go on. */
  refusedFor: number
  /** The password was right: the attempt does not count against the account. */
  giveBack(): Promise<void>
}

/**
 * Counts one attempt of a password of the account (`actor`, `email`) against its failed-attempt
 * budget: the engine's sign-in and a signed-in change of password (which asks the current one,
 * src/accounts/own-password.ts) spend the same budget, so neither is a way around the other.
 */
export async function holdSignInAttempt(
  scope: MedusaRequest["scope"],
  actor: string,
  email: string,
  { max, windowMs }: { max: number; windowMs: number }
): Promise<SignInAttempt> {
  // The e-mail is hashed: the cache holds no address.
  const key = `sign-in-failures:${actor}:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`
  const cache = scope.resolve(Modules.CACHE)
  const locking = scope.resolve(Modules.LOCKING)
  const save = (entry: Failures) => cache.set(key, entry, Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000)))

  const refusedFor = await locking.execute(key, async () => {
    const now = Date.now()
    const held = await cache.get<Failures>(key)
    const entry = held && held.resetAt > now ? held : { count: 0, resetAt: now + windowMs }
    if (entry.count >= max) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000))
    await save({ ...entry, count: entry.count + 1 })
    return 0
  })
  const giveBack = () =>
    locking
      .execute(key, async () => {
        const held = await cache.get<Failures>(key)
        if (held && held.count > 0 && held.resetAt > Date.now()) await save({ ...held, count: held.count - 1 })
      })
      .catch(() => {})
  return { refusedFor, giveBack }
}

/** 429 `TOO_MANY_REQUESTS` for an account past its failed-attempt budget, with `Retry-After`. */
export function refuseSignIn(res: MedusaResponse<SignInRefusal>, refusedFor: number) {
  res.setHeader("retry-after", String(refusedFor))
  res.status(429).json({
    type: "not_allowed",
    code: "TOO_MANY_REQUESTS",
    message: `Too many failed sign-ins for this account: try again in ${refusedFor} s`,
    retry_after_seconds: refusedFor,
  })
}
