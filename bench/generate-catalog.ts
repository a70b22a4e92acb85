/**
 * Catalog generator: adds published products to a running engine through its
 * admin API (POST /admin/products/batch), in batches, until the catalog holds
 * `target` products. Each product: one variant with a USD price (and the other
 * currencies the seed prices in), no inventory management, the store's default
 * sales channel and the seed's shipping profile ("Predeterminado") — what the seed gives its
 * products, minus images and options.
 *
 * Alone: `node --import tsx bench/generate-catalog.ts 1000`
 *   (ENGINE_URL, default http://127.0.0.1:9000; the demo administrator signs in;
 *   BATCH products per request, default 100; PARALLEL requests, default 2).
 */
import { pathToFileURL } from "node:url"
import { adminHeaders, adminToken, json } from "./lib.js"

export interface GenerateOptions {
  batch?: number
  parallel?: number
  /** Put the generated products in this collection (the first `collectionLimit` of them only). */
  collectionId?: string
  collectionLimit?: number
  log?: (line: string) => void
}

/** How many products the engine has (any status). */
export async function productCount(engineUrl: string, token: string): Promise<number> {
  const { count } = await json<{ count: number }>("GET", `${engineUrl}/admin/products?limit=1&fields=id`, {
    headers: adminHeaders(token),
  })
  return count
}

/** The sales channel and shipping profile generated products go to. */
async function references(engineUrl: string, token: string) {
  const headers = adminHeaders(token)
  const { stores } = await json<{ stores: { default_sales_channel_id: string | null }[] }>(
    "GET",
    `${engineUrl}/admin/stores?fields=id,default_sales_channel_id`,
    { headers }
  )
  let salesChannelId = stores[0]?.default_sales_channel_id
  if (!salesChannelId)
    salesChannelId = (
      await json<{ sales_channels: { id: string }[] }>("GET", `${engineUrl}/admin/sales-channels?limit=1&fields=id`, {
        headers,
      })
    ).sales_channels[0].id
  // The profile the seed's shipping options and products use ("Predeterminado"), not the engine's own default one.
  const { shipping_profiles } = await json<{ shipping_profiles: { id: string; name: string; type: string }[] }>(
    "GET",
    `${engineUrl}/admin/shipping-profiles?fields=id,name,type`,
    { headers }
  )
  const profile =
    shipping_profiles.find((p) => p.name === (process.env.SHIPPING_PROFILE ?? "Predeterminado")) ??
    shipping_profiles.find((p) => p.type === "default")
  if (!salesChannelId || !profile) throw new Error("The engine has no sales channel or shipping profile: seed it first")
  return { salesChannelId, shippingProfileId: profile.id }
}

/** Adds products until the engine has `target`; returns the count reached and the seconds it took. */
export async function generateCatalog(engineUrl: string, token: string, target: number, options: GenerateOptions = {}) {
  const batch = options.batch ?? 100
  const parallel = options.parallel ?? 2
  const log = options.log ?? (() => {})
  const started = performance.now()
  const refs = await references(engineUrl, token)
  let count = await productCount(engineUrl, token)
  const run = Date.now().toString(36)
  let made = 0
  let inCollection = 0
  const product = () => {
    const n = made++
    const handle = `bench-${run}-${n}`
    const collection =
      options.collectionId && inCollection < (options.collectionLimit ?? Infinity)
        ? (inCollection++, options.collectionId)
        : undefined
    return {
      title: `Producto de prueba ${run} ${n}`,
      subtitle: "Generado para medir el catálogo",
      description: "Producto generado por bench/generate-catalog.ts.",
      handle,
      status: "published",
      collection_id: collection,
      shipping_profile_id: refs.shippingProfileId,
      sales_channels: [{ id: refs.salesChannelId }],
      weight: 250,
      options: [{ title: "Presentación", values: ["Única"] }],
      variants: [
        {
          title: "Única",
          sku: `BENCH-${run}-${n}`.toUpperCase(),
          options: { Presentación: "Única" },
          manage_inventory: false,
          prices: [
            { currency_code: "usd", amount: 10 + (n % 50) },
            { currency_code: "cop", amount: 40000 + (n % 50) * 1000 },
            { currency_code: "eur", amount: 9 + (n % 50) },
            { currency_code: "mxn", amount: 180 + (n % 50) * 20 },
            { currency_code: "cad", amount: 14 + (n % 50) },
          ],
        },
      ],
    }
  }
  while (count < target) {
    const requests: Promise<unknown>[] = []
    let planned = count
    for (let i = 0; i < parallel && planned < target; i++) {
      const size = Math.min(batch, target - planned)
      planned += size
      const create = Array.from({ length: size }, product)
      requests.push(
        json("POST", `${engineUrl}/admin/products/batch?fields=id`, { headers: adminHeaders(token), body: { create } })
      )
    }
    await Promise.all(requests)
    count = planned
    log(`catalog: ${count} / ${target} products (${Math.round((performance.now() - started) / 1000)} s)`)
  }
  return { count: await productCount(engineUrl, token), seconds: Math.round((performance.now() - started) / 100) / 10 }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = Number(process.argv[2] ?? process.env.TARGET)
  if (!Number.isInteger(target) || target < 1) {
    console.error("usage: node --import tsx bench/generate-catalog.ts <total products>")
    process.exit(2)
  }
  const engineUrl = process.env.ENGINE_URL ?? "http://127.0.0.1:9000"
  const token = await adminToken({ engineUrl })
  const result = await generateCatalog(engineUrl, token, target, {
    batch: Number(process.env.BATCH ?? 100),
    parallel: Number(process.env.PARALLEL ?? 2),
    log: (line) => console.log(`» ${line}`),
  })
  console.log(`» the engine has ${result.count} products (${result.seconds} s)`)
}
