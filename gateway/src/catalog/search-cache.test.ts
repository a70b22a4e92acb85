import Fastify, { type FastifyInstance } from "fastify"
import qs from "qs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CatalogCache } from "../cache/catalog-cache.js"
import { MemoryStore } from "../cache/memory.js"
import { MedusaClient } from "../medusa/client.js"
import { CatalogService } from "./service.js"

/**
 * Searches kept in the catalog cache, through the real catalog service and client, against a
 * loopback engine whose index stamp the test moves (the engine's side: tests/integration/search.test.ts).
 */
let engine: FastifyInstance
let stamp = "1:product_es@1"
let title = "Batido de Proteína Vainilla"
const searches: string[] = []

beforeAll(async () => {
  engine = Fastify({ querystringParser: (text) => qs.parse(text) as Record<string, unknown> })
  engine.get("/store/search/stamp", () => Promise.resolve({ stamp }))
  engine.get("/store/search", (request) => {
    const { q } = request.query as { q: string }
    searches.push(q)
    const hits = q.includes("zzz")
      ? []
      : [{ id: "prod_1", handle: "batido", title, thumbnail: null, highlights: { title: [], subtitle: [] } }]
    return Promise.resolve({
      query: q,
      count: hits.length,
      typo_tolerant: false,
      did_you_mean: null,
      hits,
      facets: null,
    })
  })
  engine.get("/store/regions", () => Promise.resolve({ regions: [] }))
  await engine.listen({ port: 0, host: "127.0.0.1" })
})
afterAll(() => engine.close())

function catalog() {
  const port = (engine.server.address() as { port: number }).port
  const medusa = new MedusaClient({
    baseUrl: `http://127.0.0.1:${port}`,
    publishableKey: "pk_test",
    edgeSecret: "edge-test",
    timeoutMs: 5000,
    retries: 0,
  })
  return new CatalogService(
    medusa,
    new CatalogCache(new MemoryStore({ maxEntries: 100, maxBytes: 100_000 }), 60_000),
    "us"
  )
}

describe("kept searches", () => {
  it("answer the same search (any capitals, any spaces) from the cache until the index's stamp moves", async () => {
    const service = catalog()
    searches.length = 0
    const first = await service.searchProducts({ query: "Batido  Vainilla", suggest: true }, "es")
    expect(first.nodes[0].title).toBe("Batido de Proteína Vainilla")
    const again = await service.searchProducts({ query: "batido vainilla", suggest: true }, "es")
    expect(again.nodes[0].title).toBe("Batido de Proteína Vainilla")
    // The shopper's own words come back, not those of the shopper whose answer was kept.
    expect(again.query).toBe("batido vainilla")
    expect(searches).toEqual(["Batido  Vainilla"])
    title = "Batido Cacao Intenso"
    stamp = "2:product_es@1"
    // The gateway asks for the stamp again after half a second, and goes on with the one it has for
    // at most 1.2 s: the new name shows within that.
    const started = Date.now()
    let shown = ""
    while (shown !== "Batido Cacao Intenso" && Date.now() - started < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      shown = (await service.searchProducts({ query: "batido vainilla", suggest: true }, "es")).nodes[0].title
    }
    expect(shown).toBe("Batido Cacao Intenso")
    expect(Date.now() - started).toBeLessThan(1_400)
    expect(searches).toHaveLength(2)
  })

  it("never keeps a search that found nothing (the engine records each one)", async () => {
    const service = catalog()
    searches.length = 0
    await service.searchProducts({ query: "zzzq", suggest: true }, "es")
    await service.searchProducts({ query: "zzzq", suggest: true }, "es")
    expect(searches).toEqual(["zzzq", "zzzq"])
  })
})
