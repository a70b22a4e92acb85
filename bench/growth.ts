/**
 * Growth: how the product list and the admin order list hold up as the shop
 * grows. On its own database (.data/bench-growth-postgres, started fresh), the
 * catalog grows through the engine's admin API (bench/generate-catalog.ts) to
 * each size in GROWTH_SIZES and the product grid (12 items, cache off) is read
 * from Medusa's /store/products, from our /store/catalog/products and through
 * the gateway; then orders are generated through the order module
 * (commerce/src/scripts/generate-orders.ts) to 1 000 and to ORDERS, and the
 * admin order list (GET /admin-api/orders, range [0,19]) is read through the
 * gateway and from the engine at each count. `npm run bench:growth`
 *
 * Env: GROWTH_SIZES (10,1000,10000), SECONDS per measurement (10), ORDERS (10000),
 * ORDER_MINUTES (0: minutes of orders placed through cart completion first, as
 * shoppers place them), ORDER_WORKERS (8), GROWTH_FRESH=0 to keep the database
 * of the previous run (sizes already passed are then skipped).
 */
import { withClient } from "../scripts/lib/postgres.js"
import { execScript } from "../scripts/lib/engine.js"
import { localSecrets } from "../scripts/lib/secrets.js"
import { generateCatalog, productCount } from "./generate-catalog.js"
import {
  adminHeaders,
  adminToken,
  benchGateway,
  benchShop,
  demoAdmin,
  done,
  gridRequests,
  json,
  load,
  log,
  loop,
  report,
  storeHeaders,
  usRegionId,
} from "./lib.js"

const SIZES = (process.env.GROWTH_SIZES ?? "10,1000,10000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0)
const SECONDS = Number(process.env.SECONDS ?? 10)
const ORDERS = Number(process.env.ORDERS ?? 10_000)
/** The order counts the admin list is measured at (generated through the order module up to each). */
const ORDER_SIZES = [...new Set([Math.min(1_000, ORDERS), ORDERS])].filter((n) => n > 0)
const ORDER_MINUTES = Number(process.env.ORDER_MINUTES ?? 0)
const ORDER_WORKERS = Number(process.env.ORDER_WORKERS ?? 8)

const started = Date.now()
const shop = await benchShop({ database: "bench-growth-postgres", fresh: process.env.GROWTH_FRESH !== "0" })
const gateway = await benchGateway(shop, "bench-gateway-growth", { CATALOG_CACHE: "off" })
const regionId = await usRegionId(shop)
const token = await adminToken(shop)
const seeded = await productCount(shop.engineUrl, token)
log(`the shop has ${seeded} products`)

const rows: Record<string, unknown>[] = []
const measurements: unknown[] = []

/** The product grid: Medusa's /store/products, our /store/catalog/products, then the gateway. */
async function measureGrid(label: string, collectionId?: string) {
  // As autovacuum does within a minute of a bulk import: the planner's statistics of the new rows.
  await withClient(shop.databaseUrl, (client) => client.query("analyze"))
  const { engine, catalog, graphql } = gridRequests(shop, regionId, { collectionId })
  // The same page sorted by title (Spanish order, its own index): the storefront's other sort.
  const byTitle = gridRequests(shop, regionId, { collectionId, order: "title" }).catalog
  await load("warm-up", { ...engine, duration: 2 })
  await load("warm-up", { ...catalog, duration: 2 })
  await load("warm-up", { ...byTitle, duration: 2 })
  await load("warm-up", { ...graphql(gateway), duration: 2 })
  const e = await load(`engine ${label}`, { ...engine, duration: SECONDS })
  const c = await load(`catalog route ${label}`, { ...catalog, duration: SECONDS })
  const t = await load(`catalog route by title ${label}`, { ...byTitle, duration: SECONDS })
  const g = await load(`gateway ${label}`, { ...graphql(gateway), duration: SECONDS })
  measurements.push(e, c, t, g)
  rows.push({
    measure: "product grid (12, cache off)",
    size: label,
    "engine /store/products p50 ms": e.p50,
    "engine /store/catalog/products p50 ms": c.p50,
    "same, by title p50 ms": t.p50,
    "gateway p50 ms": g.p50,
    "engine req/s": e.rps,
    "catalog route req/s": c.rps,
    "gateway req/s": g.rps,
    errors: e.errors + e.non2xx + c.errors + c.non2xx + t.errors + t.non2xx + g.errors + g.non2xx,
  })
  console.table([rows.at(-1)])
}

for (const size of SIZES) {
  const count = await productCount(shop.engineUrl, token)
  if (size < seeded) {
    // The seeded shop already has more products than this: a collection of exactly `size` new ones,
    // and the list restricted to it (the rest of the catalog is still in the tables).
    const { collection } = await json<{ collection: { id: string } }>(
      "POST",
      `${shop.engineUrl}/admin/collections?fields=id`,
      {
        headers: adminHeaders(token),
        body: { title: `Bench ${size} ${Date.now()}`, handle: `bench-${size}-${Date.now()}` },
      }
    )
    await generateCatalog(shop.engineUrl, token, count + size, { collectionId: collection.id, log })
    await measureGrid(`${size} (a collection of ${size}; catalog ${count + size})`, collection.id)
  } else if (size < count) {
    log(`skipping ${size}: the catalog already has ${count} products`)
  } else {
    const generated = await generateCatalog(shop.engineUrl, token, size, { log })
    log(`catalog at ${generated.count} products (${generated.seconds} s to generate)`)
    await measureGrid(String(generated.count))
  }
}

// ---------------------------------------------------------------------------
// Orders: as many as ORDER_MINUTES allow (up to ORDERS), placed straight on the engine's Store API.

const orderCount = async () =>
  (
    await json<{ count: number }>("GET", `${shop.engineUrl}/admin/orders?limit=1&fields=id`, {
      headers: adminHeaders(token),
    })
  ).count

// A session cookie of the admin API, as the back-office holds it.
const login = await fetch(`${gateway}/admin-api/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(demoAdmin()),
})
if (!login.ok) throw new Error(`admin-api login: ${login.status} ${await login.text()}`)
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ")

async function measureOrders(label: string) {
  const gatewayRequest = {
    url: `${gateway}/admin-api/orders?range=${encodeURIComponent("[0,19]")}`,
    headers: { cookie },
  }
  const engineRequest = {
    url: `${shop.engineUrl}/admin/orders?limit=20&offset=0&order=-created_at`,
    headers: adminHeaders(token),
  }
  await load("warm-up", { ...gatewayRequest, duration: 2 })
  const e = await load(`engine orders ${label}`, { ...engineRequest, duration: SECONDS })
  const g = await load(`gateway orders ${label}`, { ...gatewayRequest, duration: SECONDS })
  // One member of staff at a time: the list's own latency (p95 is the goal), requests one after another.
  const one = (request: { url: string; headers: Record<string, string> }) => async () => {
    const response = await fetch(request.url, { headers: request.headers })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${response.status} ${request.url}`)
  }
  const e1 = await loop(`engine orders, 1 client, ${label}`, { workers: 1, seconds: SECONDS }, one(engineRequest))
  const g1 = await loop(`gateway orders, 1 client, ${label}`, { workers: 1, seconds: SECONDS }, one(gatewayRequest))
  measurements.push(e, g, e1, g1)
  rows.push({
    measure: "admin order list [0,19]",
    size: label,
    "1 client: engine p50/p95 ms": `${e1.p50} / ${e1.p95}`,
    "1 client: gateway p50/p95 ms": `${g1.p50} / ${g1.p95}`,
    "engine p50 ms": e.p50,
    "gateway p50 ms": g.p50,
    "engine req/s": e.rps,
    "gateway req/s": g.rps,
    errors: e.errors + e.non2xx + g.errors + g.non2xx + e1.errors + g1.errors,
  })
  console.table([rows.at(-1)])
}

await measureOrders(`${await orderCount()} orders`)

// Optional: a sample of orders placed the way shoppers place them (cart completion, ~1.4 orders/s here).
let placed = 0
let ordering: Awaited<ReturnType<typeof loop>> | null = null
if (ORDER_MINUTES > 0) {
  // A generated variant without inventory management, so stock never runs out.
  const { products } = await json<{ products: { variants: { id: string }[] }[] }>(
    "GET",
    `${shop.engineUrl}/store/products?limit=1&q=${encodeURIComponent("Producto de prueba")}&fields=id,*variants`,
    { headers: storeHeaders(shop) }
  )
  const variantId = products[0]?.variants[0]?.id
  if (!variantId) throw new Error("No generated product to order")
  const ADDRESS = {
    first_name: "Lucía",
    last_name: "Gómez",
    address_1: "1200 Brickell Ave",
    city: "Miami",
    country_code: "us",
    province: "FL",
    postal_code: "33131",
  }
  const headers = storeHeaders(shop)
  const base = `${shop.engineUrl}/store`
  const { shipping_options: options } = await json<{ shipping_options: { id: string; type?: { code?: string } }[] }>(
    "GET",
    `${base}/shipping-options?cart_id=${
      (
        await json<{ cart: { id: string } }>("POST", `${base}/carts?fields=id`, {
          headers,
          body: { region_id: regionId, shipping_address: ADDRESS },
        })
      ).cart.id
    }`,
    { headers }
  )
  const optionId = (options.find((o: { type?: { code?: string } }) => o.type?.code === "standard") ?? options[0]).id

  const before = await orderCount()
  ordering = await loop(
    "orders",
    { workers: ORDER_WORKERS, seconds: ORDER_MINUTES * 60, stop: () => before + placed >= ORDERS },
    async (worker) => {
      const { cart } = await json<{ cart: { id: string } }>("POST", `${base}/carts?fields=id`, {
        headers,
        body: {
          region_id: regionId,
          email: `growth-${worker}@vitalia.test`,
          shipping_address: ADDRESS,
          billing_address: ADDRESS,
          items: [{ variant_id: variantId, quantity: 1 }],
        },
      })
      await json("POST", `${base}/carts/${cart.id}/shipping-methods?fields=id`, {
        headers,
        body: { option_id: optionId },
      })
      const { payment_collection } = await json<{ payment_collection: { id: string } }>(
        "POST",
        `${base}/payment-collections`,
        {
          headers,
          body: { cart_id: cart.id },
        }
      )
      await json("POST", `${base}/payment-collections/${payment_collection.id}/payment-sessions`, {
        headers,
        body: { provider_id: "pp_system_default" },
      })
      const completed = await json<{ type: string }>("POST", `${base}/carts/${cart.id}/complete`, { headers })
      if (completed.type !== "order") throw new Error(`complete: ${JSON.stringify(completed).slice(0, 200)}`)
      if (++placed % 100 === 0) log(`orders placed: ${placed}`)
    }
  )
  const orderTotal = await orderCount()
  log(
    `orders: ${orderTotal} in the shop (${placed} placed in this run in ${ordering.seconds} s, ${ordering.perSecond}/s, ${ordering.errors} errors)`
  )
  if (ordering.firstError) log(`first order error: ${ordering.firstError}`)
  await measureOrders(`${orderTotal} orders`)
}

/** Orders straight through the order module (commerce/src/scripts/generate-orders.ts): minutes, not hours. */
async function generateOrders(count: number) {
  const secrets = localSecrets()
  const engine = {
    databaseUrl: shop.databaseUrl,
    port: 0,
    publicUrl: "http://localhost:8080",
    jwtSecret: secrets.jwtSecret,
    cookieSecret: secrets.cookieSecret,
    edgeSecret: secrets.edgeSecret,
  }
  const started = performance.now()
  await execScript(engine, "generate-orders", [String(count)], "file")
  return Math.round((performance.now() - started) / 100) / 10
}

const generated: { target: number; added: number; seconds: number }[] = []
for (const target of ORDER_SIZES) {
  const have = await orderCount()
  if (have < target) {
    const seconds = await generateOrders(target - have)
    generated.push({ target, added: target - have, seconds })
    log(`orders: ${target - have} generated in ${seconds} s`)
  }
  await withClient(shop.databaseUrl, (client) => client.query("analyze"))
  await measureOrders(`${await orderCount()} orders`)
}
const orderTotal = await orderCount()

report("growth", rows, {
  measurements,
  seconds: SECONDS,
  products: await productCount(shop.engineUrl, token),
  orders: {
    total: orderTotal,
    generated,
    placedThroughCarts: placed,
    minutes: ORDER_MINUTES,
    workers: ORDER_WORKERS,
    loop: ordering,
  },
  runMinutes: Math.round((Date.now() - started) / 6000) / 10,
})
await done()
