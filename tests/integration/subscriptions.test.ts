import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { withClient } from "../../scripts/lib/postgres.js"
import { adminToken, engine } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import {
  US_ADDRESS,
  bearer,
  customerToken,
  newCustomer,
  ok,
  regionByCurrency,
  variantIdsBySku,
} from "../support/shopper.js"

/**
 * Account extras: subscriptions (autoship; docs/product.md §2 /account/subscription/:id),
 * through the gateway against the real engine — commerce's subscription module,
 * the run-subscription workflow and the admin's on-demand run.
 */
let app: FastifyInstance
let us: { id: string }
let variants: Record<string, string>

const SUBSCRIPTION = `id status intervalMonths nextRunOn regionId email paymentProviderId shippingOptionId lastError failureCount createdAt
  items { variantId quantity title variantTitle sku }
  shippingAddress { firstName lastName address1 city countryCode province postalCode }
  runs { id runOn status attempts orderId orderDisplayId error }`
const CREATE = `mutation ($input: CreateSubscriptionInput!) { createSubscription(input: $input) { ${SUBSCRIPTION} } }`
const GET = `query ($id: ID!) { subscription(id: $id) { ${SUBSCRIPTION} } }`
const action = (name: string) => `mutation ($id: ID!) { ${name}(id: $id) { ${SUBSCRIPTION} } }`
const UPDATE = `mutation ($id: ID!, $input: UpdateSubscriptionInput!) { updateSubscription(id: $id, input: $input) { ${SUBSCRIPTION} } }`

beforeAll(async () => {
  app = await buildGateway()
  us = await regionByCurrency(app, "usd", "Estados Unidos")
  variants = await variantIdsBySku(app, us.id)
})
afterAll(() => app.close())

/** Today (UTC) plus some days, as YYYY-MM-DD. */
function day(days = 0): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10)
}

/** A run day some months on, calendar-wise, the day clamped to the month's end (Jan 31 + 1 → Feb 28). */
function plusMonths(runDay: string, months: number): string {
  const [y, m, d] = runDay.split("-").map(Number)
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate()
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10)
}

/** The 10th of next month: a run day in the future whose day every month has. */
const nextMonth10th = () => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10)).toISOString().slice(0, 10)
}

const input = (overrides: Record<string, unknown> = {}) => ({
  regionId: us.id,
  intervalMonths: 1,
  items: [
    { variantId: variants["HC-FIT-VAINILLA"], quantity: 2 },
    { variantId: variants["TE-VERDE-HERBAL-30"], quantity: 1 },
  ],
  shippingAddress: US_ADDRESS,
  ...overrides,
})

async function subscribe(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return ok(await graphql(app, CREATE, { input: input(overrides) }, headers)).createSubscription
}

const sql = <T = any>(text: string, values: unknown[] = []) =>
  withClient(inject("databaseUrl"), async (client) => (await client.query(text, values)).rows as T[])

/** Orders the engine placed for a subscription (the run's cart metadata travels to the order). */
const ordersOf = async (subscriptionId: string) =>
  (
    await sql<{ id: string }>(`select id from "order" where metadata->>'subscription_id' = $1 and deleted_at is null`, [
      subscriptionId,
    ])
  ).map((r) => r.id)

/** Moves a subscription's run day (the scheduler's clock is the real one). */
const setRunDay = (subscriptionId: string, runDay: string) =>
  sql(`update subscription set next_run_at = $2::date at time zone 'UTC' where id = $1`, [subscriptionId, runDay])

const adminRun = async (subscriptionId: string) => {
  const answer = await engine("POST", `/admin/subscriptions/${subscriptionId}/run`, { token: await adminToken() })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.run as { outcome: string; reason?: string; order_id?: string; error?: string; period: string }
}

describe("anonymous shoppers", () => {
  it("are asked to sign in", async () => {
    for (const [query, variables] of [
      [CREATE, { input: input() }],
      [GET, { id: "sub_x" }],
      [action("pauseSubscription"), { id: "sub_x" }],
    ] as const) {
      const { errors } = await graphql(app, query, variables)
      expect(errors?.[0]).toMatchObject({
        message: "Inicia sesión para continuar.",
        extensions: { code: "UNAUTHENTICATED" },
      })
    }
  })
})

describe("subscribing", () => {
  it("creates an active subscription with its items, address and interval, first due today", async () => {
    const { headers, email } = await newCustomer("Autoenvio")
    const subscription = await subscribe(headers, { intervalMonths: 2, startOn: nextMonth10th() })
    expect(subscription).toMatchObject({
      status: "ACTIVE",
      intervalMonths: 2,
      nextRunOn: nextMonth10th(),
      regionId: us.id,
      email,
      paymentProviderId: "pp_system_default",
      shippingOptionId: null,
      lastError: null,
      failureCount: 0,
      runs: [],
      shippingAddress: {
        firstName: "Lucía",
        address1: "1200 Brickell Ave",
        city: "Miami",
        countryCode: "us",
        province: "FL",
        postalCode: "33131",
      },
    })
    expect(subscription.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: "HC-FIT-VAINILLA", quantity: 2, title: "HC FIT" }),
        expect.objectContaining({ sku: "TE-VERDE-HERBAL-30", quantity: 1 }),
      ])
    )
    const today = await subscribe(headers)
    expect(today.nextRunOn).toBe(day())
    ok(await graphql(app, action("cancelSubscription"), { id: today.id }, headers))

    const { me } = ok(await graphql(app, `{ me { subscriptions { id status } } }`, {}, headers))
    expect(me.subscriptions).toEqual([
      { id: today.id, status: "CANCELLED" },
      { id: subscription.id, status: "ACTIVE" },
    ])
  })

  it("refuses bad intervals, quantities and items with a clear message (BAD_USER_INPUT)", async () => {
    const { headers } = await newCustomer("Invalida")
    // The gateway's own checks and the engine's refusals alike: a field to point at, a Spanish message.
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ intervalMonths: 4 }, "intervalMonths", /1, 2 o 3/],
      [{ intervalMonths: 0 }, "intervalMonths", /1, 2 o 3/],
      [{ items: [{ variantId: variants["HC-FIT-VAINILLA"], quantity: 0 }] }, "items.quantity", /entre 1 y 99/],
      [{ items: [{ variantId: variants["HC-FIT-VAINILLA"], quantity: 100 }] }, "items.quantity", /entre 1 y 99/],
      [{ items: [] }, "items", /de 1 a 20 productos/],
      [
        { items: [{ variantId: variants["HC-FIT-VAINILLA"] }, { variantId: variants["HC-FIT-VAINILLA"] }] },
        "items",
        /una sola vez/,
      ],
      [{ items: [{ variantId: variants["PAQUETE-DUO"], quantity: 1 }] }, "items", /paquetes no se pueden suscribir/],
      [
        { shippingAddress: { ...US_ADDRESS, countryCode: "co", province: null } },
        "shippingAddress.countryCode",
        /no está en la región/,
      ],
      [{ shippingAddress: { ...US_ADDRESS, city: "" } }, "shippingAddress.city", /Completa la ciudad/],
      [{ startOn: "2020-01-01" }, "startOn", /entre hoy y dentro de un año/],
      [{ startOn: "mañana" }, "startOn", /escribe una fecha/],
    ]
    for (const [overrides, field, message] of cases) {
      const { errors } = await graphql(app, CREATE, { input: input(overrides) }, headers)
      expect(errors?.[0].extensions, JSON.stringify(overrides)).toMatchObject({ code: "BAD_USER_INPUT", field })
      expect(errors?.[0].message, JSON.stringify(overrides)).toMatch(message)
    }
    expect(ok(await graphql(app, `{ me { subscriptions { id } } }`, {}, headers)).me.subscriptions).toEqual([])
  })
})

describe("runs", () => {
  it("a due subscription run creates exactly one order with the subscription's items and address, even when triggered twice concurrently", async () => {
    const { headers, email } = await newCustomer("Mensual")
    const subscription = await subscribe(headers)
    expect(subscription.nextRunOn).toBe(day())

    const runs = await Promise.all([adminRun(subscription.id), adminRun(subscription.id), adminRun(subscription.id)])
    const orders = await ordersOf(subscription.id)
    expect(orders).toHaveLength(1)
    // The scheduled job may have got there first; either way every answer agrees with that one order.
    for (const run of runs) {
      if (run.outcome === "placed") expect(run.order_id).toBe(orders[0])
      else expect(run.outcome).toBe("skipped")
    }

    const token = await adminToken()
    const { body } = await engine(
      "GET",
      `/admin/orders/${orders[0]}?fields=id,email,customer_id,*items,*shipping_address,*shipping_methods,payment_status`,
      { token }
    )
    expect(body.order.email).toBe(email)
    expect(body.order.items.map((i: any) => [i.variant_sku, i.quantity]).sort()).toEqual([
      ["HC-FIT-VAINILLA", 2],
      ["TE-VERDE-HERBAL-30", 1],
    ])
    expect(body.order.shipping_address).toMatchObject({
      first_name: "Lucía",
      address_1: "1200 Brickell Ave",
      city: "Miami",
      country_code: "us",
      province: "FL",
      postal_code: "33131",
    })
    expect(body.order.shipping_methods).toHaveLength(1)
    expect(body.order.payment_status).toBe("authorized")
    const me = ok(await graphql(app, `{ me { id orders { nodes { id } } } }`, {}, headers)).me
    expect(body.order.customer_id).toBe(me.id)
    expect(me.orders.nodes.map((o: any) => o.id)).toEqual(orders)

    const after = ok(await graphql(app, GET, { id: subscription.id }, headers)).subscription
    expect(after.nextRunOn).toBe(plusMonths(day(), 1))
    expect(after.runs).toEqual([
      expect.objectContaining({ runOn: day(), status: "SUCCEEDED", attempts: 1, orderId: orders[0], error: null }),
    ])
    expect(after.runs[0].orderDisplayId).toBeGreaterThan(0)
  })

  it("places a period once: a run of a period already placed does nothing", async () => {
    const { headers } = await newCustomer("Unavez")
    const subscription = await subscribe(headers)
    await adminRun(subscription.id)
    expect(await ordersOf(subscription.id)).toHaveLength(1)

    // Put the run day back on the period just placed: the period's run row refuses a second claim.
    await setRunDay(subscription.id, day())
    const again = await adminRun(subscription.id)
    expect(again).toMatchObject({ outcome: "skipped", reason: "already_claimed", period: day() })
    const [twice, thrice] = await Promise.all([
      engine("POST", "/admin/subscriptions/run-due", { token: await adminToken() }),
      engine("POST", "/admin/subscriptions/run-due", { token: await adminToken() }),
    ])
    expect([twice.status, thrice.status]).toEqual([200, 200])
    expect(await ordersOf(subscription.id)).toHaveLength(1)
    // Not left due for the rest of the suite.
    ok(await graphql(app, action("cancelSubscription"), { id: subscription.id }, headers))
  })

  it("the scheduled run (run-due) places every due subscription once, even when two run at once", async () => {
    const { headers } = await newCustomer("Programada")
    const subscription = await subscribe(headers, { intervalMonths: 3 })
    const token = await adminToken()
    const [first, second] = await Promise.all([
      engine("POST", "/admin/subscriptions/run-due", { token }),
      engine("POST", "/admin/subscriptions/run-due", { token }),
    ])
    const mine = [...first.body.results, ...second.body.results].filter(
      (r: any) => r.subscription_id === subscription.id
    )
    expect(mine.filter((r: any) => r.outcome === "placed").length).toBeLessThanOrEqual(1)
    expect(await ordersOf(subscription.id)).toHaveLength(1)
    const after = ok(await graphql(app, GET, { id: subscription.id }, headers)).subscription
    expect(after.runs.map((r: any) => r.status)).toEqual(["SUCCEEDED"])
    expect(after.nextRunOn).toBe(plusMonths(day(), 3))
  })

  it("a paused subscription creates none", async () => {
    const { headers } = await newCustomer("Pausa")
    const subscription = await subscribe(headers, { startOn: nextMonth10th() })
    const paused = ok(
      await graphql(app, action("pauseSubscription"), { id: subscription.id }, headers)
    ).pauseSubscription
    expect(paused.status).toBe("PAUSED")
    await setRunDay(subscription.id, day(-3))

    expect(await adminRun(subscription.id)).toMatchObject({ outcome: "skipped", reason: "not_active" })
    const due = await engine("POST", "/admin/subscriptions/run-due", { token: await adminToken() })
    expect(due.body.results.map((r: any) => r.subscription_id)).not.toContain(subscription.id)
    expect(await ordersOf(subscription.id)).toEqual([])

    // Resumed, it keeps its cadence: the run day missed while paused moves on by whole intervals.
    const resumed = ok(
      await graphql(app, action("resumeSubscription"), { id: subscription.id }, headers)
    ).resumeSubscription
    expect(resumed.status).toBe("ACTIVE")
    expect(resumed.nextRunOn).toBe(plusMonths(day(-3), 1))
    expect(resumed.runs).toEqual([])
  })

  it("records a failure on the subscription for the customer to see, and retries it on the next run", async () => {
    const { headers } = await newCustomer("Falla")
    const subscription = await subscribe(headers)
    // A payment provider the region no longer offers makes the run fail after its cart was made.
    await sql(`update subscription set payment_provider_id = 'pp_retirado' where id = $1`, [subscription.id])
    const failed = await adminRun(subscription.id)
    expect(failed.outcome).toBe("failed")
    expect(failed.error).toMatch(/pp_retirado/)
    expect(await ordersOf(subscription.id)).toEqual([])

    const seen = ok(await graphql(app, GET, { id: subscription.id }, headers)).subscription
    expect(seen.lastError).toMatch(
      /^No pudimos cobrar con el medio de pago de tu suscripción\. \/ The subscription's payment method could not be used\. \(.*pp_retirado/
    )
    expect(seen.failureCount).toBeGreaterThanOrEqual(1)
    expect(seen.nextRunOn).toBe(day())
    expect(seen.runs).toEqual([
      expect.objectContaining({
        runOn: day(),
        status: "FAILED",
        orderId: null,
        error: expect.stringMatching(/pp_retirado/),
      }),
    ])
    // The failed attempt's cart was rolled back with it.
    expect(await sql(`select id from cart where metadata->>'subscription_id' = $1`, [subscription.id])).toEqual([])

    await sql(`update subscription set payment_provider_id = 'pp_system_default' where id = $1`, [subscription.id])
    await adminRun(subscription.id)
    const orders = await ordersOf(subscription.id)
    expect(orders).toHaveLength(1)
    const recovered = ok(await graphql(app, GET, { id: subscription.id }, headers)).subscription
    expect(recovered).toMatchObject({ lastError: null, failureCount: 0 })
    expect(recovered.runs).toEqual([
      expect.objectContaining({ runOn: day(), status: "SUCCEEDED", orderId: orders[0], error: null }),
    ])
    expect(recovered.runs[0].attempts).toBeGreaterThanOrEqual(2)
  })
})

describe("customer actions", () => {
  it("skip moves the next date by one interval", async () => {
    const { headers } = await newCustomer("Saltar")
    const start = nextMonth10th()
    const subscription = await subscribe(headers, { intervalMonths: 2, startOn: start })
    const skipped = ok(
      await graphql(app, action("skipNextSubscriptionRun"), { id: subscription.id }, headers)
    ).skipNextSubscriptionRun
    expect(skipped.nextRunOn).toBe(plusMonths(start, 2))
    expect(skipped.status).toBe("ACTIVE")
  })

  it("changes interval, quantities and address; pausing twice is pausing once; cancelling is final", async () => {
    const { headers } = await newCustomer("Cambios")
    const subscription = await subscribe(headers, { startOn: nextMonth10th() })
    const changed = ok(
      await graphql(
        app,
        UPDATE,
        {
          id: subscription.id,
          input: {
            intervalMonths: 3,
            items: [{ variantId: variants["HC-FIT-VAINILLA"], quantity: 5 }],
            shippingAddress: { ...US_ADDRESS, address1: "1 Ocean Dr", city: "Miami Beach", postalCode: "33139" },
          },
        },
        headers
      )
    ).updateSubscription
    expect(changed).toMatchObject({
      intervalMonths: 3,
      nextRunOn: nextMonth10th(),
      shippingAddress: { address1: "1 Ocean Dr", city: "Miami Beach" },
    })
    expect(changed.items).toEqual([expect.objectContaining({ sku: "HC-FIT-VAINILLA", quantity: 5 })])

    const bad = await graphql(app, UPDATE, { id: subscription.id, input: { intervalMonths: 6 } }, headers)
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } })
    expect(bad.errors?.[0]).toMatchObject({
      message: "Elige cada cuántos meses recibir el pedido: 1, 2 o 3.",
      extensions: { field: "intervalMonths" },
    })

    ok(await graphql(app, action("pauseSubscription"), { id: subscription.id }, headers))
    expect(
      ok(await graphql(app, action("pauseSubscription"), { id: subscription.id }, headers)).pauseSubscription.status
    ).toBe("PAUSED")
    const cancelled = ok(
      await graphql(app, action("cancelSubscription"), { id: subscription.id }, headers)
    ).cancelSubscription
    expect(cancelled).toMatchObject({ status: "CANCELLED", nextRunOn: null })
    const resumed = await graphql(app, action("resumeSubscription"), { id: subscription.id }, headers)
    expect(resumed.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT")
    expect(resumed.errors?.[0].message).toBe("La suscripción está cancelada: crea una nueva.")
  })
})

describe("a subscription belongs to its customer", () => {
  it("another customer can neither read nor change it (NOT_FOUND, never revealing it exists)", async () => {
    const owner = (await newCustomer("Titular")).headers
    const stranger = bearer(await customerToken(1))
    const subscription = await subscribe(owner, { startOn: nextMonth10th() })

    const attempts: [string, Record<string, unknown>][] = [
      [GET, { id: subscription.id }],
      [UPDATE, { id: subscription.id, input: { intervalMonths: 3 } }],
      [action("pauseSubscription"), { id: subscription.id }],
      [action("resumeSubscription"), { id: subscription.id }],
      [action("skipNextSubscriptionRun"), { id: subscription.id }],
      [action("cancelSubscription"), { id: subscription.id }],
    ]
    for (const [query, variables] of attempts) {
      const { data, errors } = await graphql(app, query, variables, stranger)
      expect(errors?.[0]).toMatchObject({
        message: "No encontramos esa suscripción.",
        extensions: { code: "NOT_FOUND" },
      })
      expect(JSON.stringify(data ?? {})).not.toContain(subscription.id)
    }
    const unknown = await graphql(app, GET, { id: "sub_no_existe" }, stranger)
    expect(unknown.errors?.[0]).toMatchObject({
      message: "No encontramos esa suscripción.",
      extensions: { code: "NOT_FOUND" },
    })

    const theirs = ok(await graphql(app, `{ me { subscriptions { id } } }`, {}, stranger)).me.subscriptions
    expect(theirs.map((s: any) => s.id)).not.toContain(subscription.id)
    const unchanged = ok(await graphql(app, GET, { id: subscription.id }, owner)).subscription
    expect(unchanged).toMatchObject({ status: "ACTIVE", intervalMonths: 1, nextRunOn: nextMonth10th() })
  })
})

describe("admin", () => {
  it("lists, shows, pauses and cancels subscriptions", async () => {
    const { headers } = await newCustomer("Admin")
    const subscription = await subscribe(headers, { startOn: nextMonth10th() })
    const token = await adminToken()
    const me = ok(await graphql(app, `{ me { id } }`, {}, headers)).me

    const list = await engine("GET", `/admin/subscriptions?customer_id=${me.id}`, { token })
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({
      count: 1,
      subscriptions: [expect.objectContaining({ id: subscription.id, status: "active", next_run_on: nextMonth10th() })],
    })
    const shown = await engine("GET", `/admin/subscriptions/${subscription.id}`, { token })
    expect(shown.body.subscription).toMatchObject({
      id: subscription.id,
      customer_id: me.id,
      items: expect.any(Array),
      runs: [],
    })

    const paused = await engine("POST", `/admin/subscriptions/${subscription.id}/pause`, { token })
    expect(paused.body.subscription.status).toBe("paused")
    const cancelled = await engine("POST", `/admin/subscriptions/${subscription.id}/cancel`, { token })
    expect(cancelled.body.subscription.status).toBe("cancelled")
    expect(
      (await engine("GET", `/admin/subscriptions?status=cancelled&customer_id=${me.id}`, { token })).body.count
    ).toBe(1)

    expect((await engine("GET", "/admin/subscriptions/sub_no_existe", { token })).status).toBe(404)
    expect((await engine("GET", "/admin/subscriptions")).status).toBe(401)
    expect((await engine("POST", `/admin/subscriptions/${subscription.id}/run`)).status).toBe(401)
  })
})
