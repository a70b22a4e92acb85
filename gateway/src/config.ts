import { randomBytes } from "node:crypto"
import { isIP } from "node:net"
import { availableParallelism } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { strongSecret, withSecretFiles } from "@vitalia/schema/secrets"

const here = path.dirname(fileURLToPath(import.meta.url))
/** The repository: two up from gateway/src, four up from the build's gateway/dist/gateway/src. */
const repo = path.resolve(here, path.basename(path.resolve(here, "../..")) === "dist" ? "../../../.." : "../..")

/** Everything the gateway reads from its environment, parsed in one place. */
export interface GatewayConfig {
  /** Interface and port the gateway listens on (HOST, PORT). */
  host: string
  port: number
  /** The engine's base URL, reachable only from the gateway (MEDUSA_URL). */
  medusaUrl: string
  /** The shop's public address, without a trailing slash (PUBLIC_URL, default http://localhost:8080). */
  publicUrl: string
  /**
   * The origins the shop may be reached at: PUBLIC_URL's and those of ALLOWED_ORIGINS (a comma-separated
   * list; unset, the loopback twin of a loopback PUBLIC_URL — localhost ↔ 127.0.0.1 on the same port).
   * Sign-in return addresses and e-mailed links use the request's own origin when it is one of these,
   * else PUBLIC_URL (allowedOrigins.ts).
   */
  allowedOrigins: string[]
  /** The storefront's publishable key; stays on the server (MEDUSA_PUBLISHABLE_KEY). */
  publishableKey: string
  /**
   * The secret every call to the engine carries (ENGINE_EDGE_SECRET, header x-vitalia-edge): the engine
   * answers nothing else on /store, /auth, /admin and /hooks. The same value as the engine's; required
   * in production, made per run by the launchers (docs/operations.md).
   */
  engineEdgeSecret: string
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
  storefrontSsr: {
    enabled: boolean
    serverEntry: string
    timeoutMs: number
    /** Threads drawing pages beside the event loop (STOREFRONT_RENDER_THREADS; the cores less one, at least 1, at most 4). */
    threads: number
    /** Drawn pages kept ready for shoppers without a session or cart (STOREFRONT_PAGE_CACHE, on; needs the catalog cache), bounded in bytes (STOREFRONT_PAGE_CACHE_MAX_BYTES, 32 MiB). */
    pageCache: { enabled: boolean; maxBytes: number }
  }
  /** The GraphQL schema folder (SCHEMA_DIR). */
  schemaDir: string
  /**
   * The GraphQL explorer (GraphiQL) a browser gets at GET /graphql (graphql/explorer.ts): on by default
   * outside production, off in production unless GRAPHQL_EXPLORER=on (GRAPHQL_EXPLORER=off turns it off
   * anywhere); its built files from EXPLORER_DIST (default explorer/dist).
   */
  graphqlExplorer: { enabled: boolean; dist: string }
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
   * How long a browser's session (the shop's and the back-office's cookie) may last from its sign-in
   * (SESSION_MAX_HOURS, 12) and lie unused (SESSION_IDLE_MINUTES, 30) before the person signs in again
   * (ASVS 3.3.2; auth/revocation.ts, sessionExpired).
   */
  sessionLifetime: { maxAgeMs: number; idleMs: number }
  /**
   * How long an /autologin hand-over code may wait to be exchanged for a session
   * (AUTOLOGIN_CODE_SECONDS, 120). The code is single-use either way (auth/handover.ts).
   */
  autologinCodeMs: number
  /**
   * How long a back-office re-authentication proof lasts, and how recent a sign-in counts as one
   * for enrolling a second factor and for a shopper ending sessions (REAUTH_SECONDS, 300;
   * admin-api/reauth.ts, auth/service.ts confirmShopper).
   */
  reauthMs: number
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
  /**
   * Which proxies in front of the gateway may say who the client is (TRUST_PROXY): unset, none —
   * the client is the connection's address and X-Forwarded-For is ignored; a whole number, that many
   * hops from the right of X-Forwarded-For (1: one balancer that appends the address it saw); or a
   * comma-separated list of proxy addresses and CIDR ranges (10.0.0.0/8, 127.0.0.1). docs/operations.md.
   */
  trustProxy: false | number | string[]
  /** What the security headers allow (web/security-headers.ts): Stripe's hosts when the card is offered (STRIPE_PUBLISHABLE_KEY). */
  security: { stripe: boolean }
  /**
   * Throttling by cost (graphql/throttle.ts): every client — the signed-in customer, else the address —
   * has token buckets that refill every second; off with THROTTLE=off. `cost`: the points of GraphQL
   * operations (THROTTLE_COST_CAPACITY 10 000, THROTTLE_COST_PER_SECOND 1 000); `carts`: cart creations
   * (THROTTLE_CARTS_CAPACITY 100, THROTTLE_CARTS_PER_SECOND 0.5); `creates`: other writes that create rows —
   * accounts, addresses, subscriptions, wish-list items (THROTTLE_CREATES_CAPACITY 60, THROTTLE_CREATES_PER_SECOND 0.5).
   */
  throttle: { enabled: boolean; cost: Bucket; carts: Bucket; creates: Bucket }
  /**
   * Payment providers' events at POST /webhooks/payment/:provider, passed on to the engine: the
   * largest accepted (WEBHOOK_BODY_LIMIT, 256 KiB) and how long the engine may take (WEBHOOK_TIMEOUT_MS, 10 s).
   */
  webhooks: { bodyLimit: number; timeoutMs: number }
  /** Stripe's publishable key (pk_…) the storefront's Payment Element needs (STRIPE_PUBLISHABLE_KEY); unset, no card form shows. */
  stripePublishableKey?: string
  production: boolean
  logLevel: string
  /**
   * The launcher's run this process belongs to (SHOP_RUN_ID, set by npm start and
   * the other launchers); /health reports it so a launcher knows its own gateway answers.
   */
  runId?: string
}

/** A token bucket: it holds at most `capacity` and gains `perSecond` every second. */
export interface Bucket {
  capacity: number
  perSecond: number
}

/**
 * The gateway's secrets, each of which may come from a file instead (NAME_FILE;
 * schema/secrets.ts withSecretFiles, docs/operations.md "Secrets in files").
 */
export const GATEWAY_SECRETS = ["ENGINE_EDGE_SECRET", "SESSION_SECRET", "ORDER_LINK_SECRET", "REDIS_URL"] as const

export function loadConfig(given: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const env = withSecretFiles(given, GATEWAY_SECRETS)
  const publishableKey = env.MEDUSA_PUBLISHABLE_KEY ?? ""
  if (!publishableKey)
    throw new Error("MEDUSA_PUBLISHABLE_KEY is not set (npm start reads it from the seeded database)")
  return {
    host: env.HOST ?? "localhost",
    port: integer(env.PORT, 8080, "PORT"),
    medusaUrl: (env.MEDUSA_URL ?? "http://127.0.0.1:9000").replace(/\/$/, ""),
    publicUrl: publicUrlOf(env),
    allowedOrigins: allowedOriginsOf(env),
    publishableKey,
    engineEdgeSecret: sharedSecret(env, "ENGINE_EDGE_SECRET"),
    medusaTimeoutMs: integer(env.MEDUSA_TIMEOUT_MS, 15_000, "MEDUSA_TIMEOUT_MS"),
    webDist: env.WEB_DIST ?? path.join(repo, "web/dist"),
    adminDist: env.ADMIN_DIST ?? path.join(repo, "admin/dist"),
    storefrontSsr: {
      enabled: env.STOREFRONT_SSR !== "off",
      serverEntry: env.WEB_SERVER_ENTRY ?? path.join(repo, "web/dist-server/entry-server.js"),
      timeoutMs: integer(env.STOREFRONT_SSR_TIMEOUT_MS, 3_000, "STOREFRONT_SSR_TIMEOUT_MS"),
      threads: integer(
        env.STOREFRONT_RENDER_THREADS,
        Math.min(4, Math.max(1, availableParallelism() - 1)),
        "STOREFRONT_RENDER_THREADS"
      ),
      pageCache: {
        enabled: env.STOREFRONT_PAGE_CACHE !== "off" && env.CATALOG_CACHE !== "off",
        maxBytes: integer(env.STOREFRONT_PAGE_CACHE_MAX_BYTES, 32 * 1024 * 1024, "STOREFRONT_PAGE_CACHE_MAX_BYTES"),
      },
    },
    schemaDir: env.SCHEMA_DIR ?? path.join(repo, "schema/storefront"),
    graphqlExplorer: {
      enabled: onOff(env.GRAPHQL_EXPLORER, env.NODE_ENV !== "production", "GRAPHQL_EXPLORER"),
      dist: env.EXPLORER_DIST ?? path.join(repo, "explorer/dist"),
    },
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
    sessionLifetime: {
      maxAgeMs: positive(env.SESSION_MAX_HOURS, 12, "SESSION_MAX_HOURS") * 60 * 60 * 1000,
      idleMs: positive(env.SESSION_IDLE_MINUTES, 30, "SESSION_IDLE_MINUTES") * 60 * 1000,
    },
    autologinCodeMs: positive(env.AUTOLOGIN_CODE_SECONDS, 120, "AUTOLOGIN_CODE_SECONDS") * 1000,
    reauthMs: positive(env.REAUTH_SECONDS, 300, "REAUTH_SECONDS") * 1000,
    defaultCountry: country(env.DEFAULT_COUNTRY || "us"),
    idempotencyTtlMs: integer(env.IDEMPOTENCY_TTL_MS, 24 * 60 * 60 * 1000, "IDEMPOTENCY_TTL_MS"),
    authRateLimit: {
      max: integer(env.AUTH_RATE_LIMIT, 10, "AUTH_RATE_LIMIT"),
      windowMs: integer(env.AUTH_RATE_WINDOW_MS, 60_000, "AUTH_RATE_WINDOW_MS"),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    security: { stripe: Boolean(env.STRIPE_PUBLISHABLE_KEY) },
    throttle: {
      enabled: env.THROTTLE !== "off",
      cost: bucket(env, "THROTTLE_COST", { capacity: 10_000, perSecond: 1_000 }),
      carts: bucket(env, "THROTTLE_CARTS", { capacity: 100, perSecond: 0.5 }),
      creates: bucket(env, "THROTTLE_CREATES", { capacity: 60, perSecond: 0.5 }),
    },
    webhooks: {
      bodyLimit: integer(env.WEBHOOK_BODY_LIMIT, 256 * 1024, "WEBHOOK_BODY_LIMIT"),
      timeoutMs: integer(env.WEBHOOK_TIMEOUT_MS, 10_000, "WEBHOOK_TIMEOUT_MS"),
    },
    stripePublishableKey: publishable(env.STRIPE_PUBLISHABLE_KEY),
    production: env.NODE_ENV === "production",
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
    runId: env.SHOP_RUN_ID || undefined,
  }
}

function publicUrlOf(env: NodeJS.ProcessEnv): string {
  const value = (env.PUBLIC_URL || "http://localhost:8080").replace(/\/$/, "")
  try {
    new URL(value)
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${value}"`)
  }
  return value
}

/** PUBLIC_URL's origin first, then ALLOWED_ORIGINS (or, unset, the loopback twin of a loopback PUBLIC_URL). */
export function allowedOriginsOf(env: NodeJS.ProcessEnv): string[] {
  const main = new URL(publicUrlOf(env))
  const extra = env.ALLOWED_ORIGINS?.trim()
    ? env.ALLOWED_ORIGINS.split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : loopbackTwin(main)
  const origins = extra.map((item) => {
    try {
      const url = new URL(item)
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("scheme")
      return url.origin
    } catch {
      throw new Error(`ALLOWED_ORIGINS holds origins such as https://shop.example.com, got "${item}"`)
    }
  })
  return [...new Set([main.origin, ...origins])]
}

function loopbackTwin(url: URL): string[] {
  const twin = url.hostname === "localhost" ? "127.0.0.1" : url.hostname === "127.0.0.1" ? "localhost" : null
  if (!twin) return []
  const other = new URL(url.origin)
  other.hostname = twin
  return [other.origin]
}

/**
 * A secret the engine holds too: unset outside production, both sides fall back to the
 * same local value (commerce/src/settings.ts), so a local shop and the tests agree.
 */
function sharedSecret(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]
  if (env.NODE_ENV === "production") return strongSecret(name, value)
  return value || `local-${name.toLowerCase()}-not-for-production`
}

function secret(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]
  if (env.NODE_ENV === "production") return strongSecret(name, value)
  return value || randomBytes(32).toString("base64url")
}

/** TRUST_PROXY: none (unset, "", "false", "0"), a hop count, or a list of addresses and CIDR ranges. */
export function trustProxy(value: string | undefined): GatewayConfig["trustProxy"] {
  const text = (value ?? "").trim()
  if (text === "" || text === "false" || text === "0") return false
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/")
    const family = isIP(address)
    const range = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
    if (!family || !range || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY must be a hop count or a comma-separated list of addresses or CIDR ranges, got "${entry}"`
      )
    }
  }
  return entries
}

function bucket(env: NodeJS.ProcessEnv, prefix: string, fallback: Bucket): Bucket {
  const read = (name: string, value: number, whole: boolean) => {
    const text = env[`${prefix}_${name}`]
    if (text === undefined || text === "") return value
    const parsed = Number(text)
    if (!Number.isFinite(parsed) || parsed <= 0 || (whole && !Number.isInteger(parsed))) {
      throw new Error(`${prefix}_${name} must be a positive ${whole ? "whole " : ""}number, got "${text}"`)
    }
    return parsed
  }
  return {
    capacity: read("CAPACITY", fallback.capacity, true),
    perSecond: read("PER_SECOND", fallback.perSecond, false),
  }
}

function publishable(value: string | undefined): string | undefined {
  if (!value) return undefined
  // A secret key here would reach every browser.
  if (!/^pk_(test|live)_[A-Za-z0-9]+$/.test(value))
    throw new Error(
      "STRIPE_PUBLISHABLE_KEY must be Stripe's publishable key (pk_test_… or pk_live_…), never the secret one"
    )
  return value
}

function cookieName(value: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value))
    throw new Error(`SESSION_COOKIE_NAME may hold letters, digits, _ and - only, got "${value}"`)
  return value
}

function country(value: string): string {
  if (!/^[A-Za-z]{2}$/.test(value))
    throw new Error(`DEFAULT_COUNTRY must be a two-letter country code (ISO 3166-1), got "${value}"`)
  return value.toLowerCase()
}

/** A number above zero, fractions allowed (0.05 minutes: the tests' three seconds). */
function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a number above 0, got "${value}"`)
  return parsed
}

/** A switch: "on" or "off" (also true/false, 1/0); unset or empty, the fallback. */
function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  const text = (value ?? "").trim().toLowerCase()
  if (text === "") return fallback
  if (["on", "true", "1"].includes(text)) return true
  if (["off", "false", "0"].includes(text)) return false
  throw new Error(`${name} must be on or off, got "${value}"`)
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`)
  return parsed
}
