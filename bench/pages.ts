/**
 * Catalogue pages drawn on the server: `/`, `/products` and a product page as a new visitor's
 * browser asks for them (HTML, brotli, no cookies — a partner's shared link), 10 connections,
 * through a gateway with its page cache on (pages kept ready, the catalog cache warm) and one with
 * it off (every page drawn and compressed anew). `npm run bench:pages` (`ROUNDS`, `SECONDS`).
 *
 * Pages drawn anew are also read by one connection: pages/s at 10 connections over pages/s at one
 * says whether drawings overlap (their GraphQL and compression leave the event loop free) or
 * queue behind each other (a ratio near 1). While a gateway draws at 10 connections, one more
 * client asks its /health (answered by the event loop alone) every 20 ms: how long that takes says
 * whether drawing holds up the gateway's other requests. Drawing threads: STOREFRONT_RENDER_THREADS.
 */
import { benchGateway, benchShop, done, load, log, percentile, report, round, type LoadResult } from "./lib.js"

const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 10)
const PAGES = ["/", "/products", "/products/te-verde-herbal"]

const shop = await benchShop()
const kept = await benchGateway(shop, "bench-gateway-pages")
const drawn = await benchGateway(shop, "bench-gateway-pages-off", { STOREFRONT_PAGE_CACHE: "off" })

const pageRequest = (base: string, path: string) => ({
  url: `${base}${path}`,
  headers: { accept: "text/html,application/xhtml+xml", "accept-encoding": "br" },
})

for (const base of [kept, drawn])
  for (const path of PAGES) await load("warm-up", { ...pageRequest(base, path), duration: 2 })

/** Answers of /health, one at a time, while `during` runs: ms each. */
async function probeWhile(base: string, during: Promise<unknown>): Promise<number[]> {
  let running = true
  const stop = () => void (running = false)
  // Its outcome (and a failure) is the caller's, who awaits it after.
  during.then(stop, stop)
  const times: number[] = []
  while (running) {
    const start = performance.now()
    await (await fetch(`${base}/health`)).arrayBuffer()
    times.push(performance.now() - start)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return times
}

const rounds: LoadResult[] = []
const health: Record<string, number[]> = Object.fromEntries(PAGES.map((path) => [path, []]))
for (let round = 1; round <= ROUNDS; round++) {
  log(`round ${round} of ${ROUNDS}`)
  for (const path of PAGES) {
    rounds.push(await load(`${path} kept #${round}`, { ...pageRequest(kept, path), duration: SECONDS }))
    const drawing = load(`${path} drawn #${round}`, { ...pageRequest(drawn, path), duration: SECONDS })
    health[path].push(...(await probeWhile(drawn, drawing)))
    rounds.push(await drawing)
    rounds.push(
      await load(`${path} alone #${round}`, { ...pageRequest(drawn, path), duration: SECONDS, connections: 1 })
    )
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const rows = PAGES.flatMap((path) =>
  (["kept", "drawn"] as const).map((mode) => {
    const mine = rounds.filter((r) => r.name.startsWith(`${path} ${mode} `))
    return {
      page: path,
      "page cache": mode === "kept" ? "on" : "off",
      "pages/s": median(mine.map((r) => r.rps)),
      "p50 ms": median(mine.map((r) => r.p50)),
      "p99 ms": median(mine.map((r) => r.p99)),
      errors: mine.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    }
  })
)
const overlap = PAGES.map((path) => {
  const rate = (mode: string) => median(rounds.filter((r) => r.name.startsWith(`${path} ${mode} `)).map((r) => r.rps))
  const alone = rate("alone")
  return {
    page: path,
    "drawn, 1 connection pages/s": alone,
    "drawn, 10 connections pages/s": rate("drawn"),
    "10 ÷ 1": Math.round((rate("drawn") / alone) * 100) / 100,
    "/health meanwhile p50 ms": round(percentile(health[path], 50)),
    "/health meanwhile p99 ms": round(percentile(health[path], 99)),
  }
})
console.table(overlap)
report("pages", rows, { rounds, seconds: SECONDS, overlap })
const slowest = Math.min(...rows.filter((row) => row["page cache"] === "on").map((row) => row["pages/s"]))
console.log(`slowest page with the cache on: ${slowest} pages/s (goal ≥ 1 000)`)
await done()
