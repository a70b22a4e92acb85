import type { StoreLastOrderResponse } from "@vitalia/schema/engine/store"
import type { FastifyBaseLogger } from "fastify"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"

/** docs/product.md §9: the lookup may take 30 000 ms. */
export const LAST_ORDER_TIMEOUT_MS = 30_000
const LOOKBACK_YEARS = 10

/**
 * Which orders a last-order promotion counts (the promotion's metadata.last_order_window):
 * `before` — an order placed on or before the cut-off (today − N days), within the ten-year
 * lookup of docs/product.md §9: a come-back offer for customers who have not ordered lately (REGRESA20,
 * "regresa" = come back); `within` — an order placed after the cut-off, for recent customers.
 */
export type LastOrderWindow = "before" | "within"

/** YYYY-MM-DD of a date, in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10)

const daysBefore = (date: Date, days: number) => {
  const moved = new Date(date)
  moved.setUTCDate(moved.getUTCDate() - days)
  return moved
}

/**
 * The days (both included) whose orders count, for a window of `days` days seen from `today`:
 * ten years ago to the cut-off for `before`, the day after the cut-off to today for `within` —
 * so each order counts for exactly one of the two.
 */
export function lookupSpan(window: LastOrderWindow, days: number, today: Date): { start: string; end: string } {
  const cutoff = daysBefore(today, days)
  if (window === "within") return { start: isoDay(daysBefore(cutoff, -1)), end: isoDay(today) }
  const start = new Date(today)
  start.setUTCFullYear(start.getUTCFullYear() - LOOKBACK_YEARS)
  return { start: isoDay(start), end: isoDay(cutoff) }
}

/**
 * Whether the customer has an order in a last-order window, asked of the engine's count of
 * orders between two dates (the original shop's sales function, docs/product.md §7). Every failure
 * counts as "no order" (docs/product.md §8): a 404 quietly, a 400 with the log line 'Invalid
 * parameters', anything else (time-out included) with a warning.
 */
export class LastOrderCheck {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = LAST_ORDER_TIMEOUT_MS,
    private readonly now: () => Date = () => new Date()
  ) {}

  async hasOrder(token: string, window: LastOrderWindow, days: number): Promise<boolean> {
    const { start, end } = lookupSpan(window, days, this.now())
    try {
      const { count } = await this.medusa.get<Pick<StoreLastOrderResponse, "count">>("/store/customers/me/last-order", {
        token,
        timeoutMs: this.timeoutMs,
        query: { start_date: start, end_date: end },
      })
      return count > 0
    } catch (error) {
      if (error instanceof EngineError && error.status === 404) return false
      if (error instanceof EngineError && error.status === 400) {
        this.log.warn("Invalid parameters")
        return false
      }
      this.log.warn({ reason: (error as Error).message }, "last-order check failed; counting no order")
      return false
    }
  }
}
