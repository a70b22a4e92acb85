import type { IncomingMessage } from "node:http"
import helmet from "@fastify/helmet"
import type { FastifyInstance } from "fastify"
import type { GatewayConfig } from "../config.js"

/**
 * Hosts a page may load from beyond the shop's own origin, per kind of resource. The storefront's
 * policy adds them; the back-office's never does (it talks to /admin-api only).
 */
export interface ThirdPartySources {
  script: readonly string[]
  connect: readonly string[]
  frame: readonly string[]
  img: readonly string[]
}

const NONE: ThirdPartySources = { script: [], connect: [], frame: [], img: [] }

/**
 * Stripe.js and its card fields and 3-D Secure frames (https://docs.stripe.com/security/guide#content-security-policy):
 * allowed on the storefront only when the shop takes cards through Stripe (STRIPE_PUBLISHABLE_KEY set: the card is offered).
 */
export const STRIPE_SOURCES: ThirdPartySources = {
  script: ["https://js.stripe.com"],
  connect: ["https://api.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  img: ["https://*.stripe.com"],
}

/** The third-party hosts the storefront's policy allows with this configuration. */
export function thirdPartySources(security: GatewayConfig["security"]): ThirdPartySources {
  const parts = [security.stripe ? STRIPE_SOURCES : NONE]
  const join = (kind: keyof ThirdPartySources) => [...new Set(parts.flatMap((part) => part[kind]))]
  return { script: join("script"), connect: join("connect"), frame: join("frame"), img: join("img") }
}

/** The back-office's pages and files: their own, stricter policy. */
const isAdmin = (request: IncomingMessage) => {
  const url = request.url ?? "/"
  return url === "/admin" || url.startsWith("/admin/") || url.startsWith("/admin?")
}

/**
 * Security headers on every answer — pages, files and API answers alike — through @fastify/helmet:
 *
 * - Content-Security-Policy. The storefront: scripts from the shop's origin only, never
 *   `unsafe-inline` scripts; a drawn page adds its one inline script, the loader, by its hash
 *   (storefront-renderer.ts `sendPage`) — a hash, not a per-response nonce, because a drawn page
 *   is kept and sent as the same compressed bytes to every new visitor (page-cache.ts); styles
 *   may be inline (the shell's spinner, React's style attributes); Stripe's hosts only when Stripe is
 *   on. The back-office (/admin): scripts from the origin only, no third party. Both:
 *   `frame-ancestors 'none'`, `object-src 'none'`, `base-uri 'self'`, `form-action 'self'`.
 * - X-Frame-Options DENY (older browsers), X-Content-Type-Options nosniff,
 *   Referrer-Policy strict-origin-when-cross-origin, Cross-Origin-Opener-Policy same-origin,
 *   Cross-Origin-Resource-Policy same-origin (the /static images: cross-origin, for e-mails).
 * - Strict-Transport-Security in production only (a local shop is plain http).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<GatewayConfig, "production" | "security">
) {
  const third = thirdPartySources(config.security)
  /** A directive's sources: `always`, plus `storefront` on the storefront's pages (the back-office gets none of them). */
  const sources = (always: string[], storefront: readonly string[]) =>
    storefront.length
      ? [(request: IncomingMessage) => [...always, ...(isAdmin(request) ? [] : storefront)].join(" ")]
      : always

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": sources(["'self'"], third.script),
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": sources(["'self'", "data:", "blob:"], third.img),
        "font-src": ["'self'", "data:"],
        "connect-src": sources(["'self'"], third.connect),
        "frame-src": third.frame.length ? sources(["'self'"], third.frame) : ["'none'"],
        "frame-ancestors": ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "worker-src": ["'self'", "blob:"],
        "manifest-src": ["'self'"],
        ...(config.production ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    noSniff: true,
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
}
