/**
 * What each engine call of a purchase costs the engine: one shopper on an idle machine, the engine's
 * CPU time (and the database's) per call, read from /proc around many calls in a row. It shows which
 * part of a purchase is the engine's own work and what the gateway adds by the calls it makes
 * (bench/README.md, "Checkout loop"). `npm run bench:engine-calls`
 *
 * 1. Reads, CALLS times each (default 200): a cart with its id only, with its head (what the gateway
 *    decides on) from the cart route and from the holder route the gateway reads it from, with its
 *    head and lines (what the custom promotions see), whole (lines and totals, what the storefront
 *    shows), a region, the cart's shipping options.
 * 2. Writes, PURCHASES purchases each way (default 20), alternating: the writes answered with the
 *    cart's id only (the REST loop) or with its head (the gateway for a caller selecting the id),
 *    and the completion answered in the engine's default order fields or in the gateway's.
 *
 * Env: CALLS (200), PURCHASES (20), SKU (HC-FIT-VAINILLA).
 */
import { ORDER_FIELDS } from "../gateway/src/account/order-shape.js"
import { CART_FIELDS, CART_HEAD_FIELDS, CART_LINES_FIELDS } from "../gateway/src/cart/shape.js"
import { benchShop, done, json, log, median, purchasable, report, round, storeHeaders } from "./lib.js"
import { cpuSpent, shopCpu } from "./processes.js"

const CALLS = Number(process.env.CALLS ?? 200)
const PURCHASES = Number(process.env.PURCHASES ?? 20)
const SKU = process.env.SKU ?? "HC-FIT-VAINILLA"

const shop = await benchShop()
const { regionId, variantId } = await purchasable(shop, SKU)
const base = `${shop.engineUrl}/store`
const headers = storeHeaders(shop)
const fields = (list: string) => `fields=${encodeURIComponent(list)}`
const ADDRESS = {
  first_name: "Lucía",
  last_name: "Gómez",
  address_1: "1200 Brickell Ave",
  city: "Miami",
  country_code: "us",
  province: "FL",
  postal_code: "33131",
  phone: "+1 305 555 0101",
}

// 1. Reads of one cart with a line.
const { cart } = await json<{ cart: { id: string } }>("POST", `${base}/carts?fields=id`, {
  headers,
  body: { region_id: regionId },
})
await json("POST", `${base}/carts/${cart.id}/line-items?fields=id`, {
  headers,
  body: { variant_id: variantId, quantity: 1 },
})
const reads: [string, string][] = [
  ["cart, id only", `${base}/carts/${cart.id}?fields=id`],
  ["cart, head", `${base}/carts/${cart.id}?${fields(CART_HEAD_FIELDS)}`],
  ["cart, head from the holder route", `${base}/carts/${cart.id}/holder`],
  ["cart, head and lines", `${base}/carts/${cart.id}?${fields(CART_LINES_FIELDS)}`],
  ["cart, whole", `${base}/carts/${cart.id}?${fields(CART_FIELDS)}`],
  ["region, id only", `${base}/regions/${regionId}?fields=id`],
  ["shipping options of the cart", `${base}/shipping-options?cart_id=${cart.id}`],
]
const rows: Record<string, unknown>[] = []
for (const [name, url] of reads) {
  for (let i = 0; i < 20; i++) await json("GET", url, { headers })
  const before = shopCpu()
  const started = performance.now()
  for (let i = 0; i < CALLS; i++) await json("GET", url, { headers })
  const spent = cpuSpent(before, shopCpu())
  rows.push({
    call: `GET ${name}`,
    calls: CALLS,
    "wall ms": round((performance.now() - started) / CALLS),
    "engine CPU ms": round((spent.engine ?? 0) / CALLS),
    "database CPU ms": round((spent.database ?? 0) / CALLS),
  })
  log(`${name}: ${JSON.stringify(rows.at(-1))}`)
}

// 2. Writes: whole purchases, alternating the fields their answers ask for.
const timings = new Map<string, number[]>()
async function timed<T>(name: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const answer = await call()
  timings.set(name, [...(timings.get(name) ?? []), performance.now() - started])
  return answer
}
async function purchase(answer: "id" | "head", worker: number) {
  const asked = answer === "id" ? "fields=id" : fields(CART_HEAD_FIELDS)
  const { cart } = await json<{ cart: { id: string } }>("POST", `${base}/carts?fields=id`, {
    headers,
    body: { region_id: regionId },
  })
  await timed(`add a line, answered with the ${answer}`, () =>
    json("POST", `${base}/carts/${cart.id}/line-items?${asked}`, {
      headers,
      body: { variant_id: variantId, quantity: 1 },
    })
  )
  await timed(`e-mail and addresses, answered with the ${answer}`, () =>
    json("POST", `${base}/carts/${cart.id}?${asked}`, {
      headers,
      body: { email: `calls-${worker}@vitalia.test`, shipping_address: ADDRESS, billing_address: ADDRESS },
    })
  )
  const { shipping_options } = await json<{ shipping_options: { id: string; type?: { code?: string } }[] }>(
    "GET",
    `${base}/shipping-options?cart_id=${cart.id}`,
    { headers }
  )
  const option =
    shipping_options.find((o: { type?: { code?: string } }) => o.type?.code === "standard") ?? shipping_options[0]
  await timed(`shipping method, answered with the ${answer}`, () =>
    json("POST", `${base}/carts/${cart.id}/shipping-methods?${asked}`, { headers, body: { option_id: option.id } })
  )
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
  const order = answer === "id" ? "the engine's default order fields" : "the gateway's order fields"
  await timed(`completion, answered in ${order}`, () =>
    json("POST", `${base}/carts/${cart.id}/complete${answer === "id" ? "" : `?${fields(ORDER_FIELDS)}`}`, { headers })
  )
}
await purchase("id", 0)
await purchase("head", 0)
timings.clear()
for (let i = 0; i < PURCHASES; i++) {
  await purchase("id", i)
  await purchase("head", i)
}
for (const [call, values] of timings)
  rows.push({
    call: `POST ${call}`,
    calls: values.length,
    "wall ms": round(median(values)),
    "engine CPU ms": "",
    "database CPU ms": "",
  })

report("engine-calls", rows, { calls: CALLS, purchases: PURCHASES, sku: SKU })
await done()
