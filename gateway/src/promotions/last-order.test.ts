import Fastify, { type FastifyInstance } from "fastify"
import pino from "pino"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MedusaClient } from "../medusa/client.js"
import { LAST_ORDER_TIMEOUT_MS, LastOrderCheck, lookupSpan } from "./last-order.js"

/**
 * The engine answers these paths only when something is wrong, so a loopback
 * server plays the engine's part here; the success path runs against the real
 * engine in tests/integration/promotions.test.ts.
 */
let engine: FastifyInstance
let seenQuery: Record<string, string> = {}
let mode: "ok" | "none" | "404" | "400" | "slow" | "500" = "ok"

beforeAll(async () => {
  // Closed with its connections: the unit files share one process (vitest.config.ts), and in one order of
  // them closing this stand-in waited past the hook's 10 s on a connection left open.
  engine = Fastify({ forceCloseConnections: true })
  engine.get("/store/customers/me/last-order", async (request, reply) => {
    seenQuery = request.query as Record<string, string>
    if (mode === "404") return reply.code(404).send({ message: "Not found" })
    if (mode === "400") return reply.code(400).send({ message: "bad dates" })
    if (mode === "500") return reply.code(500).send({ message: "boom" })
    if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, 1000))
    if (mode === "none") return { count: 0, last_order_at: null }
    return { count: 2, last_order_at: "2026-09-02T10:00:00.000Z" }
  })
  await engine.listen({ port: 0, host: "127.0.0.1" })
})
afterAll(() => engine.close())

/** The check as production builds it (LAST_ORDER_TIMEOUT_MS, docs/product.md §9), or with a shorter time-out to test one. */
function check(timeoutMs: number = LAST_ORDER_TIMEOUT_MS) {
  const lines: string[] = []
  const log = pino(
    { level: "info" },
    { write: (line: string) => void lines.push((JSON.parse(line) as { msg: string }).msg) }
  )
  const port = (engine.server.address() as { port: number }).port
  const medusa = new MedusaClient({
    baseUrl: `http://127.0.0.1:${port}`,
    publishableKey: "pk_test",
    edgeSecret: "edge-test",
    timeoutMs: 5000,
    retries: 0,
  })
  const now = () => new Date("2026-11-22T12:00:00.000Z")
  return { lines, lastOrder: new LastOrderCheck(medusa, log, timeoutMs, now) }
}

describe("the last-order window (docs/product.md §9: ten years back to the cut-off, today − N days)", () => {
  const today = new Date("2026-11-22T12:00:00.000Z")
  it("before: from ten years ago to the cut-off, both days included", () => {
    expect(lookupSpan("before", 50, today)).toEqual({ start: "2016-11-22", end: "2026-10-03" })
  })
  it("within: from the day after the cut-off to today, so no day counts for both", () => {
    expect(lookupSpan("within", 50, today)).toEqual({ start: "2026-10-04", end: "2026-11-22" })
  })
})

describe("the last-order check (docs/product.md §8, §9)", () => {
  it("asks the engine for the window's span, as YYYY-MM-DD, and answers whether it counted an order", async () => {
    mode = "ok"
    const { lastOrder } = check()
    expect(await lastOrder.hasOrder("token", "before", 50)).toBe(true)
    expect(seenQuery).toEqual({ start_date: "2016-11-22", end_date: "2026-10-03" })
    expect(await lastOrder.hasOrder("token", "within", 30)).toBe(true)
    expect(seenQuery).toEqual({ start_date: "2026-10-24", end_date: "2026-11-22" })
    mode = "none"
    expect(await lastOrder.hasOrder("token", "before", 50)).toBe(false)
  })

  it("404 counts as no order, quietly", async () => {
    mode = "404"
    const { lastOrder, lines } = check()
    expect(await lastOrder.hasOrder("token", "before", 50)).toBe(false)
    expect(lines).toEqual([])
  })

  it("400 counts as no order and logs 'Invalid parameters'", async () => {
    mode = "400"
    const { lastOrder, lines } = check()
    expect(await lastOrder.hasOrder("token", "before", 50)).toBe(false)
    expect(lines).toEqual(["Invalid parameters"])
  })

  it("a time-out counts as no order, without waiting past it", async () => {
    mode = "slow"
    const { lastOrder, lines } = check(200)
    const started = Date.now()
    expect(await lastOrder.hasOrder("token", "before", 50)).toBe(false)
    expect(Date.now() - started).toBeLessThan(900)
    expect(lines).toEqual(["last-order check failed; counting no order"])
  })

  it("any other failure counts as no order", async () => {
    mode = "500"
    const { lastOrder } = check()
    expect(await lastOrder.hasOrder("token", "before", 50)).toBe(false)
  })
})
