/**
 * Search: product search as the catalog grows. On its own database (.data/bench-search-postgres,
 * started fresh), the catalog grows through the engine's admin API (bench/generate-catalog.ts) to
 * each size in SEARCH_SIZES; once the Search Module's index has caught up (events), it measures
 * (autocannon, 10 connections, SECONDS each):
 *   - a typo query with facets ("protiena": no exact match, so the typo pass runs; categories,
 *     collection, price buckets in USD, in stock) at the engine (GET /store/search) and through the
 *     gateway (searchProducts: the hits only, and the hits with each product's card fields),
 *   - suggestions as you type ("prot", mode=suggest: prefix, no facets) at the engine,
 *   - each of those again with one connection (a single shopper's latency, no queueing),
 *   - the rebuild of both indexes (POST /admin/search-rebuild: the module's reindex, swap, the languages side by side).
 *   - unique searches at the engine (10 connections): every request a query not asked before in the
 *     run (a typo'd catalogue word and a page of its own), so nothing kept anywhere answers it —
 *     the engine keeps no answers; the gateway's catalog cache does (docs/search.md),
 * Then, with SEARCH_SYNTHETIC=n[,m…] (0: off), the index tables are grown to each n documents by
 * copying the real documents under new ids (the provider's own tables, GIN and trigram indexes,
 * analysed), and the same queries are measured again — for machines where generating n products
 * through the admin API takes longer than the run may (about 1 product/s on the shared 2-core machine).
 * bench/results/search.json: per size { documents, gateway_rps, gateway_p99_ms, engine_unique_rps }
 * (10 connections; the gateway's typo query with facets, its catalog cache on as in production), the
 * commit and the machine; the full table under `details`.
 * `npm run bench:search`. Env: SEARCH_SIZES (1000,10000), SECONDS (10), SEARCH_SYNTHETIC (0),
 * SEARCH_FRESH=0 keeps the previous run's database.
 */
import { execFileSync } from "node:child_process"
import type autocannon from "autocannon"
import { SEARCH_CHANGES_SEQUENCE } from "../commerce/src/search-catalog/stamp.js"
import { withClient } from "../scripts/lib/postgres.js"
import { generateCatalog, productCount } from "./generate-catalog.js"
import {
  adminHeaders,
  adminToken,
  benchGateway,
  benchShop,
  done,
  json,
  load,
  log,
  report,
  storeHeaders,
  usRegionId,
} from "./lib.js"

const SIZES = (process.env.SEARCH_SIZES ?? "1000,10000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0)
const SECONDS = Number(process.env.SECONDS ?? 10)
const SYNTHETIC = (process.env.SEARCH_SYNTHETIC ?? "0")
  .split(",")
  .map(Number)
  .filter((n) => n > 0)

const started = Date.now()
const shop = await benchShop({ database: "bench-search-postgres", fresh: process.env.SEARCH_FRESH !== "0" })
// The catalogue cache as in production: regions, categories and collections (the facets' names), and
// searches that found something, kept until the search index changes (docs/search.md).
const gateway = await benchGateway(shop, "bench-gateway-search")
const regionId = await usRegionId(shop)
const token = await adminToken(shop)

const engineSearch = (q: string, extra = "", limit = 12) => ({
  url: `${shop.engineUrl}/store/search?q=${encodeURIComponent(q)}&limit=${limit}&currency_code=usd${extra}`,
  headers: storeHeaders(shop),
})
const HITS = `query S($q: String!, $regionId: ID) { searchProducts(query: $q, first: 12, regionId: $regionId) { totalCount didYouMean nodes { id handle title titleHighlight { text match } }
  facets { categories { count category { id name } } collections { count collection { id title } } prices { count from { amount } to { amount } } inStock } } }`
const CARDS = `query S($q: String!, $regionId: ID) { searchProducts(query: $q, first: 12, regionId: $regionId) { totalCount nodes { id titleHighlight { text match } product { id handle title subtitle thumbnail
  fromPrice { amount currencyCode } variants { id inStock price { amount currencyCode } } } }
  facets { categories { count category { id name } } collections { count collection { id title } } prices { count from { amount } to { amount } } inStock } } }`
const gatewaySearch = (query: string, q: string) => ({
  url: `${gateway}/graphql`,
  method: "POST" as const,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query, variables: { q, regionId } }),
})

/** Waits until the index holds every published product (the events of the generated batches are consumed). */
async function indexed(target: number, minutes = 15) {
  const deadline = Date.now() + minutes * 60_000
  for (;;) {
    const { count } = await json<{ count: number }>("GET", engineSearch("", "", 0).url, { headers: storeHeaders(shop) })
    if (count >= target) return count
    if (Date.now() > deadline) throw new Error(`the index has ${count} of ${target} products after 15 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
}

const rows: Record<string, unknown>[] = []
const summary: { documents: number; gateway_rps: number; gateway_p99_ms: number; engine_unique_rps: number }[] = []
const measurements: unknown[] = []

/**
 * Typo'd words of the demo catalogue (one edit each, five letters or more): each finds a few
 * products only through the typo pass, as "protiena" does — a word that matches nearly every
 * product ("producto" in the generated catalogue) costs what docs/search.md's EXPLAIN shows instead.
 */
const TYPOS = [
  "protiena",
  "vitamnia",
  "colagneo",
  "magensio",
  "probiotcio",
  "multivitamnico",
  "hidrolizdo",
  "chcolate",
  "vainila",
  "manzna",
]

/** The engine asked, 10 connections, a search never asked before in the run for every request. */
function uniqueSearches() {
  let n = 0
  const base = engineSearch("")
  return {
    url: base.url,
    headers: base.headers,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const i = n++
          const q = TYPOS[i % TYPOS.length]
          // A page of its own: (query, offset) never repeats within a run of up to 90 000 requests.
          const offset = Math.floor(i / TYPOS.length) % 10_000
          const url = new URL(engineSearch(q).url)
          url.searchParams.set("offset", String(offset))
          request.path = `${url.pathname}${url.search}`
          return request
        },
      },
    ],
  }
}

async function measure(label: string, documents: number, rebuilt: { ms: number } | null) {
  const rebuild = rebuilt !== null
  const typo = engineSearch("protiena")
  const suggest = engineSearch("prot", "&mode=suggest", 6)
  for (const request of [typo, suggest]) await load("warm-up", { ...request, duration: 2 })
  await load("warm-up", { ...gatewaySearch(HITS, "protiena"), duration: 2 })
  const e = await load(`engine typo+facets ${label}`, { ...typo, duration: SECONDS })
  const g = await load(`gateway typo+facets (hits) ${label}`, { ...gatewaySearch(HITS, "protiena"), duration: SECONDS })
  const gc = rebuild
    ? await load(`gateway typo+facets (product cards) ${label}`, {
        ...gatewaySearch(CARDS, "protiena"),
        duration: SECONDS,
      })
    : null
  const s = await load(`engine suggestions ${label}`, { ...suggest, duration: SECONDS })
  // One shopper at a time: the latency of a search itself (with 10 connections the p50 above is mostly
  // waiting behind the other nine — 10 ÷ req/s).
  const e1 = await load(`engine typo+facets, 1 connection, ${label}`, { ...typo, duration: SECONDS, connections: 1 })
  const g1 = await load(`gateway typo+facets (hits), 1 connection, ${label}`, {
    ...gatewaySearch(HITS, "protiena"),
    duration: SECONDS,
    connections: 1,
  })
  const s1 = await load(`engine suggestions, 1 connection, ${label}`, { ...suggest, duration: SECONDS, connections: 1 })
  const u = await load(`engine unique searches ${label}`, { ...uniqueSearches(), duration: SECONDS })
  measurements.push(e, g, gc, s, e1, g1, s1, u)
  summary.push({ documents, gateway_rps: g.rps, gateway_p99_ms: g.p99, engine_unique_rps: u.rps })
  rows.push({
    documents: label,
    "1 client: engine typo+facets p50 ms": e1.p50,
    "1 client: gateway (hits) p50 ms": g1.p50,
    "1 client: suggestions p50 ms": s1.p50,
    "engine typo+facets p50 ms": e.p50,
    "gateway (hits) req/s": g.rps,
    "gateway (hits) p50 ms": g.p50,
    "gateway (hits) p99 ms": g.p99,
    "gateway (cards) p50 ms": gc?.p50 ?? "—",
    "suggestions p50 ms": s.p50,
    "rebuild s": rebuilt ? Math.round(rebuilt.ms / 100) / 10 : "—",
    "engine req/s": e.rps,
    "engine unique req/s": u.rps,
    "engine unique p99 ms": u.p99,
    errors: [e, g, gc, s, e1, g1, s1, u].reduce((n, r) => n + (r ? r.errors + r.non2xx : 0), 0),
  })
  console.table([rows.at(-1)])
}

for (const size of SIZES) {
  const generated = await generateCatalog(shop.engineUrl, token, size, { log })
  const target = (await productCount(shop.engineUrl, token)) - 2
  // The engine first consumes the generated batches' events (the index kept current product by
  // product), so the rebuild is timed on a quiet engine rather than racing that backlog. The queue of
  // a local event bus does not survive a stopped run (SEARCH_FRESH=0): then the rebuild fills the index.
  await indexed(target, 10).catch((error: Error) => log(`${error.message}; the rebuild fills the index`))
  const rebuilt = await json<{ ms: number }>("POST", `${shop.engineUrl}/admin/search-rebuild`, {
    headers: adminHeaders(token),
  })
  const count = await indexed(target)
  log(`catalog at ${generated.count} products, ${count} in the index, rebuilt in ${rebuilt.ms} ms`)
  await measure(`${count} products`, count, rebuilt)
}

for (const target of SYNTHETIC) {
  const copies = await withClient(shop.databaseUrl, async (client) => {
    const { rows: tables } = await client.query<{ table_name: string }>(`SELECT table_name FROM search_postgres_index`)
    let total = 0
    for (const { table_name } of tables) {
      const {
        rows: [{ n }],
      } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}" WHERE id NOT LIKE '%~%'`)
      const rounds = Math.max(0, Math.ceil(target / Math.max(1, n)) - 1)
      await client.query(`DELETE FROM "${table_name}" WHERE id LIKE '%~%'`)
      await client.query(
        `INSERT INTO "${table_name}" (id, document, indexed, search_vector, search_text)
         SELECT t.id || '~' || g, t.document, t.indexed, t.search_vector, t.search_text
         FROM "${table_name}" t CROSS JOIN generate_series(1, $1::int) g WHERE t.id NOT LIKE '%~%'
         ORDER BY g, t.id LIMIT $2::int`,
        [rounds, Math.max(0, target - n)]
      )
      total = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`)).rows[0].n
      await client.query(`ANALYZE "${table_name}"`)
    }
    // The copies did not come through the provider, which counts its writes: counted here, so the
    // gateway's kept searches (keyed by the index's stamp) are dropped as after any index change.
    await client.query(`SELECT nextval('"${SEARCH_CHANGES_SEQUENCE}"')`)
    return total
  })
  log(`index tables grown to ${copies} documents (copies of the real ones)`)
  await measure(`${copies} documents (copies)`, copies, null)
}
const first = rows[0]
const last = rows.at(-1)!
const ratio = (column: string) =>
  first && last !== first ? Math.round((Number(last[column]) / Math.max(1, Number(first[column]))) * 100) / 100 : null
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim()
const commit = `${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain", "--untracked-files=no") ? "+changes" : ""}`
// How much throughput falls from each size to the next (#36: at most 1.5× from 1 000 to 10 000).
const falls = summary.slice(1).map((row, i) => ({
  from: summary[i].documents,
  to: row.documents,
  gateway_rps: Math.round((summary[i].gateway_rps / Math.max(0.1, row.gateway_rps)) * 100) / 100,
  engine_unique_rps: Math.round((summary[i].engine_unique_rps / Math.max(0.1, row.engine_unique_rps)) * 100) / 100,
}))
report("search", summary, {
  commit,
  throughput_falls: falls,
  growth_engine_typo_p50: ratio("engine typo+facets p50 ms"),
  growth_engine_typo_p50_one_client: ratio("1 client: engine typo+facets p50 ms"),
  seconds: Math.round((Date.now() - started) / 1000),
  details: rows,
  measurements,
})
await done()
