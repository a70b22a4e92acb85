import type http from "node:http"
import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startBalancer } from "../../scripts/lib/balancer.js"
import { freePort } from "../../scripts/lib/ports.js"
import { buildGateway } from "../support/gateway.js"

/**
 * TRUST_PROXY (gateway/src/config.ts): who the client is, seen through the budget it spends
 * (`extensions.cost.throttleStatus.currentlyAvailable` falls for one client, starts full for another).
 */
const QUERY = `{ regions { id } }`

async function remaining(url: string, forwardedFor?: string): Promise<number> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    body: JSON.stringify({ query: QUERY }),
  })
  const body = (await response.json()) as {
    extensions: { cost: { throttleStatus: { currentlyAvailable: number; maximumAvailable: number } } }
  }
  return body.extensions.cost.throttleStatus.currentlyAvailable
}

async function listening(overrides: Record<string, string>): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildGateway({ THROTTLE_COST_PER_SECOND: "0.001", ...overrides })
  const port = await freePort()
  await app.listen({ host: "127.0.0.1", port })
  return { app, url: `http://127.0.0.1:${port}` }
}

describe("TRUST_PROXY=1 behind the cluster's balancer (scripts/lib/balancer.ts, which appends like nginx)", () => {
  let gateway: { app: FastifyInstance; url: string }
  let balancer: http.Server
  let front: string
  beforeAll(async () => {
    gateway = await listening({ TRUST_PROXY: "1" })
    const port = await freePort()
    balancer = await startBalancer(port, [gateway.url])
    front = `http://127.0.0.1:${port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => balancer.close(resolve))
    await gateway.app.close()
  })

  it("a spoofed X-Forwarded-For does not change the client's address: every request spends the same budget", async () => {
    const first = await remaining(front)
    const second = await remaining(front, "203.0.113.7")
    const third = await remaining(front, "198.51.100.9, 203.0.113.8")
    const cost = 10_000 - first
    expect(cost).toBeGreaterThan(0)
    expect(second).toBe(first - cost)
    expect(third).toBe(first - 2 * cost)
  })
})

describe("without TRUST_PROXY (the default)", () => {
  let gateway: { app: FastifyInstance; url: string }
  beforeAll(async () => (gateway = await listening({})))
  afterAll(() => gateway.app.close())

  it("X-Forwarded-For is ignored: the connection's address is the client", async () => {
    const first = await remaining(gateway.url, "203.0.113.20")
    const second = await remaining(gateway.url, "203.0.113.21")
    expect(second).toBeLessThan(first)
  })
})

describe("TRUST_PROXY with the balancer's address", () => {
  let gateway: { app: FastifyInstance; url: string }
  beforeAll(async () => (gateway = await listening({ TRUST_PROXY: "127.0.0.1/8" })))
  afterAll(() => gateway.app.close())

  it("the trusted proxy's X-Forwarded-For names the client (so the gateway must be reachable only through it)", async () => {
    const one = await remaining(gateway.url, "203.0.113.30")
    const other = await remaining(gateway.url, "203.0.113.31")
    expect(other).toBe(one)
    expect(await remaining(gateway.url, "203.0.113.30")).toBeLessThan(one)
  })
})
