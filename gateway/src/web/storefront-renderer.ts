import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { Manifest, StorefrontServer, StorefrontServerEntry } from "../../../web/src/server/contract.js"
import { type DrawnPage, type PageCache, type ReadyPage, readyPage } from "./page-cache.js"

interface Build {
  stamp: string
  server: StorefrontServer
}

export interface StorefrontRendererOptions {
  /** The browser build (index.html, .vite/manifest.json). */
  webDist: string
  /** The server build's entry (web/dist-server/entry-server.js). */
  serverEntry: string
  /** How long drawing one page may take before the plain shell goes out instead. */
  timeoutMs: number
  /** Ready pages for shoppers who carry nothing of their own (null: every page drawn anew). */
  pages: PageCache | null
}

/**
 * Mounts the storefront's server build (web/src/entry-server.tsx), which draws the catalog pages
 * and the frames of the shopper's own pages, and returns each as its finished document. The page's GraphQL requests go to this gateway's own
 * /graphql in-process (Fastify's inject), with the shopper's cookies, so they pass the same
 * validation, limits and catalog cache as the browser's. Anything else — a page the storefront
 * does not draw on the server, no server build, a failed startup, a time-out — answers null, and
 * the caller sends the plain shell as before.
 */
export function createStorefrontRenderer(app: FastifyInstance, options: StorefrontRendererOptions) {
  let build: Build | null = null
  let loading: Promise<Build | null> | null = null
  const templateFile = path.join(options.webDist, "index.html")
  const manifestFile = path.join(options.webDist, ".vite/manifest.json")

  /** The builds on disk; loaded again when a rebuild changed them (a new server bundle is imported anew). */
  async function current(): Promise<Build | null> {
    if (![templateFile, manifestFile, options.serverEntry].every((file) => existsSync(file))) return null
    const stamp = [templateFile, manifestFile, options.serverEntry].map((file) => statSync(file).mtimeMs).join(":")
    if (build?.stamp === stamp) return build
    loading ??= (async () => {
      try {
        const entry = (await import(`${pathToFileURL(options.serverEntry).href}?v=${encodeURIComponent(stamp)}`)) as StorefrontServerEntry
        const server = entry.createStorefrontServer({
          template: readFileSync(templateFile, "utf8"),
          manifest: JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest,
        })
        build = { stamp, server }
        return build
      } catch (error) {
        app.log.warn({ err: error }, "the storefront's server build could not be loaded; pages go out as the plain shell")
        return null
      } finally {
        loading = null
      }
    })()
    return loading
  }

  /** Draws the page, ready to send, with the cookies drawing it set (none: it can be shared). */
  async function draw(request: FastifyRequest, loaded: Build): Promise<DrawnPage | null> {
    const cookies: string[] = []
    const signal = AbortSignal.timeout(options.timeoutMs)
    // The page's GraphQL requests, answered by this gateway in-process with the shopper's session —
    // none when the storefront asks without credentials (a page's frame, drawn as for a new visitor).
    const graphql: typeof fetch = async (_input, init) => {
      // The language the page is drawn in (the storefront's link sets it on every request).
      const language = new Headers(init?.headers).get("accept-language")
      const cookie = init?.credentials === "omit" ? undefined : request.headers.cookie
      const response = await app.inject({
        method: "POST",
        url: "/graphql",
        remoteAddress: request.ip,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(cookie ? { cookie } : {}),
          ...(request.headers["user-agent"] ? { "user-agent": request.headers["user-agent"] } : {}),
          ...(language ? { "accept-language": language } : {}),
        },
        payload: typeof init?.body === "string" ? init.body : "",
      })
      const setCookie = response.headers["set-cookie"]
      if (setCookie) cookies.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]))
      return new Response(response.body, { status: response.statusCode, headers: { "content-type": String(response.headers["content-type"] ?? "application/json") } })
    }
    try {
      const drawn = await Promise.race([
        loaded.server.render({ url: request.url, cookie: request.headers.cookie, fetch: graphql, signal }),
        new Promise<null>((resolve) => signal.addEventListener("abort", () => resolve(null), { once: true })),
      ])
      if (!drawn) {
        if (signal.aborted) app.log.warn({ url: request.url, timeoutMs: options.timeoutMs }, "drawing the page took too long; the plain shell went out")
        return null
      }
      // A page that will be kept is compressed harder: once, for every shopper who gets it.
      const kept = cookies.length === 0 && options.pages !== null
      return { page: await readyPage(drawn.document, drawn.scriptHashes, kept ? 9 : 5), cookies }
    } catch (error) {
      app.log.warn({ err: error, url: request.url }, "the page could not be drawn on the server; the plain shell went out")
      return null
    }
  }

  /** The page ready to send, or null for the plain shell. */
  async function render(request: FastifyRequest, reply: FastifyReply): Promise<ReadyPage | null> {
    const loaded = await current()
    if (!loaded) return null
    const key = options.pages?.keyOf(request) ?? null
    const drawn = key === null || !options.pages ? await draw(request, loaded) : await options.pages.page(`${loaded.stamp}\n${key}`, () => draw(request, loaded))
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
  reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").header("vary", "Cookie, Accept-Encoding")
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
  reply.raw.setHeader("content-security-policy", policy.replace(/(^|;\s*)script-src\b/, (directive) => `${directive} ${hashes.join(" ")}`))
}
