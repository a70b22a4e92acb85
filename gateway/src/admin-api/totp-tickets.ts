import { randomUUID } from "node:crypto"
import type { GatewayConfig } from "../config.js"
import { MemoryStore } from "../cache/memory.js"
import { RedisStore } from "../cache/redis.js"
import type { CacheStore } from "../cache/store.js"

/** Wrong codes a sign-in ticket survives; the fifth ends it. */
export const TICKET_WRONG_CODES = 5

/**
 * What the gateways remember of the sealed tickets between a back-office password and its
 * second factor (admin-api/auth.ts): each ticket has an id, and the store records its wrong
 * codes and its use, so a ticket opens one session at most and dies after five wrong codes —
 * the seal alone could not say either, as a sealed value can be sent again as often as one
 * likes until it expires. Kept in Redis when REDIS_URL is set (every gateway sees the same),
 * else in this process. Entries live as long as a ticket.
 */
export class TotpTickets {
  constructor(
    private readonly store: CacheStore,
    private readonly ttlMs: number
  ) {}

  static open(config: GatewayConfig, ttlMs: number) {
    const store = config.redisUrl
      ? new RedisStore(config.redisUrl, `${config.redisPrefix}:totp-tickets`)
      : new MemoryStore({ maxEntries: 100_000, maxBytes: 8 * 1024 * 1024 })
    return new TotpTickets(store, ttlMs)
  }

  newId() {
    return randomUUID()
  }

  /** Whether the ticket may still be tried: not used, not burnt by wrong codes. */
  async alive(id: string) {
    const [used, burnt] = await Promise.all([
      this.store.get(`${id}:used`),
      this.store.get(`${id}:wrong:${TICKET_WRONG_CODES}`),
    ])
    return used === null && burnt === null
  }

  /**
   * Counts a wrong code. Each wrong code takes the next free slot (a set-if-absent, atomic in
   * Redis), so concurrent wrong codes each count and the fifth slot taken ends the ticket.
   */
  async wrong(id: string) {
    for (let slot = 1; slot <= TICKET_WRONG_CODES; slot++) {
      if (await this.store.claim(`${id}:wrong:${slot}`, "1", this.ttlMs)) return
    }
  }

  /** Spends the ticket on a success; false when another request spent it first. */
  async spend(id: string) {
    return this.store.claim(`${id}:used`, "1", this.ttlMs)
  }

  close() {
    return this.store.close()
  }
}
