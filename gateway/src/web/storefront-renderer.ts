import { existsSync, statSync } from "node:fs"
import path from "node:path"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { type DrawnPage, type PageCache, type ReadyPage, readyPage } from "./page-cache.js"
import { type AnswerGraphql, RenderPool } from "./render-pool.js"

interface Build {
  stamp: string
  pool: RenderPool
}

export interface StorefrontRendererOptions {
  /** The browser build (index.html, .vite/manifest.json). */
  webDist: string
  /** The server build's entry (web/dist-server/entry-server.js). */
  serverEntry: string
  /** How long drawing one page may take before the plain shell goes out instead. */
  timeoutMs: number
  /** Threads drawing pages beside the event loop (render-pool.ts). */
  threads: number
  /** Ready pages for shoppers who carry nothing of their own (null: every page drawn anew). */
  pages: PageCache | null
}

/**
 * Mounts the storefront's server build (web/src/entry-server.tsx), which draws the catalog pages
 * and the frames of the shopper's own pages, and returns each as its finished document. The build
 * runs in drawing threads (render-pool.ts), so drawing never holds up this gateway's other requests.
 * The page's GraphQL requests come back to this thread and go to the gateway's own /graphql
 * in-process (Fastify's inject), with the shopper's cookies, so they pass the same validation,
 * limits and catalog cache as the browser's. Anything else — a page the storefront does not draw on
 * the server, no server build, a failed startup, a time-out — answers null, and the caller sends the
 * plain shell as before.
 */
export function createStorefrontRenderer(app: FastifyInstance, options: StorefrontRendererOptions) {
  let build: Build | null = null
  let loading: Promise<Build | null> | null = null
  /** The builds' stamp that could not be loaded: not tried again until they change. */
  let failed: string | null = null
  const templateFile = path.join(options.webDist, "index.html")
  const manifestFile = path.join(options.webDist, ".vite/manifest.json")
  app.addHook("onClose", async () => build?.pool.close())

  /** The builds on disk; loaded again, in new threads, when a rebuild changed them. */
  async function current(): Promise<Build | null> {
    if (![templateFile, manifestFile, options.serverEntry].every((file) => existsSync(file))) return null
    const stamp = [templateFile, manifestFile, options.serverEntry].map((file) => statSync(file).mtimeMs).join(":")
    if (build?.stamp === stamp) return build
    if (failed === stamp) return null
    loading ??= (async () => {
      const pool = new RenderPool({
        threads: options.threads,
        build: { serverEntry: options.serverEntry, templateFile, manifestFile },
        log: app.log,
      })
      try {
        if (!(await pool.ready())) {
          failed = stamp
          await pool.close()
          return null
        }
        // The threads of the build before end once the pages they are drawing are done.
        build?.pool.retire()
        build = { stamp, pool }
        return build
      } finally {
        loading = null
      }
    })()
    return loading
  }

  /** Draws the page, ready to send, with the cookies drawing it set (none: it can be shared). */
  async function draw(request: FastifyRequest, loaded: Build): Promise<DrawnPage | null> {
    const cookies: string[] = []
    // The page's GraphQL requests, answered by this gateway in-process with the shopper's session —
    // none when the storefront asks without credentials (a page's frame, drawn as for a new visitor).
    const answer: AnswerGraphql = async ({ body, language, withCredentials }) => {
      const cookie = withCredentials ? request.headers.cookie : undefined
      const response = await app.inject({
        method: "POST",
        url: "/graphql",
        remoteAddress: request.ip,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(cookie ? { cookie } : {}),
          ...(request.headers["user-agent"] ? { "user-agent": request.headers["user-agent"] } : {}),
          // The language the page is drawn in (the storefront's link sets it on every request).
          ...(language ? { "accept-language": language } : {}),
        },
        payload: body,
      })
      const setCookie = response.headers["set-cookie"]
      if (setCookie) cookies.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]))
      return {
        status: response.statusCode,
        contentType: String(response.headers["content-type"] ?? "application/json"),
        body: response.body,
      }
    }
    const signal = AbortSignal.timeout(options.timeoutMs)
    const drawn = await loaded.pool.draw(request.url, request.headers.cookie, answer, signal)
    if (!drawn) {
      if (signal.aborted)
        app.log.warn(
          { url: request.url, timeoutMs: options.timeoutMs },
          "drawing the page took too long; the plain shell went out"
        )
      return null
    }
    // A page that will be kept is compressed harder: once, for every shopper who gets it.
    const kept = cookies.length === 0 && options.pages !== null
    return { page: await readyPage(drawn.document, drawn.scriptHashes, kept ? 9 : 5), cookies }
  }

  /** The page ready to send, or null for the plain shell. */
  async function render(request: FastifyRequest, reply: FastifyReply): Promise<ReadyPage | null> {
    const loaded = await current()
    if (!loaded) return null
    const key = options.pages?.keyOf(request) ?? null
    const drawn =
      key === null || !options.pages
        ? await draw(request, loaded)
        : await options.pages.page(`${loaded.stamp}\n${key}`, () => draw(request, loaded))
    if (!drawn) return null
    if (drawn.cookies.length) reply.header("set-cookie", drawn.cookies)
    return drawn.page
  }

  return { render }
}

/**
 * Sends a drawn page: never kept by the browser or a proxy (a page may carry the shopper's cart
 * and name), in the encoding the browser takes — already compressed (page-cache.ts).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: ReadyPage) {
  allowInlineScripts(reply, page.scriptHashes)
  const accepts = String(request.headers["accept-encoding"] ?? "")
  reply
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("vary", "Cookie, Accept-Encoding")
  if (/\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(page.br)
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(page.gzip)
  return reply.send(page.raw)
}

/**
 * The page's inline scripts (the loader: the same text on every page) allowed by their hashes in
 * this response's Content-Security-Policy (security-headers.ts writes it before the page is drawn),
 * so a kept page needs no per-response nonce in its markup.
 */
function allowInlineScripts(reply: FastifyReply, hashes: string[]) {
  const policy = reply.raw.getHeader("content-security-policy")
  if (typeof policy !== "string" || !hashes.length) return
  reply.raw.setHeader(
    "content-security-policy",
    policy.replace(/(^|;\s*)script-src\b/, (directive) => `${directive} ${hashes.join(" ")}`)
  )
}
