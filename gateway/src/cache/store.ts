/**
 * Where cached answers live: in this process (one gateway), or in Redis (several
 * gateways that must agree). Values are JSON text. The generation is a counter
 * that every key includes: bumping it drops everything at once, for every
 * gateway sharing the store.
 */
export interface CacheStore {
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlMs: number): Promise<void>
  /** Sets the key only when it is absent, at once for every gateway sharing the store; true when this call set it. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>
  delete(key: string): Promise<void>
  generation(): Promise<number>
  bump(): Promise<number>
  close(): Promise<void>
}
