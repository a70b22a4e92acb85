import { execFile } from "node:child_process"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { promisify } from "node:util"
import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminToken, engine } from "../support/engine.js"
import { buildGateway } from "../support/gateway.js"

/**
 * The example client (examples/buy, docs/api.md "An example client") buys from the test shop as a
 * program of its own: spawned with SHOP_URL, over HTTP, as any outside client. So the docs' way to
 * buy cannot drift from what the API answers.
 */
let app: FastifyInstance
let shopUrl: string
beforeAll(async () => {
  app = await buildGateway()
  await app.listen({ port: 0, host: "127.0.0.1" })
  shopUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})
afterAll(() => app.close())

const run = promisify(execFile)

describe("examples/buy", () => {
  it("finds a product, fills a cart, prepares and places an order, and prints its number", async () => {
    const root = path.resolve(import.meta.dirname, "../..")
    const { stdout } = await run(process.execPath, ["--import", "tsx", "examples/buy/src/buy.ts"], {
      cwd: root,
      env: { ...process.env, SHOP_URL: shopUrl },
      timeout: 60_000,
    })
    const printed = stdout.match(/^Order #(\d+) \((order_[A-Za-z0-9]+)\): 2 × (.+), (.+)$/m)
    expect(printed, stdout).not.toBeNull()
    const [, displayId, orderId] = printed!
    // The engine holds that order: its number, two of one product, the example's address.
    const { status, body } = await engine<{
      order: { display_id: number; email: string; items: { quantity: number }[]; shipping_address: { city: string } }
    }>("GET", `/admin/orders/${orderId}?fields=display_id,email,*items,shipping_address.city`, {
      token: await adminToken(),
    })
    expect(status).toBe(200)
    expect(body.order.display_id).toBe(Number(displayId))
    expect(body.order.email).toMatch(/^example-client-\d+@example\.com$/)
    expect(body.order.items).toHaveLength(1)
    expect(body.order.items[0].quantity).toBe(2)
    expect(body.order.shipping_address.city).toBe("Miami")
  })
})
