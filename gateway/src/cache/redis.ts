import { Redis } from "ioredis"
import type { CacheStore } from "./store.js"

/**
 * The store shared by several gateways: entries expire in Redis (PX), and the
 * generation is one Redis counter, so an admin change made through any gateway
 * is seen by all of them at their next read. Redis's own maxmemory policy bounds
 * its size (docs/operations.md).
 */
export class RedisStore implements CacheStore {
  private readonly redis: Redis

  constructor(
    url: string,
    private readonly prefix: string
  ) {
    // Commands wait for the connection (a gateway's first requests come before it is up); a Redis
    // that stays away fails them after one retry, and a failed read is a miss.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 })
    // A cache that cannot be reached is a miss, never an error for shoppers.
    this.redis.on("error", () => {})
  }

  async get(key: string) {
    try {
      return await this.redis.get(`${this.prefix}:${key}`)
    } catch {
      return null
    }
  }

  async set(key: string, value: string, ttlMs: number) {
    try {
      await this.redis.set(`${this.prefix}:${key}`, value, "PX", ttlMs)
    } catch {
      // A failed write only means the next read is a miss.
    }
  }

  async claim(key: string, value: string, ttlMs: number) {
    try {
      return (await this.redis.set(`${this.prefix}:${key}`, value, "PX", ttlMs, "NX")) === "OK"
    } catch {
      // Without Redis nothing can be held: the request goes ahead, as with a cache miss.
      return true
    }
  }

  async delete(key: string) {
    try {
      await this.redis.del(`${this.prefix}:${key}`)
    } catch {
      // The entry then lives out its time-to-live.
    }
  }

  async generation() {
    try {
      return Number((await this.redis.get(`${this.prefix}:generation`)) ?? 0)
    } catch {
      return -1
    }
  }

  async bump() {
    return this.redis.incr(`${this.prefix}:generation`)
  }

  close() {
    this.redis.disconnect()
    return Promise.resolve()
  }
}
