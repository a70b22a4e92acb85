import { createHash } from "node:crypto"
import type { CacheStore } from "../cache/store.js"
import { shopError } from "../errors.js"

/** 1 to 255 visible ASCII characters (a UUID, say). */
const KEY = /^[\x21-\x7e]{1,255}$/
/** How long a request under way holds its key: longer than the slowest creation (completeCart waits up to 60 s). */
const UNDER_WAY_MS = 2 * 60_000

/** One call of a creating mutation, as the Idempotency-Key rules see it. */
export interface IdempotentCall {
  /** The Idempotency-Key header; undefined when the client sent none. */
  key: string | string[] | undefined
  /** Whose key it is: keys of different callers never meet. */
  scope: string
  /** The mutation and its arguments: the same key must come with the same ones. */
  operation: string
  input: unknown
  /** Told when the answer is a replay (the gateway then sets Idempotent-Replayed: true). */
  replayed: () => void
}

/**
 * Idempotency-Key for the mutations that create something (a cart, an order, an address, a
 * subscription): the first request with a key runs and its answer is kept for the TTL; a
 * request with the same key and the same mutation and arguments gets that answer again without
 * running (a retry after a lost answer creates nothing twice); the same key with other
 * arguments is IDEMPOTENCY_KEY_REUSED, and while the first is still running
 * IDEMPOTENCY_KEY_IN_USE. A request that fails keeps nothing, so it can be retried with its key.
 * Keys live in the shared store (Redis with several gateways), scoped per caller.
 */
export class IdempotencyKeys {
  constructor(
    private readonly store: CacheStore,
    private readonly ttlMs: number
  ) {}

  async once<T>(call: IdempotentCall, work: () => Promise<T>): Promise<T> {
    if (call.key === undefined) return work()
    const key = [call.key].flat().join(",")
    if (!KEY.test(key)) throw shopError("IDEMPOTENCY_KEY_INVALID", undefined, { field: "Idempotency-Key" })
    const entryKey = `${call.scope}:${digest(key)}`
    const fingerprint = digest(`${call.operation}\n${stableJson(call.input)}`)
    if (!(await this.store.claim(entryKey, JSON.stringify({ fingerprint }), UNDER_WAY_MS))) {
      const entry = parse(await this.store.get(entryKey))
      if (entry && entry.fingerprint !== fingerprint) {
        throw shopError("IDEMPOTENCY_KEY_REUSED")
      }
      if (!entry || !("answer" in entry)) throw shopError("IDEMPOTENCY_KEY_IN_USE")
      call.replayed()
      return entry.answer as T
    }
    try {
      const answer = await work()
      await this.store.set(entryKey, JSON.stringify({ fingerprint, answer }), this.ttlMs)
      return answer
    } catch (error) {
      await this.store.delete(entryKey)
      throw error
    }
  }

  close() {
    return this.store.close()
  }
}

const digest = (value: string) => createHash("sha256").update(value).digest("base64url")

function parse(value: string | null): { fingerprint: string; answer?: unknown } | null {
  if (!value) return null
  try {
    return JSON.parse(value) as { fingerprint: string; answer?: unknown }
  } catch {
    return null
  }
}

/** JSON with object keys in one order, so equal arguments give equal text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v
  )
}
