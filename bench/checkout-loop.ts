/**
 * Checkout loop: SHOPPERS concurrent shoppers (default 10) each buying, over and
 * over, one unit of a well-stocked variant — create cart, add line, e-mail and
 * US addresses, shipping options, shipping method, payment session, complete —
 * through the gateway's GraphQL step by step (7 requests), through the gateway with
 * prepareCheckout (4 requests: cart, line, prepareCheckout, completeCart) and,
 * alternating in the same run, straight against the engine's Store API (8 requests); each round
 * starts with the next of the three ways.
 * `npm run bench:checkout`
 *
 * Beside orders/s and latency, each way's CPU per order, by process (engine, database, gateway, and
 * this benchmark as the shoppers' side): on a machine the load saturates, where the time goes.
 *
 * Env: SHOPPERS (10), SECONDS per round (30), ROUNDS (2), SKU (HC-FIT-VAINILLA).
 */
import {
  CHECKOUT_ADDRESS,
  benchGateway,
  benchShop,
  done,
  gql,
  json,
  log,
  loop,
  median,
  purchasable,
  report,
  round,
  stepByStepPurchase,
  storeHeaders,
  type LoopResult,
} from "./lib.js"
import { cpuSpent, shopCpu } from "./processes.js"

const SHOPPERS = Number(process.env.SHOPPERS ?? 10)
const SECONDS = Number(process.env.SECONDS ?? 30)
const ROUNDS = Number(process.env.ROUNDS ?? 2)
const SKU = process.env.SKU ?? "HC-FIT-VAINILLA"

const shop = await benchShop()
// The gateway as `npm start` runs it, its catalog cache on: a purchase reads no catalogue, but the cache
// also keeps the custom promotions' list and which option a shipping code names (until 2026-11-26 the
// loop turned it off, and so measured both read afresh on every purchase, which no shop does).
const gateway = await benchGateway(shop, "bench-gateway-checkout")
const { regionId, variantId } = await purchasable(shop, SKU)

const REST_ADDRESS = {
  first_name: "Lucía",
  last_name: "Gómez",
  address_1: "1200 Brickell Ave",
  city: "Miami",
  country_code: "us",
  province: "FL",
  postal_code: "33131",
  phone: "+1 305 555 0101",
}

/** One whole purchase through the gateway, step by step as the storefront does it. */
const purchaseViaGateway = (worker: number) =>
  stepByStepPurchase(gateway, regionId, variantId, `bench-${worker}@vitalia.test`)

/** The same purchase through the gateway in four requests: the checkout's steps in one prepareCheckout. */
async function purchaseViaPrepare(worker: number) {
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
  await gql(gateway, `mutation ($c: ID!, $i: CheckoutInput!) { prepareCheckout(cartId: $c, input: $i) { id } }`, {
    c,
    i: {
      email: `bench-${worker}@vitalia.test`,
      shippingAddress: CHECKOUT_ADDRESS,
      shippingOptionCode: "standard",
      paymentProviderId: "pp_system_default",
    },
  })
  const { completeCart } = await gql<{ completeCart: { id: string } | null }>(
    gateway,
    `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`,
    { c }
  )
  if (!completeCart?.id) throw new Error("completeCart returned no order")
}

/** The same purchase against the engine's Store API. */
async function purchaseViaEngine(worker: number) {
  const base = `${shop.engineUrl}/store`
  const headers = storeHeaders(shop)
  const { cart } = await json<{ cart: { id: string } }>("POST", `${base}/carts?fields=id`, {
    headers,
    body: { region_id: regionId },
  })
  await json("POST", `${base}/carts/${cart.id}/line-items?fields=id`, {
    headers,
    body: { variant_id: variantId, quantity: 1 },
  })
  await json("POST", `${base}/carts/${cart.id}?fields=id`, {
    headers,
    body: { email: `bench-${worker}@vitalia.test`, shipping_address: REST_ADDRESS, billing_address: REST_ADDRESS },
  })
  const { shipping_options } = await json<{ shipping_options: { id: string; type?: { code?: string } }[] }>(
    "GET",
    `${base}/shipping-options?cart_id=${cart.id}`,
    { headers }
  )
  const option = shipping_options.find((o) => o.type?.code === "standard") ?? shipping_options[0]
  await json("POST", `${base}/carts/${cart.id}/shipping-methods?fields=id`, { headers, body: { option_id: option.id } })
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
}

// Warm up: one purchase each way, and check both paths work before measuring.
log("warm-up purchases")
await purchaseViaGateway(0)
await purchaseViaEngine(0)
await purchaseViaPrepare(0)

type Round = LoopResult & { cpuMsPerOrder: Record<string, number> }
/** One way's loop, with the CPU each kind of process spent on it per order. */
async function measured(name: string, task: (worker: number) => Promise<void>): Promise<Round> {
  const before = shopCpu()
  const result = await loop(name, { workers: SHOPPERS, seconds: SECONDS }, task)
  const spent = cpuSpent(before, shopCpu())
  const perOrder = Object.fromEntries(
    Object.entries(spent).map(([kind, ms]) => [kind, Math.round(ms / Math.max(1, result.done))])
  )
  return { ...result, cpuMsPerOrder: perOrder }
}

const ways: [name: string, task: (worker: number) => Promise<void>][] = [
  ["engine REST", purchaseViaEngine],
  ["gateway GraphQL", purchaseViaGateway],
  ["gateway prepareCheckout", purchaseViaPrepare],
]
const rounds: Round[] = []
for (let r = 1; r <= ROUNDS; r++) {
  // Each round starts with the next way: a machine that speeds up or slows down during the run
  // (these VMs drift by 20–40 % within an hour) then favours none of them.
  const order = ways.map((_, i) => ways[(i + r - 1) % ways.length])
  log(
    `round ${r} of ${ROUNDS}: ${SHOPPERS} shoppers × ${SECONDS} s each way, ${order.map(([name]) => name).join(" → ")}`
  )
  for (const [name, task] of order) rounds.push(await measured(`${name} #${r}`, task))
}
for (const r of rounds) if (r.firstError) log(`${r.name}: first error: ${r.firstError}`)

const summary = (prefix: string) => {
  const rows = rounds.filter((r) => r.name.startsWith(prefix))
  return {
    name: prefix,
    orders: rows.reduce((s, r) => s + r.done, 0),
    "orders/s": median(rows.map((r) => r.perSecond)),
    "p50 ms": median(rows.map((r) => r.p50)),
    "p99 ms": median(rows.map((r) => r.p99)),
    errors: rows.reduce((s, r) => s + r.errors, 0),
    ...Object.fromEntries(
      ["engine", "database", "gateway", "benchmark"].map((kind) => [
        `${kind} CPU ms/order`,
        median(rows.map((r) => r.cpuMsPerOrder[kind] ?? 0)),
      ])
    ),
  }
}
const engine = summary("engine REST")
const viaGateway = summary("gateway GraphQL")
const viaPrepare = summary("gateway prepareCheckout")
const ratios = {
  gatewayOverEngineP50: round(viaGateway["p50 ms"] / engine["p50 ms"], 2),
  engineOverGatewayOrdersPerSecond: round(engine["orders/s"] / viaGateway["orders/s"], 2),
  prepareOverEngineP50: round(viaPrepare["p50 ms"] / engine["p50 ms"], 2),
  prepareOverEngineOrdersPerSecond: round(viaPrepare["orders/s"] / engine["orders/s"], 2),
}
report("checkout-loop", [engine, viaGateway, viaPrepare], {
  rounds,
  ratios,
  shoppers: SHOPPERS,
  seconds: SECONDS,
  sku: SKU,
})
console.log(
  `${SHOPPERS} shoppers: a whole purchase through the gateway takes ${ratios.gatewayOverEngineP50}× the engine's (p50); ` +
    `the engine completes ${ratios.engineOverGatewayOrdersPerSecond}× the gateway's orders/s; ` +
    `with prepareCheckout (4 requests) a purchase takes ${ratios.prepareOverEngineP50}× the engine's and makes ${ratios.prepareOverEngineOrdersPerSecond}× its orders/s`
)
await done()
