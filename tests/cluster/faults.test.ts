import { randomBytes } from "node:crypto"
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, inject, it } from "vitest"
import { edgeHeaders } from "@vitalia/schema/edge"
import { withClient } from "../../scripts/lib/postgres.js"

const cluster = inject("cluster")

/** `T`: the shape of the answer's `data`, as the query asks for it. */
async function gql<T = unknown>(baseUrl: string, query: string, variables: Record<string, unknown> = {}) {
  const started = Date.now()
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] }
  return { status: response.status, body, ms: Date.now() - started }
}

const US_ADDRESS = {
  firstName: "Ana",
  lastName: "Ruiz",
  address1: "1 Main St",
  city: "Miami",
  countryCode: "us",
  province: "FL",
  postalCode: "33131",
}

/** One purchase through the gateway; resolves to the order id, or the error code where it stopped. */
async function purchase(
  baseUrl: string,
  regionId: string,
  variantId: string
): Promise<{ orderId?: string; code?: string; cartId?: string }> {
  const step = async <T>(query: string, variables: Record<string, unknown>) => {
    const answer = await gql<T>(baseUrl, query, variables)
    if (answer.status >= 500) throw Object.assign(new Error(`HTTP ${answer.status}`), { code: `HTTP_${answer.status}` })
    if (answer.body.errors?.length)
      throw Object.assign(new Error(answer.body.errors[0].message), { code: answer.body.errors[0].extensions?.code })
    // No errors: GraphQL answered the data.
    return answer.body.data!
  }
  let cartId: string | undefined
  try {
    cartId = (
      await step<{ createCart: { id: string } }>(`mutation ($r: ID) { createCart(regionId: $r) { id } }`, {
        r: regionId,
      })
    ).createCart.id
    await step(`mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v) { cart { id } } }`, {
      c: cartId,
      v: variantId,
    })
    await step(`mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`, {
      c: cartId,
      i: {
        email: `falla-${cartId.slice(-8).toLowerCase()}@vitalia.test`,
        shippingAddress: US_ADDRESS,
        billingAddress: US_ADDRESS,
      },
    })
    const { shippingOptions } = await step<{ shippingOptions: { id: string; code: string }[] }>(
      `query ($c: ID!) { shippingOptions(cartId: $c) { id code } }`,
      { c: cartId }
    )
    await step(`mutation ($c: ID!, $o: ID!) { setShippingMethod(cartId: $c, optionId: $o) { id } }`, {
      c: cartId,
      o: shippingOptions.find((o) => o.code === "standard")!.id,
    })
    await step(`mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "pp_system_default") { id } }`, {
      c: cartId,
    })
    const { completeCart } = await step<{ completeCart: { id: string } }>(
      `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`,
      { c: cartId }
    )
    return { orderId: completeCart.id, cartId }
  } catch (error) {
    return { code: (error as { code?: string }).code ?? "NETWORK", cartId }
  }
}

/** Waits, polling, until `check` holds; fails with `what` at the deadline. */
async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.skipIf(!cluster)("the engine stops in the middle of a load", () => {
  it("answers UPSTREAM_UNAVAILABLE quickly, recovers after the restart, and loses no completed order", async () => {
    const gateway = cluster!.gatewayUrls[0]
    const { body } = await gql<{
      regions: { id: string; name: string }[]
      products: { nodes: { variants: { id: string; sku: string }[] }[] }
    }>(gateway, `{ regions { id name } products(first: 100) { nodes { variants { id sku } } } }`)
    const us = body.data!.regions.find((r) => r.name === "Estados Unidos")!
    const variant = body.data!.products.nodes.flatMap((p) => p.variants).find((v) => v.sku === "TE-VERDE-HERBAL-30")!

    // Shoppers keep buying while the engine server is stopped and started again.
    let running = true
    const results: { orderId?: string; code?: string; cartId?: string }[] = []
    // A shopper whose purchase failed tries again after a moment, as an app does: a loop that retries
    // at once would spend the client's cost budget (THROTTLED) while the engine is down, since a
    // cart's creation now fails at once (the engine checks its region; a read was retried first).
    const shoppers = Array.from({ length: 4 }, async () => {
      while (running) {
        const result = await purchase(gateway, us.id, variant.id)
        results.push(result)
        if (result.code) await new Promise((resolve) => setTimeout(resolve, 250))
      }
    })
    // Stop the engine once the load is really on: a first purchase answered (within a deadline).
    await until(() => results.length > 0, 90_000, "a first purchase answered before the engine stops")
    const stopped = await fetch(`${cluster!.controlUrl}/server/stop`, { method: "POST" })
    expect(stopped.status).toBe(204)

    // While it is down: coded answers, fast (connection refused is immediate; the time-out bounds the rest).
    const down = await gql(gateway, `{ products(first: 1) { totalCount } }`)
    const downCart = await gql(gateway, `mutation { createCart { id } }`)
    expect(downCart.status).toBe(200)
    expect(downCart.body.errors?.[0].extensions?.code).toBe("UPSTREAM_UNAVAILABLE")
    expect(downCart.ms).toBeLessThan(16_000)
    expect(down.status).toBeLessThan(500)
    const ready = await fetch(`${gateway}/ready`)
    expect(ready.status).toBe(503)

    const restartedAt = Date.now()
    const started = await fetch(`${cluster!.controlUrl}/server/start`, { method: "POST" })
    expect(started.status).toBe(204)
    // The gateway needs no restart: it answers again within seconds of the engine.
    let recoveredAfterMs: number | undefined
    for (let attempt = 0; attempt < 60 && recoveredAfterMs === undefined; attempt++) {
      const answer = await gql(gateway, `mutation { createCart { id } }`)
      if (!answer.body.errors) recoveredAfterMs = Date.now() - restartedAt
      else await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(recoveredAfterMs).toBeDefined()
    // The shoppers place orders again after the restart before the load ends (within a deadline for a
    // hang, not a slow machine: on a 2-core machine also running the browser and launcher suites and
    // a busy loop, the first order after the restart took longer than 90 s, bench/README.md).
    const ordersBefore = results.filter((r) => r.orderId).length
    await until(() => results.filter((r) => r.orderId).length > ordersBefore, 180_000, "an order after the restart")
    running = false
    await Promise.all(shoppers)

    const completed = results.filter((r) => r.orderId)
    const failures = results.filter((r) => r.code)
    console.log(
      `fault suite: answered again ${recoveredAfterMs} ms after the engine was back; ${completed.length} orders, ${failures.length} coded failures (${[...new Set(failures.map((f) => f.code))].join(", ")})`
    )
    expect(completed.length).toBeGreaterThan(0)
    // Every failure was a clear, coded answer.
    for (const failure of failures)
      expect(["UPSTREAM_UNAVAILABLE", "FAILED_TO_COMPLETE_CART", "NO_ACTIVE_CART", "UPSTREAM_ERROR"]).toContain(
        failure.code
      )
    expect(failures.some((f) => f.code === "UPSTREAM_UNAVAILABLE")).toBe(true)
    // No completed order is lost: every order id the shoppers were given exists.
    const ids = completed.map((r) => r.orderId!)
    const found = await withClient(
      cluster!.databaseUrl,
      async (db) =>
        (
          await db.query<{ n: number }>(
            `select count(*)::int as n from "order" where id = any($1) and deleted_at is null`,
            [ids]
          )
        ).rows[0].n
    )
    expect(found).toBe(ids.length)
  }, 420_000)
})

describe.skipIf(!cluster)("the edge secret changes while the shop runs (docs/operations.md)", () => {
  it("the engine restarted with a new secret from a file and the old one as previous answers old and new gateways", async () => {
    const old = cluster!.edgeSecret
    const next = randomBytes(32).toString("base64url")
    // The new secret as a secret manager mounts it: a file only its owner reads.
    const folder = mkdtempSync(path.join(tmpdir(), "vitalia-edge-"))
    const file = path.join(folder, "engine-edge-secret")
    writeFileSync(file, `${next}\n`)
    chmodSync(file, 0o600)
    try {
      // Step 1: the engine takes the new secret and keeps accepting the one the gateways hold.
      expect((await fetch(`${cluster!.controlUrl}/server/stop`, { method: "POST" })).status).toBe(204)
      const started = await fetch(`${cluster!.controlUrl}/server/start`, {
        method: "POST",
        body: JSON.stringify({
          ENGINE_EDGE_SECRET: "",
          ENGINE_EDGE_SECRET_FILE: file,
          ENGINE_EDGE_SECRET_PREVIOUS: old,
        }),
      })
      expect(started.status).toBe(204)
      const engine = (secret: string) =>
        fetch(`${cluster!.engineUrl}/store/regions`, {
          headers: { ...edgeHeaders(secret), "x-publishable-api-key": cluster!.publishableKey },
        })
      // The gateways, not yet told, still reach the engine for shoppers (a new cart is never cached).
      for (const gateway of cluster!.gatewayUrls) {
        const { status, body } = await gql<{ createCart: { id: string } }>(gateway, `mutation { createCart { id } }`)
        expect(status).toBe(200)
        expect(body.errors).toBeUndefined()
        expect(body.data!.createCart.id).toMatch(/^cart_/)
      }
      // Step 2: a gateway that moved to the new secret is answered too.
      expect((await engine(next)).status).toBe(200)
      expect((await engine(old)).status).toBe(200)
      // Anything else is still refused.
      const other = await engine(randomBytes(32).toString("base64url"))
      expect(other.status).toBe(401)
      expect(((await other.json()) as { code: string }).code).toBe("ENGINE_EDGE_REQUIRED")
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 300_000)
})
