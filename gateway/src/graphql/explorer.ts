import { randomBytes } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"

/** Where the explorer's built files are served from (explorer/vite.config.ts builds for this base). */
export const EXPLORER_ASSETS = "/graphql/explorer/"

/**
 * The GraphQL explorer (GraphiQL, built from its npm package by explorer/ into files of our own):
 * its files under /graphql/explorer/, and the page itself for a browser's GET /graphql. Nothing is
 * loaded from another host, so it works offline and under the shop's Content-Security-Policy.
 *
 * Returns the onRequest hook that answers GET /graphql with the page (registered on the GraphQL
 * route's scope by plugin.ts), or null when the build is missing — then /graphql answers a
 * browser as before (Apollo's landing page stays off).
 */
export async function registerExplorer(
  app: FastifyInstance,
  dist: string
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null> {
  const index = path.join(dist, "index.html")
  if (!existsSync(index)) {
    app.log.warn(
      { dist },
      "GraphQL explorer is on but not built (npm run build -w explorer): GET /graphql shows no page"
    )
    return null
  }
  const page = readFileSync(index, "utf8")
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: dist,
      prefix: EXPLORER_ASSETS,
      decorateReply: false,
      index: false,
      wildcard: false,
      // The page is answered at GET /graphql only, with its nonce.
      allowedPath: (pathName) => pathName !== "/index.html",
      // The build writes .br and .gz beside each file (web/build/precompress.ts); hashed names never change.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res) => void res.setHeader("cache-control", "public, max-age=31536000, immutable"),
    })
  })

  return async (request, reply) => {
    if (request.method !== "GET" || !wantsPage(request)) return
    // A fresh nonce per answer: the page's scripts carry it, and the policy allows only them and what
    // they load ('strict-dynamic'): an injected script, inline or from another host, does not run.
    const nonce = randomBytes(18).toString("base64")
    const policy = reply.raw.getHeader("content-security-policy")
    if (typeof policy === "string")
      reply.raw.setHeader(
        "content-security-policy",
        policy.replace(
          /(^|;\s*)script-src[^;]*/,
          (_, start: string) => `${start}script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`
        )
      )
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("vary", "accept")
      .send(withNonce(page, nonce))
  }
}

/** A browser's navigation to /graphql itself, not a GraphQL GET request (those carry `query`). */
function wantsPage(request: FastifyRequest): boolean {
  const [pathname, search = ""] = request.url.split("?")
  if (pathname !== "/graphql" && pathname !== "/graphql/") return false
  if (new URLSearchParams(search).has("query")) return false
  return (request.headers.accept ?? "").includes("text/html")
}

/** Every script and module preload of the built page, with this answer's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    .replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${nonce}"`)
}
