import { existsSync } from "node:fs"
import path from "node:path"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance } from "fastify"
import type { GatewayConfig } from "../config.js"
import { PageCache } from "./page-cache.js"
import { createStorefrontRenderer, sendPage } from "./storefront-renderer.js"

/** Paths that belong to the API, never to the single-page apps' client-side routes. */
const API_PREFIXES = ["/graphql", "/admin-api", "/health", "/ready", "/static/"]

/**
 * Serves the built storefront at / and the back-office at /admin (each when
 * built), with client-side routes falling back to the app's index.html, and
 * proxies product images and uploads (/static/*) from the engine.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: {
    webDist: string
    adminDist: string
    storefrontSsr?: GatewayConfig["storefrontSsr"]
    /** The catalog cache's generation (drawn pages are kept under it) and time-to-live. */
    pageGeneration: () => Promise<number>
    catalogTtlMs: number
    sessionCookieName: string
    medusaUrl: string
    timeoutMs: number
  }
) {
  const web = existsSync(path.join(options.webDist, "index.html")) ? options.webDist : undefined
  const admin = existsSync(path.join(options.adminDist, "index.html")) ? options.adminDist : undefined
  const ssr = options.storefrontSsr
  const pages = ssr?.pageCache.enabled
    ? new PageCache({
        generation: options.pageGeneration,
        ttlMs: options.catalogTtlMs,
        maxBytes: ssr.pageCache.maxBytes,
        sessionCookieName: options.sessionCookieName,
      })
    : null
  const renderer =
    web && ssr?.enabled
      ? createStorefrontRenderer(app, {
          webDist: web,
          serverEntry: ssr.serverEntry,
          timeoutMs: ssr.timeoutMs,
          threads: ssr.threads,
          pages,
        })
      : null

  if (web) {
    await app.register(fastifyStatic, {
      root: web,
      prefix: "/",
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each asset (web/build/precompress.ts): sent to browsers that take them.
      preCompressed: true,
      // Hashed assets never change; index.html always revalidates (ours, not the library's max-age=0).
      cacheControl: false,
      // `void`: the typings give setHeader a FastifyReply's answer (a thenable); it is Node's response's, unused.
      setHeaders: (res, file) => {
        void res.setHeader(
          "cache-control",
          file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache"
        )
      },
    })
  }
  if (admin) {
    await app.register(fastifyStatic, {
      root: admin,
      prefix: "/admin/",
      decorateReply: !web,
      index: "index.html",
      preCompressed: true,
    })
  }

  app.get("/static/*", async (request, reply) => {
    const rest = (request.params as { "*": string })["*"]
    if (rest.split("/").some((part) => part === ".." || part === "")) {
      return reply.code(400).send({ message: "Invalid path" })
    }
    try {
      const upstream = await fetch(`${options.medusaUrl}/static/${rest}`, {
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      if (!upstream.ok) return reply.code(upstream.status === 404 ? 404 : 502).send({ message: "Not found" })
      reply.header("content-type", upstream.headers.get("content-type") ?? "application/octet-stream")
      reply.header("cache-control", "public, max-age=86400")
      return reply.send(Buffer.from(await upstream.arrayBuffer()))
    } catch {
      return reply.code(502).send({ message: "The image is not available right now" })
    }
  })

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0]
    const isApi = API_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix))
    if (request.method === "GET" && !isApi && (request.headers.accept ?? "").includes("text/html")) {
      if (admin && (url === "/admin" || url.startsWith("/admin/"))) return reply.sendFile("index.html", admin)
      // Catalog pages come drawn (storefront-renderer.ts); every other page, or when drawing fails, the shell.
      const page = renderer ? await renderer.render(request, reply) : null
      if (page) return sendPage(request, reply, page)
      if (web) return reply.sendFile("index.html", web)
    }
    return reply.code(404).send({ message: `Route ${request.method} ${url} not found` })
  })
}
