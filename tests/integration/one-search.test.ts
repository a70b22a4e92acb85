import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, ENGLISH, graphql } from "../support/gateway.js"
import { ok } from "../support/shopper.js"

/**
 * One search under one word (docs/api.md, "Searching the catalogue"): `products(search:)` answers
 * from the engine's Search Module, as `searchProducts` does — the same matches in the same order,
 * typos and the request's language included — with the list's category as a filter.
 */
let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

const LIST = `query ($search: String, $categoryId: ID, $first: Int, $after: String) {
  products(search: $search, categoryId: $categoryId, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id title }
  }
}`
const SEARCH = `query ($query: String!, $filters: ProductSearchFilters, $first: Int) {
  searchProducts(query: $query, filters: $filters, first: $first) { totalCount nodes { id title } }
}`

interface Page {
  totalCount: number
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
  nodes: { id: string; title: string }[]
}

async function both(query: string, headers: Record<string, string> = {}, categoryId?: string) {
  const list = ok(
    await graphql<{ products: Page }>(app, LIST, { search: query, categoryId, first: 50 }, headers)
  ).products
  const search = ok(
    await graphql<{ searchProducts: Omit<Page, "pageInfo"> }>(
      app,
      SEARCH,
      { query, first: 50, filters: categoryId ? { categoryIds: [categoryId] } : undefined },
      headers
    )
  ).searchProducts
  return { list, search }
}

const ids = (nodes: { id: string }[]) => nodes.map((node) => node.id)

describe("products(search:) and searchProducts are one search", () => {
  it("a typo finds what searchProducts finds, in the same order (Spanish)", async () => {
    const { list, search } = await both("protiena")
    expect(search.totalCount).toBeGreaterThan(0)
    // Relevance: a title match first ("Proteína…"), where a title filter found nothing at all.
    expect(list.nodes[0].title).toMatch(/prote[ií]na/i)
    expect(ids(list.nodes)).toEqual(ids(search.nodes))
    expect(list.totalCount).toBe(search.totalCount)
  })

  it("in English, the English index: the same answer as searchProducts", async () => {
    const { list, search } = await both("proteins", ENGLISH)
    expect(search.totalCount).toBeGreaterThan(0)
    expect(list.nodes[0].title).toMatch(/protein/i)
    expect(ids(list.nodes)).toEqual(ids(search.nodes))
    expect(list.totalCount).toBe(search.totalCount)
  })

  it("a synonym finds the same; a category narrows the same way; pages follow the search's order", async () => {
    // The shop's synonyms: "dormir" finds the melatonin products, through either door.
    const sleep = await both("dormir")
    expect(sleep.search.totalCount).toBeGreaterThan(0)
    expect(ids(sleep.list.nodes)).toEqual(ids(sleep.search.nodes))
    const { categories } = ok(await graphql<{ categories: { id: string }[] }>(app, `{ categories { id } }`))
    const withMatches: string[] = []
    for (const category of categories) {
      const { list, search } = await both("vitamina", {}, category.id)
      expect(ids(list.nodes)).toEqual(ids(search.nodes))
      if (search.totalCount) withMatches.push(category.id)
    }
    expect(withMatches.length).toBeGreaterThan(0)
    // Two pages of one make the first two of the whole list.
    const page = async (first: number, after?: string) =>
      ok(await graphql<{ products: Page }>(app, LIST, { search: "vitamina", first, after })).products
    const whole = await page(50)
    expect(whole.totalCount).toBeGreaterThan(1)
    const first = await page(1)
    const second = await page(1, first.pageInfo.endCursor!)
    expect(first.pageInfo.hasNextPage).toBe(true)
    expect([...ids(first.nodes), ...ids(second.nodes)]).toEqual(ids(whole.nodes).slice(0, 2))
  })
})
