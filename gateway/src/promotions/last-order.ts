import type { FastifyBaseLogger } from "fastify"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"

/** SPEC §9: the lookup spans ten years back to the cut-off date, and may take 30 000 ms. */
export const LAST_ORDER_TIMEOUT_MS = 30_000
const LOOKBACK_YEARS = 10
const DAY_MS = 24 * 60 * 60 * 1000

/** YYYY-MM-DD of a date, in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * How long ago the customer's newest order was placed, asked of the engine for
 * the span from ten years ago to today (the cut-off). Every failure counts as
 * "no order" (SPEC §8): a 404 quietly, a 400 with the log line 'Invalid
 * parameters', anything else (time-out included) with a warning.
 */
export class LastOrderCheck {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = LAST_ORDER_TIMEOUT_MS,
    private readonly now: () => Date = () => new Date()
  ) {}

  async daysSinceLastOrder(token: string): Promise<number | null> {
    const today = this.now()
    const start = new Date(today)
    start.setUTCFullYear(start.getUTCFullYear() - LOOKBACK_YEARS)
    try {
      const { count, last_order_at } = await this.medusa.get<{ count: number; last_order_at: string | null }>(
        "/store/customers/me/last-order",
        { token, timeoutMs: this.timeoutMs, query: { start_date: isoDay(start), end_date: isoDay(today) } }
      )
      if (!count || !last_order_at) return null
      return Math.max(0, Math.floor((today.getTime() - new Date(last_order_at).getTime()) / DAY_MS))
    } catch (error) {
      if (error instanceof EngineError && error.status === 404) return null
      if (error instanceof EngineError && error.status === 400) {
        this.log.warn("Invalid parameters")
        return null
      }
      this.log.warn({ reason: (error as Error).message }, "last-order check failed; counting no order")
      return null
    }
  }
}
