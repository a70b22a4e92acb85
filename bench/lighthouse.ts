/**
 * Storefront performance: Lighthouse (mobile, its default configuration:
 * simulated slow 4G and a 4× slower CPU) RUNS times (3) on the home page, the
 * catalog and a product page of the storefront the gateway serves, with Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium); medians of the performance
 * score, LCP, TBT, CLS and the JavaScript transferred. Also the initial JS of
 * web/dist: the entry chunk and what index.html preloads, gzip. `npm run bench:web`
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { buildAppIfStale } from "../scripts/lib/build.js"
import { ROOT } from "../scripts/lib/paths.js"
import { benchGateway, benchShop, done, json, log, median, report, round, storeHeaders } from "./lib.js"

const RUNS = Number(process.env.RUNS ?? 3)
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]

// The initial JavaScript of the build: the entry script and the chunks index.html preloads.
await buildAppIfStale("web", log)
const dist = path.join(ROOT, "web/dist")
const html = readFileSync(path.join(dist, "index.html"), "utf8")
const initial = [
  ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => ({ kind: "entry", file: m[1] })),
  ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => ({ kind: "preload", file: m[1] })),
  ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => ({ kind: "css", file: m[1] })),
].map(({ kind, file }) => {
  const source = readFileSync(path.join(dist, file.replace(/^\//, "")))
  return { kind, file, kB: round(source.length / 1024), "gzip kB": round(gzipSync(source, { level: 9 }).length / 1024) }
})
const initialJsGzipKb = round(initial.filter((f) => f.kind !== "css").reduce((s, f) => s + f["gzip kB"], 0))
console.table(initial)
log(`initial JS: ${initialJsGzipKb} kB gzip`)

const shop = await benchShop()
const gateway = await benchGateway(shop, "bench-gateway-web")
const { products } = await json<{ products: { id: string; handle: string }[] }>("GET", `${shop.engineUrl}/store/products?limit=50&fields=id,handle`, { headers: storeHeaders(shop) })
const product = products.find((p) => p.handle === "te-verde-herbal") ?? products[0]
const pages = ["/", "/products", `/products/${product.handle}`]

const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" })
interface Run {
  page: string
  score: number
  lcp: number
  tbt: number
  cls: number
  jsKb: number
}
const runs: Run[] = []
mkdirSync(path.join(ROOT, "bench/results"), { recursive: true })
let retries = 0
try {
  // One unmeasured visit first, so the first measured run does not pay for a cold gateway and engine.
  await fetch(`${gateway}/`)
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      // A run that could not load the page (web/dist being rebuilt by someone else, say) is retried twice.
      let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"] | undefined
      for (let attempt = 1; ; attempt++) {
        // As in a shop with visitors: the page's catalog queries are in the gateway's cache (30 s TTL).
        await fetch(`${gateway}${page}`, { headers: { accept: "text/html" } })
        lhr = (await lighthouse(`${gateway}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }))?.lhr
        const failure = !lhr ? "no result" : lhr.runtimeError ? lhr.runtimeError.message : ""
        if (lhr && !failure) break
        if (attempt === 3) throw new Error(`Lighthouse on ${page}: ${failure}`)
        log(`run ${run}/${RUNS} ${page} failed (${failure.slice(0, 120)}); again`)
        retries++
        await new Promise((resolve) => setTimeout(resolve, 3000))
      }
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`)
      const audit = (id: string) => lhr!.audits[id]?.numericValue ?? NaN
      const requests = ((lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [])
      const js = requests.filter((r) => r.resourceType === "Script").reduce((s, r) => s + (r.transferSize ?? 0), 0)
      const entry = {
        page,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: Math.round(audit("largest-contentful-paint")),
        tbt: Math.round(audit("total-blocking-time")),
        cls: round(audit("cumulative-layout-shift"), 3),
        jsKb: round(js / 1024),
      }
      runs.push(entry)
      // The whole report of the page's latest run, for the details behind the numbers (long tasks, LCP element …).
      writeFileSync(path.join(ROOT, "bench/results", `lighthouse-${page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.lhr.json`), JSON.stringify(lhr))
      log(`run ${run}/${RUNS} ${page}: score ${entry.score}, LCP ${entry.lcp} ms, TBT ${entry.tbt} ms, CLS ${entry.cls}, JS ${entry.jsKb} kB`)
    }
  }
} finally {
  chrome.kill()
}

const rows = pages.map((page) => {
  const of = runs.filter((r) => r.page === page)
  return {
    page,
    "score (median)": median(of.map((r) => r.score)),
    "LCP ms": median(of.map((r) => r.lcp)),
    "TBT ms": median(of.map((r) => r.tbt)),
    CLS: median(of.map((r) => r.cls)),
    "JS transferred kB": median(of.map((r) => r.jsKb)),
  }
})
report("lighthouse", rows, { runs, initial, initialJsGzipKb, lighthouse: "12.8.2, mobile (default config)", chrome: CHROME_PATH, product: product.handle, retries })
console.log(`initial JS (entry + preloads, gzip): ${initialJsGzipKb} kB`)
await done()
