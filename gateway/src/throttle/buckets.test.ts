import { randomUUID } from "node:crypto"
import { createConnection } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { MemoryBuckets, RedisBuckets, type BucketStore } from "./buckets.js"

const bucket = { capacity: 10, perSecond: 2 }

describe("token buckets in memory (gateway/src/throttle/buckets.ts)", () => {
  it("take until empty, refuse without taking, refill with time", async () => {
    let now = 1_000_000
    const buckets = new MemoryBuckets(100, () => now)
    expect(await buckets.take("a", 6, bucket)).toEqual({ allowed: true, remaining: 4, retryAfterSeconds: 0 })
    expect(await buckets.take("a", 4, bucket)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    // 3 missing at 2 a second: 2 s.
    expect(await buckets.take("a", 3, bucket)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 2 })
    now += 1_000
    expect(await buckets.take("a", 3, bucket)).toMatchObject({ allowed: false, remaining: 2, retryAfterSeconds: 1 })
    now += 500
    expect(await buckets.take("a", 3, bucket)).toMatchObject({ allowed: true, remaining: 0 })
    // Never more than the capacity, however long it waited; other keys are apart.
    now += 3_600_000
    expect(await buckets.take("a", 0, bucket)).toMatchObject({ remaining: 10 })
    expect(await buckets.take("b", 10, bucket)).toMatchObject({ allowed: true, remaining: 0 })
    expect(await buckets.take("a", 10, bucket)).toMatchObject({ allowed: true, remaining: 0 })
  })

  it("forgets the least recently used keys beyond its bound (a forgotten bucket is full)", async () => {
    const buckets = new MemoryBuckets(2, () => 0)
    await buckets.take("a", 10, bucket)
    await buckets.take("b", 10, bucket)
    await buckets.take("c", 10, bucket)
    expect(await buckets.take("a", 1, bucket)).toMatchObject({ allowed: true, remaining: 9 })
    expect(await buckets.take("c", 1, bucket)).toMatchObject({ allowed: false })
  })
})

/** Redis on 6379 (the integration and cluster suites need it too). */
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = createConnection({ host: "127.0.0.1", port: 6379 })
  socket.once("connect", () => (socket.end(), resolve(true)))
  socket.once("error", () => resolve(false))
})

describe.runIf(redisUp)("token buckets in Redis, shared by every gateway", () => {
  const prefix = `vitalia-test-${randomUUID()}`
  const a: BucketStore = new RedisBuckets("redis://127.0.0.1:6379", prefix)
  const b: BucketStore = new RedisBuckets("redis://127.0.0.1:6379", prefix)
  afterAll(async () => Promise.all([a.close(), b.close()]))

  it("two gateways spend from one bucket, and concurrent takes never spend the same tokens twice", async () => {
    const slow = { capacity: 20, perSecond: 0.001 }
    const takes = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).take("client", 1, slow)))
    expect(takes.filter((take) => take.allowed)).toHaveLength(20)
    const refused = takes.find((take) => !take.allowed)!
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(999)
    expect(await a.take("other", 5, slow)).toMatchObject({ allowed: true, remaining: 15 })
  })

  it("refills on Redis's clock", async () => {
    const fast = { capacity: 4, perSecond: 20 }
    expect(await a.take("refill", 4, fast)).toMatchObject({ allowed: true, remaining: 0 })
    expect(await b.take("refill", 4, fast)).toMatchObject({ allowed: false })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await b.take("refill", 4, fast)).toMatchObject({ allowed: true })
  })

  it("an unreachable Redis lets requests through and says so", async () => {
    const errors: unknown[] = []
    const away = new RedisBuckets("redis://127.0.0.1:1", prefix, (error) => errors.push(error))
    expect(await away.take("client", 1_000, bucket)).toMatchObject({ allowed: true })
    expect(errors).toHaveLength(1)
    await away.close()
  })
})
