import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, graphql, type GraphqlAnswer } from "../support/gateway.js"

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

describe("regions", () => {
  it("lists the seeded regions with their currencies and countries", async () => {
    const { data, errors } = await graphql(app, `{ regions { id name currencyCode taxRate countries { iso2 name states { iso2 name } } } }`)
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
    expect(byHandle.errors?.[0]).toMatchObject({ message: "No encontramos ese producto.", extensions: { field: "handle" } })
  })

  it("refuses a page size out of range with BAD_USER_INPUT", async () => {
    const { errors } = await graphql(app, `{ products(first: 1000) { totalCount } }`)
    expect(errors?.[0].extensions?.code).toBe("BAD_USER_INPUT")
    expect(errors?.[0]).toMatchObject({ message: "Pide entre 1 y 100 resultados por página.", extensions: { field: "first", limit: { min: 1, max: 100 } } })
  })
})
