import { Redis } from "ioredis"
import type { Bucket } from "../config.js"

/** A bucket after a request took from it (or was refused). */
export interface BucketState {
  allowed: boolean
  /** Tokens left (after the take when allowed). */
  remaining: number
  /** When refused: whole seconds until the bucket holds enough again. */
  retryAfterSeconds: number
}

/**
 * Token buckets by key: each holds at most `capacity` tokens and gains `perSecond` every second;
 * a take of `amount` succeeds when that many are there, and a refused take takes nothing.
 */
export interface BucketStore {
  take(key: string, amount: number, bucket: Bucket): Promise<BucketState>
  close(): Promise<void>
}

const retryAfter = (missing: number, bucket: Bucket) => Math.max(1, Math.ceil(missing / bucket.perSecond))

/**
 * The buckets of one gateway, in its memory (no REDIS_URL). Least recently used buckets go first
 * beyond `maxKeys`; a forgotten bucket is a full one, which only errs on the client's side.
 */
export class MemoryBuckets implements BucketStore {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now
  ) {}

  // A promise, as the BucketStore contract asks, though the memory answers at once.
  take(key: string, amount: number, bucket: Bucket): Promise<BucketState> {
    const now = this.now()
    const held = this.buckets.get(key)
    this.buckets.delete(key)
    let tokens = held
      ? Math.min(bucket.capacity, held.tokens + (Math.max(0, now - held.at) * bucket.perSecond) / 1000)
      : bucket.capacity
    const allowed = tokens >= amount
    if (allowed) tokens -= amount
    this.buckets.set(key, { tokens, at: now })
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!)
    return Promise.resolve({
      allowed,
      remaining: Math.floor(tokens),
      retryAfterSeconds: allowed ? 0 : retryAfter(amount - tokens, bucket),
    })
  }

  async close() {}
}

/**
 * Refill and take in one step inside Redis, on Redis's clock, so every gateway of the cluster
 * spends from the same bucket and no two takes can both spend the last tokens. The key expires
 * once the bucket would be full again. Answers {allowed (0/1), tokens left (as text: Lua
 * numbers come back as integers)}.
 */
const TAKE = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local amount = tonumber(ARGV[3])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = capacity
else
  tokens = math.min(capacity, tokens + math.max(0, now - at) * rate / 1000)
end
local allowed = 0
if tokens >= amount then
  tokens = tokens - amount
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate * 1000) + 1000)
return { allowed, tostring(tokens) }
`

/**
 * The buckets every gateway of a cluster shares (REDIS_URL). A Redis that cannot be reached lets
 * requests through — throttling is a guard, not a reason to refuse shoppers — and the gateway logs it.
 */
export class RedisBuckets implements BucketStore {
  private readonly redis: Redis

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void = () => {}
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    this.redis.on("error", () => {})
  }

  async take(key: string, amount: number, bucket: Bucket): Promise<BucketState> {
    try {
      const [allowed, tokens] = (await this.redis.eval(
        TAKE,
        1,
        `${this.prefix}:${key}`,
        bucket.capacity,
        bucket.perSecond,
        amount
      )) as [number, string]
      const left = Number(tokens)
      return {
        allowed: allowed === 1,
        remaining: Math.floor(left),
        retryAfterSeconds: allowed === 1 ? 0 : retryAfter(amount - left, bucket),
      }
    } catch (error) {
      this.onError(error)
      return { allowed: true, remaining: bucket.capacity, retryAfterSeconds: 0 }
    }
  }

  close() {
    this.redis.disconnect()
    return Promise.resolve()
  }
}
