import { LRUCache } from "lru-cache"
import type { CacheStore } from "./store.js"

/**
 * A bounded in-process store on `lru-cache`: least recently used entries go first once
 * either the entry count or the total size in UTF-8 bytes is over its limit; an entry
 * larger than the whole budget is not kept; expired entries are dropped when read.
 */
export class MemoryStore implements CacheStore {
  private readonly entries: LRUCache<string, string>
  private gen = 0

  constructor(limits: { maxEntries: number; maxBytes: number }) {
    this.entries = new LRUCache<string, string>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      maxEntrySize: limits.maxBytes,
      sizeCalculation: (value) => Math.max(1, Buffer.byteLength(value)),
    })
  }

  // The methods answer promises, as the CacheStore contract asks, though the work is done at once.
  get(key: string) {
    return Promise.resolve(this.entries.get(key) ?? null)
  }

  set(key: string, value: string, ttlMs: number) {
    this.entries.set(key, value, { ttl: ttlMs })
    return Promise.resolve()
  }

  claim(key: string, value: string, ttlMs: number) {
    if (this.entries.has(key)) return Promise.resolve(false)
    this.entries.set(key, value, { ttl: ttlMs })
    return Promise.resolve(true)
  }

  delete(key: string) {
    this.entries.delete(key)
    return Promise.resolve()
  }

  generation() {
    return Promise.resolve(this.gen)
  }

  bump() {
    this.entries.clear()
    return Promise.resolve(++this.gen)
  }

  async close() {}

  /** Entries and bytes held now (for tests and the benchmark's memory figures). */
  get size() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize }
  }
}
