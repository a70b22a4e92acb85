import type { AddressInfo } from "node:net"
import type { FastifyInstance } from "fastify"
import { demoStaff } from "../../commerce/src/scripts/seed/accounts.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminToken, engine, regionId } from "../support/engine.js"
import { buildGateway, ENGLISH, graphql } from "../support/gateway.js"
import { cookieClient, simpleRestProvider } from "../support/simple-rest.js"

/** Product search on the real engine: the Search Module's PostgreSQL indexes behind searchProducts. */

let app: FastifyInstance
let token: string
let usRegion: string
const shakes: Record<string, string> = {}

const SEARCH = `query Search($query: String!, $filters: ProductSearchFilters, $regionId: ID, $first: Int, $suggest: Boolean) {
  searchProducts(query: $query, filters: $filters, regionId: $regionId, first: $first, suggest: $suggest) {
    query totalCount typoTolerant didYouMean
    nodes { id handle title titleHighlight { text match } }
    facets {
      categories { count category { id name } }
      collections { count collection { id title } }
      prices { count from { amount currencyCode } to { amount currencyCode } }
      inStock
    }
  }
}`

async function search(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const answer = await graphql(app, SEARCH, { query, regionId: usRegion, first: 50, ...variables }, headers)
  expect(answer.errors).toBeUndefined()
  return answer.data!.searchProducts as {
    query: string
    totalCount: number
    typoTolerant: boolean
    didYouMean: string | null
    nodes: { id: string; handle: string; title: string; titleHighlight: { text: string; match: boolean }[] }[]
    facets: {
      categories: { count: number; category: { id: string } }[]
      collections: { count: number; collection: { id: string } }[]
      prices: { count: number; from: { amount: number } | null; to: { amount: number } | null }[]
      inStock: number
    }
  }
}

/** Polls until `probe` answers something truthy; the time it took, or throws after `ms`. */
async function within<T>(
  ms: number,
  probe: () => Promise<T | null | undefined | false>
): Promise<{ value: T; elapsed: number }> {
  const started = Date.now()
  for (;;) {
    const value = await probe()
    if (value) return { value, elapsed: Date.now() - started }
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function createShake(flavour: string) {
  const { body: channels } = await engine("GET", "/admin/products?handle=hc-fit&fields=id,sales_channels.id", { token })
  const salesChannel = channels.products[0].sales_channels[0].id
  const handle = `batido-proteina-${flavour.toLowerCase()}-${Date.now()}`
  const { status, body } = await engine("POST", "/admin/products", {
    token,
    body: {
      title: `Batido de Proteína ${flavour}`,
      handle,
      status: "published",
      description: "Proteína de suero para después de entrenar.",
      options: [{ title: "Sabor", values: [flavour] }],
      variants: [
        {
          title: flavour,
          sku: handle.toUpperCase(),
          manage_inventory: false,
          options: { Sabor: flavour },
          prices: [{ currency_code: "usd", amount: 32 }],
        },
      ],
      sales_channels: [{ id: salesChannel }],
    },
  })
  if (status !== 200) throw new Error(`Could not create the ${flavour} shake: ${JSON.stringify(body)}`)
  return body.product.id as string
}

beforeAll(async () => {
  // The tests poll a search every 100 ms until the index has caught up — faster than any shopper
  // types (a search with facets costs ~650 points): a budget to match, so polling is not throttled.
  app = await buildGateway({ THROTTLE_COST_CAPACITY: "1000000", THROTTLE_COST_PER_SECOND: "100000" })
  token = await adminToken()
  usRegion = await regionId("Estados Unidos")
  shakes.chocolate = await createShake("Chocolate")
  shakes.vainilla = await createShake("Vainilla")
  // The seed fills the index when the engine starts; new products arrive through events.
  await within(15_000, async () => {
    const ids = (await search("batido de proteina")).nodes.map((n) => n.id)
    return ids.includes(shakes.chocolate) && ids.includes(shakes.vainilla)
  })
}, 60_000)
afterAll(() => app.close())

describe("searchProducts", () => {
  it("finds the protein shakes for the typo “protiena”", async () => {
    const found = await search("protiena")
    const ids = found.nodes.map((n) => n.id)
    expect(ids).toContain(shakes.chocolate)
    expect(ids).toContain(shakes.vainilla)
    expect(found.nodes.map((n) => n.title)).toContain("Proteína Vegetal")
    expect(found.typoTolerant).toBe(true)
    expect(found.didYouMean).toBe("proteina")
  })

  it("finds “Vitamina C” for the plural “vitaminas”, marked in the title", async () => {
    const found = await search("vitaminas")
    expect(found.typoTolerant).toBe(false)
    const hit = found.nodes.find((n) => n.title === "Vitamina C + Zinc")
    expect(hit).toBeDefined()
    expect(hit!.titleHighlight.filter((s) => s.match).map((s) => s.text)).toEqual(["Vitamina"])
  })

  it("ranks the chocolate shake first for “batido chocolate”", async () => {
    const found = await search("batido chocolate")
    expect(found.nodes[0].id).toBe(shakes.chocolate)
    expect(found.nodes.map((n) => n.id)).not.toContain(shakes.vainilla)
  })

  it("matches the last word as a prefix for suggestions", async () => {
    const { data, errors } = await graphql(
      app,
      `{ searchProducts(query: "batido de prot", suggest: true, first: 6) { nodes { id } facets { inStock } } }`
    )
    expect(errors).toBeUndefined()
    expect(data!.searchProducts.nodes.map((n: { id: string }) => n.id)).toContain(shakes.chocolate)
    expect(data!.searchProducts.facets).toBeNull()
  })

  it("finds English titles for an English query", async () => {
    const { status, body } = await engine("POST", "/admin/translations/batch", {
      token,
      body: {
        create: [
          {
            reference: "product",
            reference_id: shakes.chocolate,
            locale_code: "en-US",
            translations: { title: "Chocolate Protein Shake" },
          },
        ],
      },
    })
    expect(status, JSON.stringify(body)).toBe(200)
    // The translation's event brings the English title into the index; English text is analysed in English.
    const { value } = await within(5_000, async () => {
      const found = await search("protein shakes", {}, ENGLISH)
      return found.nodes.find((n) => n.id === shakes.chocolate && n.title === "Chocolate Protein Shake")
    })
    expect(value.titleHighlight.filter((s) => s.match).map((s) => s.text)).toEqual(["Protein", "Shake"])
  })

  it("finds a product renamed in the back-office by its new name within 2 s", async () => {
    const renamed = await engine("POST", `/admin/products/${shakes.vainilla}`, {
      token,
      body: { title: "Batido Cacao Intenso" },
    })
    expect(renamed.status).toBe(200)
    const { elapsed } = await within(2_000, async () =>
      (await search("cacao intenso")).nodes.some((n) => n.id === shakes.vainilla)
    )
    expect(elapsed).toBeLessThan(2_000)
  })

  it("finds a product a catalogue clerk renamed in the back-office (react-admin's simpleRestProvider) within 2 s, asked by a plain GraphQL request", async () => {
    // The way it happens: the clerk signs in to the back-office, whose data provider writes the whole
    // record through /admin-api; a shopper's browser then posts its search to /graphql.
    await app.listen({ port: 0, host: "127.0.0.1" })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const clerk = demoStaff.find((member) => member.role === "catalogue")!
    const login = await fetch(`${base}/admin-api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: clerk.email, password: clerk.password }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ")
    const provider = simpleRestProvider(`${base}/admin-api`, cookieClient(cookie))
    const { data: product } = (await provider.getOne("products", { id: shakes.chocolate })) as {
      data: Record<string, unknown>
    }
    await provider.update("products", {
      id: shakes.chocolate,
      data: { ...product, title: "Batido Chocolate Amargo" },
      previousData: product,
    })
    const searchByBrowser = async (query: string) => {
      const answer = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: SEARCH, variables: { query, regionId: usRegion, first: 50 } }),
      })
      const { data } = (await answer.json()) as { data: { searchProducts: { nodes: { id: string; title: string }[] } } }
      return data.searchProducts.nodes
    }
    const { elapsed } = await within(2_000, async () =>
      (await searchByBrowser("chocolate amargo")).some(
        (n) => n.id === shakes.chocolate && n.title === "Batido Chocolate Amargo"
      )
    )
    expect(elapsed).toBeLessThan(2_000)
  })

  it("shows a renamed product's new name within 2 s where the search's answer was kept", async () => {
    // The gateway keeps a search's answer in its catalog cache; the rename goes straight to the
    // engine (no gateway write clears the cache), so only the index's change may drop the answer.
    const titleOf = async () => (await search("cacao")).nodes.find((n) => n.id === shakes.vainilla)?.title
    await within(2_000, async () => (await titleOf()) === "Batido Cacao Intenso")
    expect(await titleOf()).toBe("Batido Cacao Intenso")
    const renamed = await engine("POST", `/admin/products/${shakes.vainilla}`, {
      token,
      body: { title: "Batido Cacao Profundo" },
    })
    expect(renamed.status).toBe(200)
    const { elapsed } = await within(2_000, async () => (await titleOf()) === "Batido Cacao Profundo")
    expect(elapsed).toBeLessThan(2_000)
  })

  it("counts facets exactly as the filtered list's totalCount", async () => {
    const all = await search("")
    expect(all.totalCount).toBeGreaterThan(30)
    for (const facet of all.facets.categories.slice(0, 3)) {
      const narrowed = await search("", { filters: { categoryIds: [facet.category.id] } })
      expect(narrowed.totalCount).toBe(facet.count)
    }
    const collection = all.facets.collections[0]
    expect((await search("", { filters: { collectionIds: [collection.collection.id] } })).totalCount).toBe(
      collection.count
    )
    const price = all.facets.prices.find((p) => p.count > 0)!
    const byPrice = await search("", {
      filters: { priceMin: price.from?.amount ?? null, priceMax: price.to?.amount ?? null },
    })
    expect(byPrice.totalCount).toBe(price.count)
    expect((await search("", { filters: { inStock: true } })).totalCount).toBe(all.facets.inStock)
    // With a query too, and the facet of the filtered field still lists its siblings.
    const vitamins = await search("vitamina")
    const first = vitamins.facets.categories[0]
    const filtered = await search("vitamina", { filters: { categoryIds: [first.category.id] } })
    expect(filtered.totalCount).toBe(first.count)
    expect(filtered.facets.categories.length).toBe(vitamins.facets.categories.length)
  })

  it("answers a page past the last match with the same count and facets as the first page", async () => {
    // The engine counts the matches before it reads a page of hits (src/search-catalog/provider.ts),
    // and reads none for a page past the last match: the count and facets must not depend on the page.
    const path = "/store/search?q=vitamina&limit=5&currency_code=usd"
    const first = await engine("GET", `${path}&offset=0`)
    expect(first.status).toBe(200)
    expect(first.body.count).toBeGreaterThan(5)
    expect(first.body.hits).toHaveLength(5)
    const past = await engine("GET", `${path}&offset=${first.body.count + 10}`)
    expect(past.status).toBe(200)
    expect(past.body.hits).toEqual([])
    expect(past.body.count).toBe(first.body.count)
    expect(past.body.facets).toEqual(first.body.facets)
    const last = await engine("GET", `${path}&offset=${first.body.count - 1}`)
    expect(last.body.hits).toHaveLength(1)
    // A typo query: the exact pass finds nothing, the corrected one counts what it lists.
    const typo = await engine("GET", "/store/search?q=protiena&limit=50&currency_code=usd")
    expect(typo.body.typo_tolerant).toBe(true)
    expect(typo.body.hits.length).toBe(typo.body.count)
    expect(typo.body.facets.in_stock).toBeLessThanOrEqual(typo.body.count)
  })

  it("pages an empty search (the newest products) as a shopper moves on: each product once, none left out", async () => {
    // The demo catalogue is made a few products at a time, and each batch shares its creation time to
    // the millisecond: the newest-first order has long ties, which a page boundary cuts through.
    const PAGE = `query Page($after: String, $regionId: ID) {
      searchProducts(query: "", first: 5, after: $after, regionId: $regionId) {
        totalCount pageInfo { hasNextPage endCursor } nodes { id }
      }
    }`
    const whole = (await search("")).nodes.map((n) => n.id)
    expect(whole.length).toBeGreaterThan(10)
    const paged: string[] = []
    let after: string | null = null
    while (paged.length < whole.length) {
      const answer = await graphql(app, PAGE, { after, regionId: usRegion })
      expect(answer.errors).toBeUndefined()
      const page = answer.data!.searchProducts as {
        pageInfo: { hasNextPage: boolean; endCursor: string | null }
        nodes: { id: string }[]
      }
      paged.push(...page.nodes.map((n) => n.id))
      if (!page.pageInfo.hasNextPage) break
      after = page.pageInfo.endCursor
    }
    expect(paged.slice(0, whole.length), "pages of 5 against the page of 50").toEqual(whole)
  })

  it("finds products through a synonym the shop adds in the back-office, in both languages, and search keeps answering while it is applied", async () => {
    const ids = async (query: string, headers?: Record<string, string>) =>
      (await search(query, {}, headers)).nodes.map((n) => n.id).sort()
    const spanish = await ids("vitamina")
    const english = await ids("vitamin", ENGLISH)
    expect(spanish.length).toBeGreaterThan(0)
    expect(english.length).toBeGreaterThan(0)
    const created = await engine("POST", "/admin/search-synonyms", {
      token,
      body: { term: "insomnio", synonyms: ["manzanilla", "pasiflora"] },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    // Until both indexes have the rule, other searches find exactly what they found before: the
    // rewrite fills new copies of the indexes and never shows a shopper an emptied one.
    const tea = (await search("infusion relax noche")).nodes.find((n) => n.title === "Infusión Relax Noche")!
    expect(tea).toBeDefined()
    const found = (nodes: { id: string }[]) => nodes.some((n) => n.id === tea.id)
    const { value } = await within(30_000, async () => {
      expect(await ids("vitamina")).toEqual(spanish)
      expect(await ids("vitamin", ENGLISH)).toEqual(english)
      return found((await search("insomnio")).nodes) && found((await search("insomnio", {}, ENGLISH)).nodes)
    })
    expect(value).toBe(true)
  })

  it("records a search that found nothing for the back-office, and offers a correction", async () => {
    const word = `zqxwv${Date.now().toString(36)}`
    const found = await search(word)
    expect(found.totalCount).toBe(0)
    const misses = await engine("GET", `/admin/search-misses?q=${word}`, { token })
    expect(misses.status).toBe(200)
    expect(misses.body.search_misses.map((m: { query: string }) => m.query)).toEqual([word])
    expect(misses.body.search_misses[0].searches).toBe(1)
    expect((await search("magnezio")).didYouMean).toBe("magnesio")
  })

  it("answers hostile queries with results or a coded error, never a 500", async () => {
    const hostile = [
      "'; DROP TABLE product; --",
      '" OR 1=1 --',
      "proteína) & !(x | y):*",
      "%_\\",
      "...,;:!?¿¡()[]{}",
      "💪🥤🍫",
      "a".repeat(10_000),
      "x".repeat(201),
    ]
    for (const query of hostile) {
      const answer = await graphql(app, SEARCH, { query, first: 5 })
      expect(answer.status, query.slice(0, 30)).toBe(200)
      if (answer.errors) {
        // TOO_LONG: a coded BAD_USER_INPUT naming the field and its limit, in the request's language.
        expect(answer.errors[0].extensions).toMatchObject({
          code: "BAD_USER_INPUT",
          field: "query",
          limit: { max: 200 },
        })
        expect(answer.errors[0].message).toBe("Revisa la búsqueda: admite como máximo 200 caracteres.")
        expect(query.length).toBeGreaterThan(200)
      } else {
        expect(answer.data!.searchProducts.totalCount).toBeGreaterThanOrEqual(0)
      }
    }
  })

  it("rebuilds both languages' indexes on demand, and searches find the same products after", async () => {
    const before = (await search("protiena")).nodes.map((n) => n.id).sort()
    const english = (await search("vitamin", {}, ENGLISH)).nodes.map((n) => n.id).sort()
    const rebuilt = await engine("POST", "/admin/search-rebuild", { token })
    expect(rebuilt.status, JSON.stringify(rebuilt.body)).toBe(200)
    expect(rebuilt.body.indexes).toEqual(["product_es", "product_en"])
    expect(rebuilt.body.ms).toBeGreaterThan(0)
    expect((await search("protiena")).nodes.map((n) => n.id).sort()).toEqual(before)
    expect((await search("vitamin", {}, ENGLISH)).nodes.map((n) => n.id).sort()).toEqual(english)
    expect(english.length).toBeGreaterThan(0)
  })
})
