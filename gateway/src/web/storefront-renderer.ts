import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"

/** What web/src/entry-server.tsx takes and gives (the storefront's server build, web/dist-server). */
interface RenderRequest {
  url: string
  cookie?: string
  fetch: typeof fetch
  signal?: AbortSignal
}
interface RenderedPage {
  html: string
  title: string
  language: "es" | "en"
  boot: string
  pages: string[]
}
interface ServerEntry {
  render(request: RenderRequest): Promise<RenderedPage | null>
}
/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

interface Build {
  stamp: string
  template: string
  manifest: Manifest
  entry: ServerEntry
}

export interface StorefrontRendererOptions {
  /** The browser build (index.html, .vite/manifest.json). */
  webDist: string
  /** The server build's entry (web/dist-server/entry-server.js). */
  serverEntry: string
  /** How long drawing one page may take before the plain shell goes out instead. */
  timeoutMs: number
}

/**
 * Draws the storefront's catalog pages on the server (web/src/entry-server.tsx): the page's HTML,
 * its chunk and styles preloaded, and the data the browser takes over with. The page's GraphQL
 * requests go to this gateway's own /graphql in-process (Fastify's inject), with the shopper's
 * cookies, so they pass the same validation, limits and catalog cache as the browser's.
 * Anything else — a page the route table does not mark for the server, no server build, a failed
 * startup, a time-out — answers null, and the caller sends the plain shell as before.
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
        const entry = (await import(`${pathToFileURL(options.serverEntry).href}?v=${encodeURIComponent(stamp)}`)) as ServerEntry
        build = {
          stamp,
          template: readFileSync(templateFile, "utf8"),
          manifest: JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest,
          entry,
        }
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

  /** The page's HTML, or null for the plain shell. */
  async function render(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const loaded = await current()
    if (!loaded) return null
    const cookies: string[] = []
    const signal = AbortSignal.timeout(options.timeoutMs)
    // The page's GraphQL requests, answered by this gateway in-process with the shopper's session.
    const graphql: typeof fetch = async (_input, init) => {
      // The language the page is drawn in (the storefront's link sets it on every request).
      const language = new Headers(init?.headers).get("accept-language")
      const response = await app.inject({
        method: "POST",
        url: "/graphql",
        remoteAddress: request.ip,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
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
      const page = await Promise.race([
        loaded.entry.render({ url: request.url, cookie: request.headers.cookie, fetch: graphql, signal }),
        new Promise<null>((resolve) => signal.addEventListener("abort", () => resolve(null), { once: true })),
      ])
      if (!page) {
        if (signal.aborted) app.log.warn({ url: request.url, timeoutMs: options.timeoutMs }, "drawing the page took too long; the plain shell went out")
        return null
      }
      if (cookies.length) reply.header("set-cookie", cookies)
      return assemble(loaded, page)
    } catch (error) {
      app.log.warn({ err: error, url: request.url }, "the page could not be drawn on the server; the plain shell went out")
      return null
    }
  }

  return { render }
}

/**
 * The shell with the page in it: language, title, the page's styles, its markup and boot data.
 * The JavaScript is asked for only after the first paint (a small inline loader instead of the
 * shell's module script and preloads): on a slow connection the page's HTML, styles and images
 * get the bandwidth first, and the page is readable and its links work before the app takes over.
 */
export function assemble(build: Pick<Build, "template" | "manifest">, page: RenderedPage): string {
  const { css, js } = pageAssets(build.manifest, page.pages)
  let entry = ""
  const preloads: string[] = []
  const template = build.template
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_tag, src: string) => {
      entry = src
      return ""
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href)
      return ""
    })
  const styles = css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join("")
  const loader = entry ? `<script>${scriptLoader(entry, [...preloads, ...js.map((file) => `/${file}`)])}</script>` : ""
  // Function replacements: the page's text may hold "$" (prices), which string replacements would read as patterns.
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace("</head>", () => `${styles}</head>`)
    .replace(/<!--page-->[\s\S]*<!--\/page-->/, () => page.html)
    .replace("</body>", () => `<script id="vitalia-boot" type="application/json">${page.boot}</script>${loader}</body>`)
}

/**
 * Inline script: once the page has been painted — its first contentful paint, and the frame after
 * the window's load (the above-the-fold images drawn) — preload the chunks and start the app's entry
 * module. A hidden tab paints nothing, so it starts at once; so does a browser without paint timing;
 * 3 s is the latest start in any case.
 */
function scriptLoader(entry: string, preloads: string[]): string {
  const urls = JSON.stringify(preloads).replace(/</g, "\\u003c")
  return (
    `(function(){var done=false,painted=false,loaded=false;function go(){if(done)return;done=true;var h=document.head;` +
    `${urls}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};h.appendChild(s)}` +
    `function next(){if(painted&&loaded)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `if(document.visibilityState==="hidden")return go();setTimeout(go,3000);` +
    `if(document.readyState==="complete")loaded=true;else addEventListener("load",function(){loaded=true;next()});` +
    `try{new PerformanceObserver(function(l){if(!painted&&l.getEntriesByName("first-contentful-paint").length){painted=true;next()}}).observe({type:"paint",buffered:true})}catch(e){go()}})()`
  )
}

/** The chunks and styles the drawn pages need beyond what index.html already loads. */
export function pageAssets(manifest: Manifest, pages: string[]): { css: string[]; js: string[] } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const loaded = new Set<string>()
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return
    into.add(key)
    for (const imported of manifest[key].imports ?? []) collect(imported, into)
  }
  const initial = new Set<string>()
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry)
  if (entryKey) collect(entryKey, initial)
  for (const page of pages) collect(page, loaded)
  const needed = [...loaded].filter((key) => !initial.has(key))
  const initialCss = new Set([...initial].flatMap((key) => manifest[key].css ?? []))
  return {
    js: needed.map((key) => manifest[key].file),
    css: [...new Set(needed.flatMap((key) => manifest[key].css ?? []))].filter((file) => !initialCss.has(file)),
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!)
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Sends a drawn page: never cached (it carries the shopper's cart and name), compressed when the
 * browser takes it — in libuv's thread pool, so other requests go on while a page is compressed.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers["accept-encoding"] ?? "")
  reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").header("vary", "Cookie, Accept-Encoding")
  const body = Buffer.from(html)
  if (/\bbr\b/.test(accepts)) {
    const compressed = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    return reply.header("content-encoding", "br").send(compressed)
  }
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(await gzipped(body, { level: 6 }))
  return reply.send(body)
}
