import Fastify, { type FastifyInstance } from "fastify"
import qs from "qs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Caller } from "../account/caller.js"
import { CatalogCache } from "../cache/catalog-cache.js"
import type { CartService } from "../cart/service.js"
import { CatalogService } from "../catalog/service.js"
import { MedusaClient } from "../medusa/client.js"
import { WishlistService } from "./service.js"

/**
 * The wishlist's products, through the real catalog service and client, against a loopback
 * engine that counts its calls (the engine's answers are covered by tests/integration/wishlist.test.ts).
 */
let engine: FastifyInstance
const calls: string[][] = []

beforeAll(async () => {
  engine = Fastify({ querystringParser: (text) => qs.parse(text) as Record<string, unknown> })
  engine.get("/store/catalog/products", (request) => {
    const query = request.query as { id?: string | string[] }
    const ids = ([] as string[]).concat(query.id ?? [])
    calls.push(ids)
    const products = ids
      .filter((id) => id !== "prod_gone")
      .map((id) => ({
        id,
        handle: id,
        title: `Producto ${id}`,
        subtitle: null,
        description: null,
        thumbnail: null,
        variants: [{ id: `var_${id}`, title: "Único", sku: null }],
      }))
    return Promise.resolve({ products, count: products.length, offset: 0, limit: ids.length })
  })
  await engine.listen({ port: 0, host: "127.0.0.1" })
})
afterAll(() => engine.close())

function wishlist() {
  const port = (engine.server.address() as { port: number }).port
  const medusa = new MedusaClient({
    baseUrl: `http://127.0.0.1:${port}`,
    publishableKey: "pk_test",
    edgeSecret: "edge-test",
    timeoutMs: 5000,
    retries: 0,
  })
  const catalog = new CatalogService(medusa, new CatalogCache(null, 0), "us")
  const caller = new Caller(medusa, { token: null, setToken: () => {} })
  return { service: new WishlistService(medusa, catalog, {} as CartService), caller }
}

const item = (productId: string) => ({
  id: `wi_${productId}`,
  variantId: `var_${productId}`,
  addedAt: "2026-11-23T00:00:00.000Z",
  productId,
  regionId: "reg_1",
})

describe("the wishlist's products", () => {
  it("come from one engine call per request, in the items' order; a product no longer sold is null", async () => {
    calls.length = 0
    const { service, caller } = wishlist()
    const items = ["prod_a", "prod_b", "prod_gone", "prod_a"].map(item)
    const products = await Promise.all(items.map((i) => service.product(caller, i)))
    expect(calls).toEqual([["prod_a", "prod_b", "prod_gone"]])
    expect(products.map((p) => p?.id ?? null)).toEqual(["prod_a", "prod_b", null, "prod_a"])
    expect((await service.variant(caller, item("prod_b")))?.id).toBe("var_prod_b")
    expect(calls).toHaveLength(1)
  })

  it("a new request asks again", async () => {
    calls.length = 0
    const first = wishlist()
    await first.service.product(first.caller, item("prod_a"))
    const second = wishlist()
    await second.service.product(second.caller, item("prod_a"))
    expect(calls).toHaveLength(2)
  })
})
