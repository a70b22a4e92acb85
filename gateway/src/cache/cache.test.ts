import net from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { CatalogCache } from "./catalog-cache.js"
import { MemoryStore } from "./memory.js"
import { RedisStore } from "./redis.js"

describe("the in-process cache store", () => {
  it("keeps at most maxEntries, dropping the least recently used first", async () => {
    const store = new MemoryStore({ maxEntries: 2, maxBytes: 1_000 })
    await store.set("a", "1", 10_000)
    await store.set("b", "2", 10_000)
    await store.get("a")
    await store.set("c", "3", 10_000)
    expect(await store.get("b")).toBeNull()
    expect(await store.get("a")).toBe("1")
    expect(await store.get("c")).toBe("3")
  })

  it("keeps at most maxBytes", async () => {
    const store = new MemoryStore({ maxEntries: 100, maxBytes: 10 })
    await store.set("a", "12345", 10_000)
    await store.set("b", "12345", 10_000)
    await store.set("c", "12345", 10_000)
    expect(store.size).toEqual({ entries: 2, bytes: 10 })
    await store.set("huge", "x".repeat(11), 10_000)
    expect(await store.get("huge")).toBeNull()
  })

  it("counts bytes, not characters: Spanish text takes two bytes per accented letter", async () => {
    const store = new MemoryStore({ maxEntries: 100, maxBytes: 10 })
    await store.set("a", "ñandú", 10_000) // 5 characters, 7 bytes
    expect(store.size).toEqual({ entries: 1, bytes: 7 })
    await store.set("b", "café", 10_000) // 4 characters, 5 bytes: 12 bytes in all is over the budget
    expect(await store.get("a")).toBeNull()
    expect(store.size).toEqual({ entries: 1, bytes: 5 })
  })

  it("forgets expired entries", async () => {
    const store = new MemoryStore({ maxEntries: 10, maxBytes: 100 })
    await store.set("a", "1", 1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await store.get("a")).toBeNull()
    expect(store.size.bytes).toBe(0)
  })
})

describe("the catalog cache", () => {
  it("asks the engine once for concurrent misses and serves hits afterwards", async () => {
    const cache = new CatalogCache(new MemoryStore({ maxEntries: 10, maxBytes: 10_000 }), 10_000)
    let calls = 0
    const load = async () => {
      calls++
      await new Promise((resolve) => setTimeout(resolve, 10))
      return { n: calls }
    }
    const [a, b] = await Promise.all([cache.get(["products", "reg_1"], load), cache.get(["products", "reg_1"], load)])
    expect(a).toEqual({ n: 1 })
    expect(b).toEqual({ n: 1 })
    expect(await cache.get(["products", "reg_1"], load)).toEqual({ n: 1 })
    expect(calls).toBe(1)
    expect(await cache.get(["products", "reg_2"], load)).toEqual({ n: 2 })
  })

  it("drops everything on invalidate", async () => {
    const cache = new CatalogCache(new MemoryStore({ maxEntries: 10, maxBytes: 10_000 }), 10_000)
    let version = 1
    await cache.get(["regions"], () => Promise.resolve(version))
    version = 2
    expect(await cache.get(["regions"], () => Promise.resolve(version))).toBe(1)
    await cache.invalidate()
    expect(await cache.get(["regions"], () => Promise.resolve(version))).toBe(2)
  })

  it("does not keep failures", async () => {
    const cache = new CatalogCache(new MemoryStore({ maxEntries: 10, maxBytes: 10_000 }), 10_000)
    await expect(cache.get(["x"], async () => Promise.reject(new Error("engine down")))).rejects.toThrow("engine down")
    expect(await cache.get(["x"], () => Promise.resolve("ok"))).toBe("ok")
  })

  it("keeps only the answers its caller allows (a search that found nothing goes to the engine each time)", async () => {
    const cache = new CatalogCache(new MemoryStore({ maxEntries: 10, maxBytes: 10_000 }), 10_000)
    let calls = 0
    const search = () => Promise.resolve({ count: calls++ === 0 ? 0 : 3 })
    const found = (answer: { count: number }) => answer.count > 0
    expect(await cache.get(["search", "x"], search, found)).toEqual({ count: 0 })
    expect(await cache.get(["search", "x"], search, found)).toEqual({ count: 3 })
    expect(await cache.get(["search", "x"], search, found)).toEqual({ count: 3 })
    expect(calls).toBe(2)
  })

  it("passes straight through when off", async () => {
    const cache = new CatalogCache(null, 10_000)
    let calls = 0
    await cache.get(["a"], () => Promise.resolve(++calls))
    await cache.get(["a"], () => Promise.resolve(++calls))
    expect(calls).toBe(2)
  })
})

const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"
/** Redis runs on these machines and CI; a laptop without it (and without REDIS_URL) skips this part. */
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl)
  const socket = net.connect(Number(port || 6379), hostname, () => (socket.end(), resolve(true)))
  socket.on("error", () => resolve(false))
})

describe.skipIf(!redisUp && !process.env.REDIS_URL)("the shared (Redis) store", () => {
  const url = redisUrl
  const prefix = `vitalia:test:${process.pid}:${Date.now()}`
  const first = new RedisStore(url, prefix)
  const second = new RedisStore(url, prefix)
  afterAll(async () => {
    await first.close()
    await second.close()
  })

  it("lets one gateway's invalidation reach another at once", async () => {
    const a = new CatalogCache(first, 60_000)
    const b = new CatalogCache(second, 60_000)
    expect(await a.get(["regions"], () => Promise.resolve("old"))).toBe("old")
    expect(await b.get(["regions"], () => Promise.resolve("never"))).toBe("old")
    await a.invalidate()
    expect(await b.get(["regions"], () => Promise.resolve("new"))).toBe("new")
  })
})
