import { readFileSync } from "node:fs"
import { Redis } from "ioredis"
import { describe, expect, inject, it } from "vitest"
import { edgeHeaders } from "@vitalia/schema/edge"
import { demoAdmin, demoShoppers } from "../../commerce/src/scripts/seed/accounts.js"
import { withClient } from "../../scripts/lib/postgres.js"
import { mailFiles, mailsTo, waitForMail } from "../support/mail.js"

const cluster = inject("cluster")

/** A browser-like client of one gateway: JSON GraphQL with a cookie jar. */
function client(baseUrl: string, jar = new Map<string, string>()) {
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ")
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";")
      const [name, ...value] = pair.split("=")
      jar.set(name.trim(), value.join("="))
    }
  }
  return {
    jar,
    /** `T`: the shape of the answer's `data`, as the query asks for it. */
    async gql<T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: cookie(), ...headers },
        body: JSON.stringify({ query, variables }),
      })
      remember(response)
      const body = (await response.json()) as {
        data: T
        errors?: { message: string; extensions?: { code?: string } }[]
      }
      if (body.errors?.length) throw new Error(`${body.errors[0].extensions?.code}: ${body.errors[0].message}`)
      return body.data
    },
    /** `T`: the shape of the answer's JSON (null when it is none). */
    async rest<T = unknown>(method: string, path: string, body?: unknown) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { "content-type": "application/json", cookie: cookie() },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      remember(response)
      return { status: response.status, body: (await response.json().catch(() => null)) as T | null }
    },
  }
}

interface Regions {
  regions: { id: string; name: string }[]
}
interface Products {
  products: { nodes: { variants: { id: string; sku: string }[] }[] }
}

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) return undefined
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

/**
 * The jobs for `event` about `id` that wait in the engine's event queue (event-bus-redis keeps each
 * job as a hash `RedisEventBusService:<queue>:<job id>` until a worker completes it, then removes it).
 * It shows that the server emitted an event nobody has handled yet, and later that it was handled —
 * without waiting a fixed time for something not to happen.
 */
async function queuedEvents(event: string, id: string): Promise<number> {
  const redis = new Redis(cluster!.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    let count = 0
    let cursor = "0"
    do {
      const [next, keys] = await redis.scan(
        cursor,
        "MATCH",
        `RedisEventBusService:${cluster!.redisPrefix}-events:*`,
        "COUNT",
        500,
        "TYPE",
        "hash"
      )
      cursor = next
      for (const key of keys) {
        const [name, data] = await redis.hmget(key, "name", "data")
        if (name === event && data?.includes(`"${id}"`)) count++
      }
    } while (cursor !== "0")
    return count
  } finally {
    redis.disconnect()
  }
}

/** A call straight to the engine server (behind the gateways' back), with the run's edge secret as the gateways send it. */
function engineFetch(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return fetch(`${cluster!.engineUrl}${path}`, {
    ...init,
    headers: { ...edgeHeaders(cluster!.edgeSecret), ...init.headers },
  })
}

/** The demo administrator's token, straight from the engine server. */
async function engineAdminToken(): Promise<string> {
  const response = await engineFetch("/auth/user/emailpass", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: demoAdmin.email, password: demoAdmin.password }),
  })
  return ((await response.json()) as { token: string }).token
}

const US_ADDRESS = {
  firstName: "Lucía",
  lastName: "Gómez",
  address1: "1200 Brickell Ave",
  city: "Miami",
  countryCode: "us",
  province: "FL",
  postalCode: "33131",
}

/** Through gateways A and B alternately: a cart ready to complete, in the US region. */
async function readyCart(a: ReturnType<typeof client>, b: ReturnType<typeof client>, sku = "HC-FIT-VAINILLA") {
  const { regions } = await a.gql<Regions>(`{ regions { id name } }`)
  const us = regions.find((r) => r.name === "Estados Unidos")!
  const { createCart } = await a.gql<{ createCart: { id: string } }>(
    `mutation ($r: ID) { createCart(regionId: $r) { id } }`,
    { r: us.id }
  )
  const { products } = await b.gql<Products>(
    `query ($r: ID) { products(first: 100, regionId: $r) { nodes { variants { id sku } } } }`,
    { r: us.id }
  )
  const variant = products.nodes.flatMap((p) => p.variants).find((v) => v.sku === sku)!
  await b.gql(`mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 2) { cart { id } } }`, {
    c: createCart.id,
    v: variant.id,
  })
  await b.gql(`mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`, {
    c: createCart.id,
    i: { email: "cluster@vitalia.test", shippingAddress: US_ADDRESS, billingAddress: US_ADDRESS },
  })
  const { shippingOptions } = await a.gql<{ shippingOptions: { id: string; code: string }[] }>(
    `query ($c: ID!) { shippingOptions(cartId: $c) { id code } }`,
    {
      c: createCart.id,
    }
  )
  await b.gql(`mutation ($c: ID!, $o: ID!) { setShippingMethod(cartId: $c, optionId: $o) { id } }`, {
    c: createCart.id,
    o: shippingOptions.find((o) => o.code === "standard")!.id,
  })
  await a.gql(`mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "pp_system_default") { id } }`, {
    c: createCart.id,
  })
  return createCart.id
}

describe.skipIf(!cluster)("the shop on the cluster topology (engine server + worker on Redis, two gateways)", () => {
  const [urlA, urlB] = cluster?.gatewayUrls ?? []

  it("a cart created through gateway A, filled through B, is completed through A", async () => {
    const a = client(urlA)
    const b = client(urlB, a.jar)
    const cartId = await readyCart(a, b)
    const { cart } = await b.gql<{ cart: { itemCount: number } }>(`query ($c: ID!) { cart(id: $c) { itemCount } }`, {
      c: cartId,
    })
    expect(cart.itemCount).toBe(2)
    const { completeCart } = await a.gql<{ completeCart: { id: string; displayId: number; receipt: string } }>(
      `mutation ($c: ID!) { completeCart(cartId: $c) { id displayId receipt } }`,
      { c: cartId }
    )
    const { order } = await b.gql<{ order: { id: string; items: { quantity: number }[] } }>(
      `query ($o: ID!, $r: String) { order(id: $o, receipt: $r) { id items { quantity } } }`,
      { o: completeCart.id, r: completeCart.receipt }
    )
    expect(order.items[0].quantity).toBe(2)

    // The engine server answers only the gateways: the same cart read straight, with the publishable key, is refused.
    const direct = await fetch(`${cluster!.engineUrl}/store/carts/${cartId}`, {
      headers: { "x-publishable-api-key": cluster!.publishableKey },
    })
    expect(direct.status).toBe(401)
    expect(((await direct.json()) as { code?: string }).code).toBe("ENGINE_EDGE_REQUIRED")
  })

  it("a retry through the other gateway, with the same Idempotency-Key, answers the same cart and the same order", async () => {
    const a = client(urlA)
    const b = client(urlB, a.jar)
    const key = { "idempotency-key": `cluster-cart-${Date.now()}` }
    const create = `mutation { createCart { id currencyCode } }`
    type Created = { createCart: { id: string; currencyCode: string } }
    const first = (await a.gql<Created>(create, {}, key)).createCart
    expect((await b.gql<Created>(create, {}, key)).createCart).toEqual(first)

    const cartId = await readyCart(a, b)
    const complete = `mutation ($c: ID!) { completeCart(cartId: $c) { id receipt } }`
    const orderKey = { "idempotency-key": `cluster-order-${cartId}` }
    type Completed = { completeCart: { id: string; receipt: string } }
    const placed = (await a.gql<Completed>(complete, { c: cartId }, orderKey)).completeCart
    expect((await b.gql<Completed>(complete, { c: cartId }, orderKey)).completeCart).toEqual(placed)
    // Without the key too: a completed cart answers its order to whoever holds the cart.
    expect((await b.gql<Completed>(complete, { c: cartId })).completeCart).toEqual(placed)
  })

  it("the shopper's session works on both gateways", async () => {
    const a = client(urlA)
    const { email, password } = demoShoppers[0]
    await a.gql<unknown>(
      `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { customer { email } } }`,
      {
        e: email,
        p: password,
      }
    )
    expect(a.jar.size).toBeGreaterThan(0)
    const b = client(urlB, a.jar)
    type Me = { me: { email: string } | null }
    expect((await b.gql<Me>(`{ me { email } }`)).me).toEqual({ email })
    expect((await client(cluster!.balancerUrl, a.jar).gql<Me>(`{ me { email } }`)).me).toEqual({ email })
  })

  it("the enrollment an order triggers is recorded by the worker, not the server", async () => {
    const stop = await fetch(`${cluster!.controlUrl}/worker/stop`, { method: "POST" })
    expect(stop.status).toBe(204)
    try {
      const a = client(urlA)
      const b = client(urlB, a.jar)
      const email = `cluster-${Date.now()}@vitalia.test`
      await a.gql<unknown>(`mutation ($i: RegisterInput!) { register(input: $i) { customer { id } } }`, {
        i: { email, password: "una-clave-larga-2026", firstName: "Clara" },
      })
      const cartId = await readyCart(a, b, "KIT-INSCRIPCION-BASICO")
      await b.gql<unknown>(
        `mutation ($c: ID!) { setEnrollment(cartId: $c, personalStoreName: "carolina") { cart { id } } }`,
        {
          c: cartId,
        }
      )
      const { completeCart } = await a.gql<{ completeCart: { id: string } }>(
        `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`,
        { c: cartId }
      )

      const enrollments = () =>
        withClient(
          cluster!.databaseUrl,
          async (db) =>
            (
              await db.query<{ n: number }>("select count(*)::int as n from enrollment where order_id = $1", [
                completeCart.id,
              ])
            ).rows[0].n
        )
      // With the worker stopped, the server alone does not record it: the order's event waits in the
      // queue, unhandled, and no enrollment exists.
      expect(
        await until(async () => (await queuedEvents("order.placed", completeCart.id)) === 1, 30_000),
        "order.placed waits in the queue"
      ).toBe(true)
      expect(await enrollments()).toBe(0)

      const start = await fetch(`${cluster!.controlUrl}/worker/start`, { method: "POST" })
      expect(start.status).toBe(204)
      expect(await until(async () => (await enrollments()) === 1, 60_000)).toBe(true)
      const { me } = await b.gql<{ me: { isPartner: boolean } }>(`{ me { isPartner } }`)
      expect(me.isPartner).toBe(true)
    } finally {
      await fetch(`${cluster!.controlUrl}/worker/start`, { method: "POST" }).catch(() => {})
    }
    // A worker's start (the engine's whole boot) is inside this test: on a loaded 2-core machine the
    // suite's 120 s ran out in a clean-clone run of e0f215a (bench/README.md). The limit is for a
    // worker that never takes the event, not for a slow one.
  }, 300_000)

  it.skipIf(!cluster?.mailDir)(
    "the order-placed event is handled by one of the two workers: one e-mail, one notification",
    async () => {
      const a = client(urlA)
      const b = client(urlB, a.jar)
      const cartId = await readyCart(a, b)
      const before = new Set(mailFiles(cluster!.mailDir))
      const { completeCart } = await a.gql<{ completeCart: { id: string; displayId: number } }>(
        `mutation ($c: ID!) { completeCart(cartId: $c) { id displayId } }`,
        { c: cartId }
      )
      const mail = await waitForMail(cluster!.mailDir, "cluster@vitalia.test", {
        since: before,
        subject: `#${completeCart.displayId}`,
        timeoutMs: 60_000,
      })
      expect(mail.subject).toBe(`Recibimos tu pedido #${completeCart.displayId}`)
      // A job is taken by one worker and removed once completed: when none is left for this order,
      // every worker is done with it, and one e-mail was sent.
      expect(
        await until(async () => (await queuedEvents("order.placed", completeCart.id)) === 0, 60_000),
        "order.placed handled"
      ).toBe(true)
      expect(
        await mailsTo(cluster!.mailDir, "cluster@vitalia.test", {
          since: before,
          subject: `#${completeCart.displayId}`,
        })
      ).toHaveLength(1)
      const rows = await withClient(
        cluster!.databaseUrl,
        async (db) =>
          (
            await db.query("select status from notification where resource_id = $1 and template = 'order-placed'", [
              completeCart.id,
            ])
          ).rows as { status: string }[]
      )
      expect(rows).toEqual([{ status: "success" }])
      const senders = cluster!.workerLogs.filter((log) =>
        readFileSync(log, "utf8").includes(`E-mail order-placed (${completeCart.id}): sent`)
      )
      expect(senders).toHaveLength(1)
    }
  )

  it("a catalog change made through the admin on gateway B is visible through gateway A at once", async () => {
    const a = client(urlA)
    const admin = client(urlB)
    const login = await admin.rest("POST", "/admin-api/auth/login", {
      email: demoAdmin.email,
      password: demoAdmin.password,
    })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    const PRODUCT = `query ($h: String) { product(handle: $h) { id title } }`
    const handle = "te-verde-herbal"
    type Product = { product: { id: string; title: string } }
    const before = (await a.gql<Product>(PRODUCT, { h: handle })).product
    expect(before.title).toBeTruthy()

    // Gateway A answers from the shared cache: a change made in the engine behind the gateways' back stays unseen…
    const token = await engineAdminToken()
    const direct = await engineFetch(`/admin/products/${before.id}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: `${before.title} (sin pasar por la administración)` }),
    })
    expect(direct.status).toBe(200)
    expect((await a.gql<Product>(PRODUCT, { h: handle })).product.title).toBe(before.title)
    // An admin write that cannot change the catalog (a customer group) leaves the cache alone (gateway/src/cache/admin-writes.ts).
    const group = await admin.rest<{ id: string }>("POST", "/admin-api/customer-groups", {
      name: `Grupo de la prueba ${Date.now()}`,
    })
    expect(group.status, JSON.stringify(group.body)).toBe(200)
    expect((await admin.rest("DELETE", `/admin-api/customer-groups/${group.body!.id}`)).status).toBe(200)
    expect((await a.gql<Product>(PRODUCT, { h: handle })).product.title).toBe(before.title)

    // …while a change made through the admin on gateway B reaches gateway A on its next request, long before the TTL (30 s).
    const changedAt = Date.now()
    const title = `Té verde herbal — edición ${changedAt}`
    const put = await admin.rest("PUT", `/admin-api/products/${before.id}`, { title })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    expect((await a.gql<Product>(PRODUCT, { h: handle })).product.title).toBe(title)
    expect(Date.now() - changedAt).toBeLessThan(10_000)

    const restored = await admin.rest("PUT", `/admin-api/products/${before.id}`, { title: before.title })
    expect(restored.status).toBe(200)
    expect((await a.gql<Product>(PRODUCT, { h: handle })).product.title).toBe(before.title)
  })

  it("a promotion's message changed through the admin on gateway B is served by gateway A on its next request", async () => {
    const a = client(urlA)
    const admin = client(urlB)
    expect(
      (await admin.rest("POST", "/admin-api/auth/login", { email: demoAdmin.email, password: demoAdmin.password }))
        .status
    ).toBe(200)
    const PROMOTIONS = `{ customPromotions { id code message { es } } }`
    type Promotions = { customPromotions: { id: string; code: string; message: { es: string } }[] }
    const regresa = async () =>
      (await a.gql<Promotions>(PROMOTIONS)).customPromotions.find((p) => p.code === "REGRESA20")!
    const before = await regresa()
    expect(before.message.es).toBeTruthy()

    const message_es = `Vuelve y ahorra — ${Date.now()}`
    const put = await admin.rest("PUT", `/admin-api/custom-promotions/${before.id}`, { message_es })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    expect((await regresa()).message.es).toBe(message_es)

    expect(
      (await admin.rest("PUT", `/admin-api/custom-promotions/${before.id}`, { message_es: before.message.es })).status
    ).toBe(200)
    expect((await regresa()).message.es).toBe(before.message.es)
  })

  it("a subscription run requested on both workers at once places one order", async () => {
    const a = client(urlA)
    const email = `autoship-${Date.now()}@vitalia.test`
    await a.gql<unknown>(`mutation ($i: RegisterInput!) { register(input: $i) { customer { id } } }`, {
      i: { email, password: "una-clave-larga-2026", firstName: "Ana" },
    })
    const { regions } = await a.gql<Regions>(`{ regions { id name } }`)
    const us = regions.find((r) => r.name === "Estados Unidos")!
    const { products } = await a.gql<Products>(
      `query ($r: ID) { products(first: 100, regionId: $r) { nodes { variants { id sku } } } }`,
      { r: us.id }
    )
    const variant = products.nodes.flatMap((p) => p.variants).find((v) => v.sku === "HC-FIT-VAINILLA")!
    // No start day: the first run day is today, so the subscription is due now.
    const { createSubscription } = await a.gql<{
      createSubscription: { id: string; status: string; nextRunOn: string }
    }>(`mutation ($i: CreateSubscriptionInput!) { createSubscription(input: $i) { id status nextRunOn } }`, {
      i: {
        regionId: us.id,
        intervalMonths: 1,
        items: [{ variantId: variant.id, quantity: 2 }],
        shippingAddress: US_ADDRESS,
      },
    })
    const id = createSubscription.id

    const token = await engineAdminToken()
    const requestRun = () =>
      engineFetch(`/admin/subscriptions/${id}/request-run`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      })
    const answers = await Promise.all([requestRun(), requestRun()])
    expect(answers.map((r) => r.status)).toEqual([202, 202])

    // Each request is one job on the shared Redis queue; a worker takes one job at a time, so two
    // idle workers each take one — and whichever takes which, one order is placed.
    const handledBy = () =>
      cluster!.workerLogs.map((file) => {
        const text = (() => {
          try {
            return readFileSync(file, "utf8")
          } catch {
            return ""
          }
        })()
        return text.split("\n").filter((line) => line.includes(`Subscription ${id}: requested run`))
      })
    // Nothing to wait for in the check itself (the logs are read synchronously): a settled promise, as until wants.
    const handled = await until(() => {
      const lines = handledBy().flat()
      return Promise.resolve(lines.length >= 2 ? lines : undefined)
    }, 90_000)
    expect(handled, "both requests were handled").toHaveLength(2)
    expect(handled!.filter((line) => line.includes("requested run placed"))).toHaveLength(1)
    // Which worker took which request is the queue's choice; the log shows it (both workers, when both were idle).
    console.log(
      `subscription run requests handled per worker: ${JSON.stringify(handledBy().map((lines) => lines.length))}`
    )

    const orders = await withClient(
      cluster!.databaseUrl,
      async (db) =>
        (
          await db.query<{ id: string }>(
            `select id from "order" where metadata->>'subscription_id' = $1 and deleted_at is null`,
            [id]
          )
        ).rows
    )
    expect(orders).toHaveLength(1)
    const { subscription } = await a.gql<{
      subscription: { nextRunOn: string; runs: { status: string; orderId: string }[] }
    }>(`query ($id: ID!) { subscription(id: $id) { nextRunOn runs { status orderId } } }`, { id })
    expect(subscription.runs).toEqual([{ status: "SUCCEEDED", orderId: orders[0].id }])
    expect(subscription.nextRunOn > createSubscription.nextRunOn).toBe(true)
  })
})

describe("throttling and the client address behind the balancer", () => {
  /** The budget left after one 100-product page through `url`, as the answer reports it. */
  async function remaining(url: string, forwardedFor?: string): Promise<number> {
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
      body: JSON.stringify({ query: "{ products(first: 100) { nodes { id variants { id price { amount } } } } }" }),
    })
    const body = (await response.json()) as {
      extensions: { cost: { requestedQueryCost: number; throttleStatus: { currentlyAvailable: number } } }
    }
    return body.extensions.cost.throttleStatus.currentlyAvailable
  }

  it("both gateways spend one Redis bucket per client, and a spoofed X-Forwarded-For does not make a new client (TRUST_PROXY=1)", async () => {
    // The balancer alternates between the gateways; each request names another address in
    // X-Forwarded-For. A page costs about 1 100, taken before the query runs, and the bucket refills
    // 1 000 a second. The six are sent at once, so they are weighed within a few milliseconds of each
    // other: from one shared bucket they leave six different budgets, falling by about a page each; a
    // new client per request would leave the same full-minus-one-page budget six times. (Sent one
    // after another they proved nothing on a loaded machine: CI's run of 99ecc55 saw the first page
    // take over a second, the bucket refill to full, and two equal budgets.)
    const seen = await Promise.all(
      Array.from({ length: 6 }, (_, i) => remaining(cluster!.balancerUrl, `203.0.113.${100 + i}`))
    )
    const falling = [...seen].sort((x, y) => y - x)
    for (let i = 1; i < falling.length; i++) expect(falling[i], JSON.stringify(seen)).toBeLessThan(falling[i - 1])
    expect(falling[5], JSON.stringify(seen)).toBeLessThan(falling[0] - 3_000)
  })
})
