/**
 * Storefront performance: Lighthouse (mobile, its default configuration:
 * simulated slow 4G and a 4× slower CPU) RUNS times (3) on eight pages of the
 * storefront the gateway serves, with Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium): the server-drawn home, catalog and product page and the
 * login and enrollment pages as a new visitor; the cart, checkout and account as a
 * signed-in shopper with a line in the cart (their session cookie and saved cart
 * kept, the HTTP cache emptied before each load). Medians of the performance
 * score, LCP, TBT, CLS and the JavaScript transferred. Also the initial JS of
 * web/dist: the entry chunk and what index.html preloads, gzip. `npm run bench:web`
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import puppeteer from "puppeteer-core"
import { buildAppIfStale } from "../scripts/lib/build.js"
import { ROOT } from "../scripts/lib/paths.js"
import { benchGateway, benchShop, done, json, log, median, report, round, storeHeaders } from "./lib.js"

const RUNS = Number(process.env.RUNS ?? 3)
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

// The initial JavaScript of the build: the entry script and the chunks index.html preloads.
await buildAppIfStale("web", log)
const dist = path.join(ROOT, "web/dist")
const html = readFileSync(path.join(dist, "index.html"), "utf8")
const initial = [
  ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => ({ kind: "entry", file: m[1] })),
  ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => ({
    kind: "preload",
    file: m[1],
  })),
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
const { products } = await json<{ products: { id: string; handle: string }[] }>(
  "GET",
  `${shop.engineUrl}/store/products?limit=50&fields=id,handle`,
  { headers: storeHeaders(shop) }
)
const product = products.find((p) => p.handle === "te-verde-herbal") ?? products[0]
/** `shopper`: measured as the signed-in shopper with a cart (below); otherwise as a first visit. */
const pages: { path: string; shopper: boolean }[] = [
  { path: "/", shopper: false },
  { path: "/products", shopper: false },
  { path: `/products/${product.handle}`, shopper: false },
  { path: "/cart", shopper: true },
  { path: "/checkout", shopper: true },
  { path: "/login", shopper: false },
  { path: "/account", shopper: true },
  { path: "/enrollment", shopper: false },
]
const demo = (
  JSON.parse(readFileSync(path.join(ROOT, "commerce/data/demo-accounts.json"), "utf8")) as {
    shoppers: { email: string; password: string }[]
  }
).shoppers[0]

const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" })
// The new visitor's pages in a Chrome of their own: Lighthouse's storage reset does not drop the
// shopper's session cookie, so /login measured in the shopper's Chrome was /account (a redirect).
const guestChrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROME_FLAGS,
  logLevel: "silent",
})
interface Run {
  page: string
  score: number
  lcp: number
  tbt: number
  cls: number
  jsKb: number
}
const runs: Run[] = []

// The shopper's browser state, made through the shop's own API in a tab of the measuring Chrome:
// signed in (the gateway's httpOnly cookie) with one line in a cart whose id is saved as the app saves it.
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
const shopperTab = await browser.newPage()
await shopperTab.goto(`${gateway}/login`, { waitUntil: "load" })
// A string, not a function: tsx's helpers (__name) would not exist in the page.
const prepared = (await shopperTab.evaluate(`(async () => {
  const call = async (query, variables) => {
    const response = await fetch("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) })
    const answer = await response.json()
    if (answer.errors && answer.errors.length) throw new Error(answer.errors[0].message)
    return answer.data
  }
  await call("mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { customer { id } } }", { e: ${JSON.stringify(demo.email)}, p: ${JSON.stringify(demo.password)} })
  const cart = (await call("mutation { createCart { id regionId } }", {})).createCart
  const product = (await call("query ($h: String!, $r: ID) { product(handle: $h, regionId: $r) { variants { id } } }", { h: ${JSON.stringify(product.handle)}, r: cart.regionId })).product
  await call("mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 1) { cart { id } } }", { c: cart.id, v: product.variants[0].id })
  localStorage.setItem("cartId", cart.id)
  localStorage.setItem("selectedRegionId", cart.regionId)
  return cart.id
})()`)) as string
log(`signed-in shopper ${demo.email} with cart ${prepared}`)
const cdp = await shopperTab.createCDPSession()
mkdirSync(path.join(ROOT, "bench/results"), { recursive: true })
let retries = 0
try {
  // One unmeasured visit first, so the first measured run does not pay for a cold gateway and engine.
  await fetch(`${gateway}/`)
  for (let run = 1; run <= RUNS; run++) {
    for (const { path: page, shopper } of pages) {
      // A run that could not load the page (web/dist being rebuilt by someone else, say) is retried twice.
      let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"] | undefined
      for (let attempt = 1; ; attempt++) {
        // As in a shop with visitors: the page's catalog queries are in the gateway's cache (30 s TTL).
        await fetch(`${gateway}${page}`, { headers: { accept: "text/html" } })
        if (shopper) {
          // Their cookie and saved cart stay (no storage reset); the HTTP cache goes, as for every other page.
          await cdp.send("Network.clearBrowserCache")
          lhr = (
            await lighthouse(
              `${gateway}${page}`,
              {
                port: chrome.port,
                output: "json",
                logLevel: "error",
                onlyCategories: ["performance"],
                disableStorageReset: true,
              },
              undefined,
              shopperTab
            )
          )?.lhr
        } else {
          lhr = (
            await lighthouse(`${gateway}${page}`, {
              port: guestChrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance"],
            })
          )?.lhr
        }
        const failure = !lhr
          ? "no result"
          : lhr.runtimeError
            ? lhr.runtimeError.message
            : new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${gateway}${page}`).pathname
              ? `ended on ${lhr.finalDisplayedUrl}, not the page`
              : ""
        if (lhr && !failure) break
        if (attempt === 3) throw new Error(`Lighthouse on ${page}: ${failure}`)
        log(`run ${run}/${RUNS} ${page} failed (${failure.slice(0, 120)}); again`)
        retries++
        await new Promise((resolve) => setTimeout(resolve, 3000))
      }
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`)
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      const requests =
        (
          lhr.audits["network-requests"]?.details as
            { items?: { resourceType?: string; transferSize?: number }[] } | undefined
        )?.items ?? []
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
      writeFileSync(
        path.join(
          ROOT,
          "bench/results",
          `lighthouse-${page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.lhr.json`
        ),
        JSON.stringify(lhr)
      )
      log(
        `run ${run}/${RUNS} ${page}: score ${entry.score}, LCP ${entry.lcp} ms, TBT ${entry.tbt} ms, CLS ${entry.cls}, JS ${entry.jsKb} kB`
      )
    }
  }
} finally {
  await browser.disconnect().catch(() => undefined)
  chrome.kill()
  guestChrome.kill()
}

const rows = pages.map(({ path: page }) => {
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
report("lighthouse", rows, {
  runs,
  initial,
  initialJsGzipKb,
  lighthouse: "12.8.2, mobile (default config)",
  chrome: CHROME_PATH,
  product: product.handle,
  retries,
})
console.log(`initial JS (entry + preloads, gzip): ${initialJsGzipKb} kB`)
await done()
