import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminToken, engine, regionId } from "../support/engine.js"

/**
 * GET /store/catalog/products (commerce/src/api/store/catalog/products): the storefront's product
 * list must answer exactly what the engine's own GET /store/products answers — same products, order,
 * count, prices and stock — for every filter the gateway uses, and list only published products of
 * the publishable key's sales channels. One difference on purpose: titles sort in Spanish order
 * (the engine's sorts by the database's byte order).
 */
const FIELDS =
  "id,handle,title,subtitle,thumbnail,*variants,*variants.calculated_price,+variants.inventory_quantity,*collection,*categories,*images,*options,*options.values"

let region: string
const list = async (path: string, params: string) => {
  const answer = await engine("GET", `${path}?fields=${encodeURIComponent(FIELDS)}&region_id=${region}&${params}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as { products: { id: string; title: string }[]; count: number; offset: number; limit: number }
}
/** Spanish order, as the catalog sorts titles (ties by id). */
const spanish = new Intl.Collator("es")
const inSpanishOrder = <T extends { id: string; title: string }>(products: T[]) =>
  [...products].sort((a, b) => spanish.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

/**
 * Both routes' answers; with `order=title` the engine's list (all of it on one page) is put in
 * the Spanish order ours answers in, the one difference between them.
 */
const both = async (params: string) => {
  const engine = await list("/store/products", params)
  if (/(^|&)order=title(&|$)/.test(params)) {
    expect(engine.count, params).toBeLessThanOrEqual(engine.products.length + engine.offset)
    engine.products = inSpanishOrder(engine.products)
  }
  return { engine, ours: await list("/store/catalog/products", params) }
}

const created: string[] = []
let token: string
beforeAll(async () => {
  region = await regionId("Estados Unidos")
  token = await adminToken()
})
afterAll(async () => {
  for (const id of created) await engine("DELETE", `/admin/products/${id}`, { token })
})

describe("the storefront's product list in the engine (/store/catalog/products)", () => {
  it("answers what /store/products answers, ordered by title in Spanish order, page after page", async () => {
    const all = inSpanishOrder((await list("/store/products", "order=title&limit=200")).products)
    for (const [params, page] of [
      ["order=title&limit=12", all.slice(0, 12)],
      ["order=title&limit=12&offset=12", all.slice(12, 24)],
      ["order=-title&limit=5&offset=3", [...all].reverse().slice(3, 8)],
      ["order=title&limit=50", all.slice(0, 50)],
    ] as const) {
      const ours = await list("/store/catalog/products", params)
      expect(ours, params).toEqual({ products: page, count: all.length, offset: ours.offset, limit: ours.limit })
    }
  })

  it("newest first: the same products and count (ties in created_at are ordered by id, the engine leaves them open)", async () => {
    const { engine: theirs, ours } = await both("order=-created_at&limit=100")
    expect(ours.count).toBe(theirs.count)
    expect(ours.products.map((p) => p.id).sort()).toEqual(theirs.products.map((p) => p.id).sort())
    const times = await Promise.all(
      ours.products.map(
        async (p) =>
          (await engine("GET", `/admin/products/${p.id}?fields=created_at`, { token })).body.product
            .created_at as string
      )
    )
    expect([...times].sort().reverse()).toEqual(times)
  })

  it("search, collection, category and handle filters give the engine's answer", async () => {
    const collections = (await engine("GET", "/store/collections?fields=id,handle&limit=20")).body.collections as {
      id: string
    }[]
    const categories = (await engine("GET", "/store/product-categories?fields=id&limit=20")).body
      .product_categories as { id: string }[]
    const cases = [
      "q=vainilla&order=title",
      "q=HC%20fit&order=title",
      "q=t%C3%A9&order=title",
      "q=no-existe-nada&order=title",
      `collection_id[]=${collections[0].id}&order=title`,
      `category_id[]=${categories[0].id}&order=title`,
      `category_id[]=${categories[1].id}&category_id[]=${categories[2].id}&order=title`,
      "handle=te-verde-herbal",
    ]
    for (const params of cases) {
      const { engine: theirs, ours } = await both(params)
      expect(ours, params).toEqual(theirs)
    }
  })

  it("lists published products of the key's sales channels only; wildcards in a search are plain characters", async () => {
    const stores = (await engine("GET", "/admin/stores?fields=default_sales_channel_id", { token })).body.stores
    const profiles = (await engine("GET", "/admin/shipping-profiles?fields=id", { token })).body.shipping_profiles as {
      id: string
    }[]
    const elsewhere = (
      await engine("POST", "/admin/sales-channels", { token, body: { name: `Otro canal ${Date.now()}` } })
    ).body.sales_channel.id as string
    const stamp = Date.now()
    const make = async (title: string, status: string, channel: string) => {
      const answer = await engine("POST", "/admin/products", {
        token,
        body: {
          title,
          status,
          shipping_profile_id: profiles[0].id,
          sales_channels: [{ id: channel }],
          options: [{ title: "Presentación", values: ["Única"] }],
          variants: [
            {
              title: "Única",
              options: { Presentación: "Única" },
              manage_inventory: false,
              prices: [{ currency_code: "usd", amount: 9 }],
            },
          ],
        },
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      created.push(answer.body.product.id)
    }
    await make(`Borrador ${stamp}`, "draft", stores[0].default_sales_channel_id)
    await make(`Otro canal ${stamp}`, "published", elsewhere)
    await make(`Publicado 100% ${stamp}`, "published", stores[0].default_sales_channel_id)

    const { engine: theirs, ours } = await both(`q=${stamp}&order=title`)
    expect(ours.products.map((p) => p.title)).toEqual([`Publicado 100% ${stamp}`])
    expect(ours).toEqual(theirs)
    // "%" and "_" match themselves, not any text.
    expect((await list("/store/catalog/products", `q=${encodeURIComponent(`1_0% ${stamp}`)}`)).count).toBe(0)
    expect((await list("/store/catalog/products", `q=${encodeURIComponent(`100% ${stamp}`)}`)).count).toBe(1)
    await engine("POST", `/admin/sales-channels/${elsewhere}`, { token, body: { name: "Otro canal (cerrado)" } })
  })

  it('sorts titles in Spanish order: "Sérum" between "Sabor…" and "Shampoo", whatever the case', async () => {
    const stores = (await engine("GET", "/admin/stores?fields=default_sales_channel_id", { token })).body.stores
    const profiles = (await engine("GET", "/admin/shipping-profiles?fields=id", { token })).body.shipping_profiles as {
      id: string
    }[]
    const stamp = `orden${Date.now()}`
    for (const title of ["Shampoo suave", "Sérum nocturno", "sal marina", "Sabor tropical", "Ácido hialurónico"]) {
      const answer = await engine("POST", "/admin/products", {
        token,
        body: {
          title: `${title} ${stamp}`,
          status: "published",
          shipping_profile_id: profiles[0].id,
          sales_channels: [{ id: stores[0].default_sales_channel_id }],
          options: [{ title: "Presentación", values: ["Única"] }],
          variants: [
            {
              title: "Única",
              options: { Presentación: "Única" },
              manage_inventory: false,
              prices: [{ currency_code: "usd", amount: 9 }],
            },
          ],
        },
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      created.push(answer.body.product.id)
    }
    const titles = (await list("/store/catalog/products", `q=${stamp}&order=title`)).products.map((p) =>
      p.title.replace(` ${stamp}`, "")
    )
    expect(titles).toEqual(["Ácido hialurónico", "Sabor tropical", "sal marina", "Sérum nocturno", "Shampoo suave"])
    const backwards = (await list("/store/catalog/products", `q=${stamp}&order=-title`)).products.map((p) =>
      p.title.replace(` ${stamp}`, "")
    )
    expect(backwards).toEqual([...titles].reverse())
  })

  it("refuses what it cannot do with a 400 and a message, never ignoring it", async () => {
    for (const [params, message] of [
      ["order=subtitle", /ordered by created_at, updated_at, title, handle/],
      ["tag_id[]=ptag_1", /cannot filter by tags/],
      ["limit=abc", /limit/],
    ] as const) {
      const answer = await engine("GET", `/store/catalog/products?${params}`)
      expect(answer.status, params).toBe(400)
      expect(answer.body.message, params).toMatch(message)
    }
    expect((await engine("GET", "/store/catalog/products", { publishable: false })).status).toBe(400)
  })
})
