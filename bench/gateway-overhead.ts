/**
 * Gateway overhead and catalog cache: the same product list (12 items, the
 * same fields) read from the engine's REST API — Medusa's /store/products and
 * our /store/catalog/products, which the gateway calls — and through the
 * gateway's GraphQL, alternating in the same run, 10 connections; then through
 * a gateway with the catalog cache on. `npm run bench:overhead`
 */
import { benchGateway, benchShop, done, gridRequests, load, log, report, usRegionId, type LoadResult } from "./lib.js"

const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 10)

const shop = await benchShop()
const uncached = await benchGateway(shop, "bench-gateway-nocache", { CATALOG_CACHE: "off" })
const cached = await benchGateway(shop, "bench-gateway-cache")

const regionId = await usRegionId(shop)

// The fields the storefront's product grid shows, asked of each side.
const { engine: engineRequest, catalog: catalogRequest, graphql: graphqlRequest } = gridRequests(shop, regionId)

// Warm up every path once.
for (const target of [engineRequest, catalogRequest, graphqlRequest(uncached), graphqlRequest(cached)])
  await load("warm-up", { ...target, duration: 2 })

const rounds: LoadResult[] = []
for (let round = 1; round <= ROUNDS; round++) {
  log(`round ${round} of ${ROUNDS}`)
  rounds.push(await load(`engine REST #${round}`, { ...engineRequest, duration: SECONDS }))
  rounds.push(await load(`engine catalog route #${round}`, { ...catalogRequest, duration: SECONDS }))
  rounds.push(await load(`gateway GraphQL, no cache #${round}`, { ...graphqlRequest(uncached), duration: SECONDS }))
  rounds.push(await load(`gateway GraphQL, cache #${round}`, { ...graphqlRequest(cached), duration: SECONDS }))
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
const summary = (prefix: string) => {
  const rows = rounds.filter((r) => r.name.startsWith(prefix))
  return {
    name: prefix,
    rps: median(rows.map((r) => r.rps)),
    p50: median(rows.map((r) => r.p50)),
    p99: median(rows.map((r) => r.p99)),
    errors: rows.reduce((s, r) => s + r.errors + r.non2xx, 0),
  }
}
const engine = summary("engine REST")
const catalogRoute = summary("engine catalog route")
const noCache = summary("gateway GraphQL, no cache")
const cache = summary("gateway GraphQL, cache")
const ratios = {
  overheadP50: Math.round((noCache.p50 / engine.p50) * 100) / 100,
  // The fair one: the gateway answers from our catalog route, so its own cost is what it adds to that.
  overheadP50OverCatalogRoute: Math.round((noCache.p50 / catalogRoute.p50) * 100) / 100,
  overheadRps: Math.round((engine.rps / noCache.rps) * 100) / 100,
  cacheSpeedupRps: Math.round((cache.rps / engine.rps) * 10) / 10,
}
report("gateway-overhead", [engine, catalogRoute, noCache, cache], { rounds, ratios, seconds: SECONDS })
console.log(
  `gateway p50 / engine p50 = ${ratios.overheadP50} (goal ≤ 1.10); gateway p50 / the catalog route it calls = ${ratios.overheadP50OverCatalogRoute}; ` +
    `cached requests/s ÷ engine = ${ratios.cacheSpeedupRps}× (goal ≥ 20)`
)
await done()
