import type { CacheStore } from "./store.js"

/**
 * Catalog answers kept for a short time, per query (regions, product lists per
 * region and filters, products). Misses for the same key share one engine call.
 * `invalidate()` (admin writes) drops everything for every gateway sharing the store.
 */
export class CatalogCache {
  private readonly pending = new Map<string, Promise<unknown>>()

  constructor(
    private readonly store: CacheStore | null,
    private readonly ttlMs: number
  ) {}

  get enabled() {
    return this.store !== null
  }

  /**
   * The answer kept under `parts`, else `load`'s, kept for the next asker when `keep` allows it
   * (searches keep only answers that found something: a search that finds nothing is recorded by
   * the engine each time it is asked).
   */
  async get<T>(parts: unknown[], load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (!this.store) return load()
    const generation = await this.store.generation()
    // A store that cannot tell its generation cannot be trusted: go to the engine.
    if (generation < 0) return load()
    const key = `${generation}:${JSON.stringify(parts)}`
    const hit = await this.store.get(key)
    if (hit !== null) return JSON.parse(hit) as T
    const inFlight = this.pending.get(key)
    if (inFlight) return inFlight as Promise<T>
    const loading = load()
      .then(async (value) => {
        if (keep(value)) await this.store!.set(key, JSON.stringify(value), this.ttlMs)
        return value
      })
      .finally(() => this.pending.delete(key))
    this.pending.set(key, loading)
    return loading
  }

  /** The store's generation, shared by every gateway on it; -1 without a store or when it cannot tell. */
  async generation(): Promise<number> {
    return this.store ? this.store.generation() : -1
  }

  async invalidate() {
    await this.store?.bump()
  }

  async close() {
    await this.store?.close()
  }
}
