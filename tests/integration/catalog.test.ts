import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, graphql, type GraphqlAnswer } from "../support/gateway.js"

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

describe("regions", () => {
  it("lists the seeded regions with their currencies and countries", async () => {
    const { data, errors } = await graphql(
      app,
      `{ regions { id name currencyCode taxRate countries { iso2 name states { iso2 name } } } }`
    )
    expect(errors).toBeUndefined()
    const byName = Object.fromEntries(data!.regions.map((r: any) => [r.name, r]))
    expect(Object.keys(byName).sort()).toEqual(
      ["Asia-Pacífico", "Canadá", "Colombia", "Estados Unidos", "Europa", "Latinoamérica", "México"].sort()
    )
    expect(byName["Colombia"].currencyCode).toBe("cop")
    expect(byName["México"].currencyCode).toBe("mxn")
    expect(byName["Estados Unidos"].taxRate).toBe(0)
    const us = byName["Estados Unidos"].countries.find((c: any) => c.iso2 === "us")
    expect(us.states).toContainEqual({ iso2: "CA", name: "California" })
  })

  it("answers NOT_FOUND for an unknown region", async () => {
    const { errors } = await graphql(app, `{ region(id: "reg_missing") { id } }`)
    expect(errors?.[0].extensions?.code).toBe("NOT_FOUND")
  })
})

describe("products", () => {
  it("paginates the catalog with a correct totalCount", async () => {
    const query = `query Page($after: String) {
      products(first: 10, after: $after, sort: TITLE) {
        totalCount pageInfo { hasNextPage endCursor } nodes { id title }
      }
    }`
    const seen: string[] = []
    let after: string | null = null
    let totalCount = 0
    for (let page = 0; page < 10; page++) {
      const { data, errors }: GraphqlAnswer<Record<string, any>> = await graphql(app, query, { after })
      expect(errors).toBeUndefined()
      totalCount = data!.products.totalCount
      seen.push(...data!.products.nodes.map((n: any) => n.id))
      if (!data!.products.pageInfo.hasNextPage) break
      after = data!.products.pageInfo.endCursor
    }
    expect(totalCount).toBeGreaterThanOrEqual(24)
    expect(seen).toHaveLength(totalCount)
    expect(new Set(seen).size).toBe(totalCount)
  })

  it("prices products in the region's currency", async () => {
    const regions = await graphql(app, `{ regions { id currencyCode } }`)
    const colombia = regions.data!.regions.find((r: any) => r.currencyCode === "cop")
    const { data, errors } = await graphql(
      app,
      `query ($regionId: ID) { product(handle: "hc-fit", regionId: $regionId) { title variants { sku price { amount currencyCode } inStock } fromPrice { currencyCode } } }`,
      { regionId: colombia.id }
    )
    expect(errors).toBeUndefined()
    expect(data!.product.title).toBe("HC FIT")
    expect(data!.product.fromPrice.currencyCode).toBe("cop")
    for (const variant of data!.product.variants) {
      expect(variant.price.currencyCode).toBe("cop")
      expect(variant.price.amount).toBeGreaterThan(1000)
      expect(variant.inStock).toBe(true)
    }
  })

  it("answers NOT_FOUND for an unknown product", async () => {
    const byId = await graphql(app, `{ product(id: "prod_does_not_exist") { id } }`)
    expect(byId.errors?.[0].extensions?.code).toBe("NOT_FOUND")
    const byHandle = await graphql(app, `{ product(handle: "no-such-product") { id } }`)
    expect(byHandle.errors?.[0].extensions?.code).toBe("NOT_FOUND")
    expect(byHandle.errors?.[0]).toMatchObject({
      message: "No encontramos ese producto.",
      extensions: { field: "handle" },
    })
  })

  it("refuses a page size out of range with BAD_USER_INPUT", async () => {
    const { errors } = await graphql(app, `{ products(first: 1000) { totalCount } }`)
    expect(errors?.[0].extensions?.code).toBe("BAD_USER_INPUT")
    expect(errors?.[0]).toMatchObject({
      message: "Pide entre 1 y 100 resultados por página.",
      extensions: { field: "first", limit: { min: 1, max: 100 } },
    })
  })
})

describe("the catalogue in the shopper's language (Medusa's Translation Module)", () => {
  const QUERY = `{
    product(handle: "proteina-vegetal") { title subtitle description options { title values } variants { title options { option value } } }
    products(first: 50) { nodes { handle title } }
    categories { handle name }
    collections { handle title }
  }`

  it("English shows the seeded English titles, option names and values; Spanish stays the default; the cache keeps them apart", async () => {
    const ask = async (headers: Record<string, string>) => {
      const answer = await graphql(app, QUERY, {}, headers)
      expect(answer.errors).toBeUndefined()
      return answer.data as any
    }
    // Twice each, alternating: a cached answer in one language must never reach the other.
    for (let round = 0; round < 2; round++) {
      const es = await ask({})
      expect(es.product).toMatchObject({ title: "Proteína Vegetal", subtitle: "Proteína de arveja y arroz integral" })
      expect(es.product.options.map((o: { title: string }) => o.title).sort()).toEqual(["Sabor", "Tamaño"])
      expect(es.categories.find((c: { handle: string }) => c.handle === "nutricion").name).toBe("Nutrición")

      const en = await ask({ "accept-language": "en-US,en;q=0.9" })
      expect(en.product).toMatchObject({ title: "Plant Protein", subtitle: "Pea and brown rice protein" })
      expect(en.product.description).toMatch(/^A blend of pea and brown rice protein/)
      expect(en.product.options.map((o: { title: string }) => o.title).sort()).toEqual(["Flavour", "Size"])
      expect(en.product.options.find((o: { title: string }) => o.title === "Flavour").values.sort()).toEqual([
        "Chocolate",
        "Vanilla",
      ])
      expect(en.product.variants.map((v: { title: string }) => v.title)).toContain("Vanilla / 1 kg")
      for (const variant of en.product.variants) {
        for (const option of variant.options) expect(["Flavour", "Size"]).toContain(option.option)
      }
      expect(en.products.nodes.find((p: { handle: string }) => p.handle === "te-verde-herbal").title).toBe(
        "Herbal Green Tea"
      )
      expect(en.categories.find((c: { handle: string }) => c.handle === "nutricion").name).toBe("Nutrition")
      expect(en.collections.find((c: { handle: string }) => c.handle === "mas-vendidos").title).toBe("Best sellers")
      // The storefront's own choice (its cookie) wins over the browser's languages.
      const chosen = await ask({ "accept-language": "en", cookie: "vitalia_locale=es" })
      expect(chosen.product.title).toBe("Proteína Vegetal")
    }
  })
})

describe("sorting by title in the shopper's language", () => {
  const PAGE = `query ($after: String) { products(first: 20, after: $after, sort: TITLE) {
    pageInfo { hasNextPage endCursor } nodes { title } } }`

  /** Every title of the catalog in the order the API gives, page by page, as a client walks it. */
  const titles = async (headers: Record<string, string>) => {
    const seen: string[] = []
    let after: string | null = null
    for (let page = 0; page < 20; page++) {
      const answer: GraphqlAnswer<Record<string, any>> = await graphql(app, PAGE, { after }, headers)
      expect(answer.errors).toBeUndefined()
      seen.push(...answer.data!.products.nodes.map((n: { title: string }) => n.title))
      if (!answer.data!.products.pageInfo.hasNextPage) break
      after = answer.data!.products.pageInfo.endCursor
    }
    return seen
  }

  it("English lists the English titles in English order", async () => {
    const english = await titles({ "accept-language": "en" })
    expect(english.slice(0, 3)).toEqual(["Aloe Vera Gel", "Andean Maca", "Ashwagandha Calm"])
    expect(english).toEqual([...english].sort(new Intl.Collator("en").compare))
  })

  it("Spanish keeps the Spanish titles in Spanish order", async () => {
    const spanish = await titles({})
    expect(spanish).toContain("Proteína Vegetal")
    expect(spanish).toEqual([...spanish].sort(new Intl.Collator("es").compare))
  })
})
