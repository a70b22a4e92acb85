import { randomBytes } from "node:crypto"
import path from "node:path"
import { fileURLToPath } from "node:url"

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, "../..")

/** Everything the gateway reads from its environment, parsed in one place. */
export interface GatewayConfig {
  /** Interface and port the gateway listens on (HOST, PORT). */
  host: string
  port: number
  /** The engine's base URL, reachable only from the gateway (MEDUSA_URL). */
  medusaUrl: string
  /** The storefront's publishable key; stays on the server (MEDUSA_PUBLISHABLE_KEY). */
  publishableKey: string
  /** How long one engine call may take, in ms (MEDUSA_TIMEOUT_MS). */
  medusaTimeoutMs: number
  /** Built storefront and back-office folders; served when they exist (WEB_DIST, ADMIN_DIST). */
  webDist: string
  adminDist: string
  /**
   * Catalog pages drawn on the server from the storefront's server build (WEB_SERVER_ENTRY,
   * default web/dist-server/entry-server.js): on unless STOREFRONT_SSR=off; a page that takes
   * longer than STOREFRONT_SSR_TIMEOUT_MS (3000) goes out as the plain shell.
   */
  storefrontSsr: { enabled: boolean; serverEntry: string; timeoutMs: number }
  /** The GraphQL schema folder (SCHEMA_DIR). */
  schemaDir: string
  /** Redis for state several gateways share (catalog cache, Idempotency-Key answers); in-process when unset (REDIS_URL). */
  redisUrl?: string
  /** Starts every key the gateways keep in Redis, so two shops can share one Redis (REDIS_PREFIX, vitalia). */
  redisPrefix: string
  /** The catalog cache: on unless CATALOG_CACHE=off; entries live CATALOG_CACHE_TTL_MS (30 s). */
  catalogCache: { enabled: boolean; ttlMs: number; maxEntries: number; maxBytes: number }
  /** Signs session cookies and order receipts (SESSION_SECRET; random per process when unset outside production). */
  sessionSecret: string
  /** Checks the order links the engine e-mails to guests; the engine signs them with the same secret (ORDER_LINK_SECRET). */
  orderLinkSecret: string
  /** The session cookie's name (SESSION_COOKIE_NAME); the pending-login and admin cookies take it as a prefix. */
  sessionCookieName: string
  /**
   * The shop's default country (DEFAULT_COUNTRY, lower-case ISO 3166-1 alpha-2, default us): the
   * region shipping there is the default region — of carts created without one, and of the
   * storefront (Region.isDefault).
   */
  defaultCountry: string
  /** How long an Idempotency-Key's answer is kept for replays (IDEMPOTENCY_TTL_MS, 24 h). */
  idempotencyTtlMs: number
  /** Sign-in and password-reset attempts allowed per client address in each window (AUTH_RATE_LIMIT, AUTH_RATE_WINDOW_MS). */
  authRateLimit: { max: number; windowMs: number }
  production: boolean
  logLevel: string
  /**
   * The launcher's run this process belongs to (SHOP_RUN_ID, set by npm start and
   * the other launchers); /health reports it so a launcher knows its own gateway answers.
   */
  runId?: string
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const publishableKey = env.MEDUSA_PUBLISHABLE_KEY ?? ""
  if (!publishableKey) throw new Error("MEDUSA_PUBLISHABLE_KEY is not set (npm start reads it from the seeded database)")
  return {
    host: env.HOST ?? "localhost",
    port: integer(env.PORT, 8080, "PORT"),
    medusaUrl: (env.MEDUSA_URL ?? "http://127.0.0.1:9000").replace(/\/$/, ""),
    publishableKey,
    medusaTimeoutMs: integer(env.MEDUSA_TIMEOUT_MS, 15_000, "MEDUSA_TIMEOUT_MS"),
    webDist: env.WEB_DIST ?? path.join(repo, "web/dist"),
    adminDist: env.ADMIN_DIST ?? path.join(repo, "admin/dist"),
    storefrontSsr: {
      enabled: env.STOREFRONT_SSR !== "off",
      serverEntry: env.WEB_SERVER_ENTRY ?? path.join(repo, "web/dist-server/entry-server.js"),
      timeoutMs: integer(env.STOREFRONT_SSR_TIMEOUT_MS, 3_000, "STOREFRONT_SSR_TIMEOUT_MS"),
    },
    schemaDir: env.SCHEMA_DIR ?? path.join(repo, "schema/storefront"),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || "vitalia",
    catalogCache: {
      enabled: env.CATALOG_CACHE !== "off",
      ttlMs: integer(env.CATALOG_CACHE_TTL_MS, 30_000, "CATALOG_CACHE_TTL_MS"),
      maxEntries: integer(env.CATALOG_CACHE_MAX_ENTRIES, 2_000, "CATALOG_CACHE_MAX_ENTRIES"),
      maxBytes: integer(env.CATALOG_CACHE_MAX_BYTES, 64 * 1024 * 1024, "CATALOG_CACHE_MAX_BYTES"),
    },
    sessionSecret: secret(env, "SESSION_SECRET"),
    orderLinkSecret: sharedSecret(env, "ORDER_LINK_SECRET"),
    sessionCookieName: cookieName(env.SESSION_COOKIE_NAME || "vitalia_session"),
    defaultCountry: country(env.DEFAULT_COUNTRY || "us"),
    idempotencyTtlMs: integer(env.IDEMPOTENCY_TTL_MS, 24 * 60 * 60 * 1000, "IDEMPOTENCY_TTL_MS"),
    authRateLimit: {
      max: integer(env.AUTH_RATE_LIMIT, 10, "AUTH_RATE_LIMIT"),
      windowMs: integer(env.AUTH_RATE_WINDOW_MS, 60_000, "AUTH_RATE_WINDOW_MS"),
    },
    production: env.NODE_ENV === "production",
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
    runId: env.SHOP_RUN_ID || undefined,
  }
}

/**
 * A secret the engine holds too: unset outside production, both sides fall back to the
 * same local value (commerce/src/settings.ts), so a local shop and the tests agree.
 */
function sharedSecret(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]
  if (value) return value
  if (env.NODE_ENV === "production") throw new Error(`${name} must be set in production`)
  return `local-${name.toLowerCase()}-not-for-production`
}

function secret(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]
  if (value) return value
  if (env.NODE_ENV === "production") throw new Error(`${name} must be set in production`)
  return randomBytes(32).toString("base64url")
}

function cookieName(value: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new Error(`SESSION_COOKIE_NAME may hold letters, digits, _ and - only, got "${value}"`)
  return value
}

function country(value: string): string {
  if (!/^[A-Za-z]{2}$/.test(value)) throw new Error(`DEFAULT_COUNTRY must be a two-letter country code (ISO 3166-1), got "${value}"`)
  return value.toLowerCase()
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`)
  return parsed
}
