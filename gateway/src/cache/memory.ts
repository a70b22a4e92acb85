import type { CacheStore } from "./store.js"

/**
 * A bounded in-process store: least recently used entries go first once either
 * the entry count or the total size is over its limit; expired entries are
 * dropped when read.
 */
export class MemoryStore implements CacheStore {
  private readonly entries = new Map<string, { value: string; expires: number }>()
  private bytes = 0
  private gen = 0

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  async get(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return null
    this.entries.delete(key)
    if (entry.expires <= Date.now()) {
      this.bytes -= entry.value.length
      return null
    }
    this.entries.set(key, entry) // most recently used goes last
    return entry.value
  }

  async set(key: string, value: string, ttlMs: number) {
    if (value.length > this.limits.maxBytes) return
    const old = this.entries.get(key)
    if (old) {
      this.entries.delete(key)
      this.bytes -= old.value.length
    }
    this.entries.set(key, { value, expires: Date.now() + ttlMs })
    this.bytes += value.length
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= entry.value.length
    }
  }

  async claim(key: string, value: string, ttlMs: number) {
    if ((await this.get(key)) !== null) return false
    await this.set(key, value, ttlMs)
    return true
  }

  async delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.value.length
  }

  async generation() {
    return this.gen
  }

  async bump() {
    this.entries.clear()
    this.bytes = 0
    return ++this.gen
  }

  async close() {}

  /** Entries and bytes held now (for tests and the benchmark's memory figures). */
  get size() {
    return { entries: this.entries.size, bytes: this.bytes }
  }
}
