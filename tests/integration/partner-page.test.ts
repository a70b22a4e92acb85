import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import request from "supertest"
import { ENGLISH, buildGateway, graphql } from "../support/gateway.js"
import { adminToken, engine, engineCallsDuring, eventually, registerShopper, variantId } from "../support/engine.js"
import { bearer, cartWithSkus, newCustomer, ok, readyForCompletion } from "../support/shopper.js"

/**
 * Issue #39: a partner's own page (`myPartner`). Partners made here, each with its own customer
 * account and personal store, so the figures start from nothing and other suites' orders through
 * the demo stores do not move them: "Carolina" (sponsored by "Madrina", sponsoring "Recluta"), and
 * another partner. A guest buys through Carolina's store; only Carolina sees it.
 */
let app: FastifyInstance
let carolina: { headers: Record<string, string>; partnerId: string; store: string }
let other: { headers: Record<string, string>; partnerId: string; store: string }
let madrina: { partnerId: string }

const MY_PARTNER = `{ myPartner {
  code name active joinedAt
  personalStore { name title active }
  sponsor { code name }
  figures {
    thisMonth { month visits orders totals { amount currencyCode } }
    lastTwelveMonths { visits orders totals { amount currencyCode } }
    months { month visits orders }
    recruits
  }
  referredOrders(first: 5) { totalCount nodes { id displayId createdAt status buyer total { amount currencyCode } } pageInfo { hasNextPage endCursor } }
  recruits(first: 5) { totalCount nodes { code name joinedAt } }
} }`

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function partnerWithStore(name: string, sponsorId: string | null, withAccount = true) {
  const admin = await adminToken()
  const shopper = withAccount ? await registerShopper({ first_name: name, last_name: "Prueba" }) : null
  const created = await engine("POST", "/admin/partners", {
    token: admin,
    body: { name: `${name} Prueba`, customer_id: shopper?.customerId ?? null, sponsor_id: sponsorId },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const partnerId = created.body.partner.id as string
  const store = `${name.toLowerCase()}-${suffix()}`
  const made = await engine("POST", "/admin/personal-stores", {
    token: admin,
    body: { name: store, title: `La tienda de ${name}`, partner_id: partnerId },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return { headers: shopper ? bearer(shopper.token) : {}, partnerId, store }
}

/** A guest's order through `store`: the referral set from the link, then checkout. */
async function guestBuysThrough(store: string) {
  const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 2 })
  ok(
    await graphql(
      app,
      `mutation ($cartId: ID!, $store: String) { setReferral(cartId: $cartId, personalStoreName: $store) { id } }`,
      { cartId, store }
    )
  )
  await readyForCompletion(app, cartId)
  return ok(
    await graphql(
      app,
      `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id displayId total { amount currencyCode } } }`,
      { cartId }
    )
  ).completeCart as { id: string; displayId: number; total: { amount: number; currencyCode: string } }
}

/** Carolina's page once `ready` holds for it (the ledger is written just after the engine answers). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page as GraphQL answers it, read by the assertions
async function figuresWhen(partner: { headers: Record<string, string> }, ready: (page: any) => boolean): Promise<any> {
  return eventually(async () => {
    const page = ok(await graphql(app, MY_PARTNER, {}, partner.headers)).myPartner
    return ready(page) ? page : null
  }, 5_000)
}

const usd = (totals: { amount: number; currencyCode: string }[]) =>
  totals.find((t) => t.currencyCode === "usd")?.amount ?? 0

beforeAll(async () => {
  app = await buildGateway()
  madrina = await partnerWithStore("Madrina", null, false)
  carolina = await partnerWithStore("Carolina", madrina.partnerId)
  other = await partnerWithStore("Otra", null)
  await partnerWithStore("Recluta", carolina.partnerId, false)
})

afterAll(async () => {
  await app?.close()
})

describe("a partner's own page (myPartner)", () => {
  it("shows the partner's store, sponsor and recruits, and the figures grow after a referred purchase", async () => {
    const before = ok(await graphql(app, MY_PARTNER, {}, carolina.headers)).myPartner
    expect(before).toMatchObject({
      name: "Carolina Prueba",
      active: true,
      personalStore: { name: carolina.store, title: "La tienda de Carolina", active: true },
      sponsor: { name: "Madrina Prueba" },
      figures: { thisMonth: { orders: 0, totals: [] }, lastTwelveMonths: { orders: 0 }, recruits: 1 },
      referredOrders: { totalCount: 0, nodes: [] },
      recruits: { totalCount: 1, nodes: [{ name: "Recluta Prueba" }] },
    })
    expect(before.figures.months).toHaveLength(12)
    expect(before.figures.months[11].month).toBe(before.figures.thisMonth.month)

    const order = await guestBuysThrough(carolina.store)

    // The month figures come from the referral ledger, written when the engine handles order.placed.
    const after = await figuresWhen(carolina, (p) => p.figures.thisMonth.orders > before.figures.thisMonth.orders)
    expect(after.figures.thisMonth.orders).toBe(before.figures.thisMonth.orders + 1)
    expect(usd(after.figures.thisMonth.totals)).toBeCloseTo(
      usd(before.figures.thisMonth.totals) + order.total.amount,
      2
    )
    expect(after.figures.lastTwelveMonths.orders).toBe(1)
    expect(after.figures.months[11].orders).toBe(1)
    expect(after.referredOrders.totalCount).toBe(1)
    // The buyer is a first name and an initial, never an address or e-mail.
    expect(after.referredOrders.nodes[0]).toMatchObject({
      id: order.id,
      displayId: order.displayId,
      buyer: "Lucía G.",
      total: { amount: order.total.amount, currencyCode: "usd" },
    })
    expect(JSON.stringify(after)).not.toMatch(/@vitalia\.test|Brickell/)

    // The back-office's partner screen shows the same figures, from the same engine code.
    const shown = await request(app.server)
      .get(`/admin-api/partners/${carolina.partnerId}`)
      .set(bearer(await adminToken()))
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({
      this_month_orders: after.figures.thisMonth.orders,
      twelve_months_orders: after.figures.lastTwelveMonths.orders,
      recruits: 1,
      this_month_totals: [{ currency_code: "usd", amount: usd(after.figures.thisMonth.totals) }],
    })
    expect(shown.body.referral_months).toHaveLength(12)
    expect(shown.body.referred_orders.map((o: { display_id: number }) => o.display_id)).toContain(order.displayId)
  })

  it("another partner and a plain shopper cannot read Carolina's figures", async () => {
    const order = await guestBuysThrough(carolina.store)
    const theirs = ok(await graphql(app, MY_PARTNER, {}, other.headers)).myPartner
    expect(theirs.name).toBe("Otra Prueba")
    expect(theirs.figures.thisMonth.orders).toBe(0)
    expect(theirs.referredOrders).toEqual({
      totalCount: 0,
      nodes: [],
      pageInfo: { hasNextPage: false, endCursor: null },
    })
    expect(JSON.stringify(theirs)).not.toContain(String(order.id))

    const shopper = await newCustomer("Compradora")
    expect(ok(await graphql(app, MY_PARTNER, {}, shopper.headers)).myPartner).toBeNull()
    expect(ok(await graphql(app, MY_PARTNER)).myPartner).toBeNull()

    // Straight at the engine too: the routes only ever read the caller's own partner.
    const token = shopper.headers.authorization.replace("Bearer ", "")
    expect((await engine("GET", "/store/partners/me/figures", { token })).status).toBe(404)
    expect((await engine("GET", "/store/partners/me/referred-orders")).status).toBe(401)
  })

  it("counts a visit through the store's link once per browser session, for that partner only", async () => {
    const before = ok(await graphql(app, MY_PARTNER, {}, carolina.headers)).myPartner.figures
    const othersBefore = ok(await graphql(app, MY_PARTNER, {}, other.headers)).myPartner.figures
    const VISIT = `mutation ($store: String!) { recordStoreVisit(personalStoreName: $store) }`
    const visit = (browser: ReturnType<typeof request.agent>, store: string) =>
      browser
        .post("/graphql")
        .set("content-type", "application/json")
        .set("origin", "http://localhost:8080")
        .send({ query: VISIT, variables: { store } })

    // A guest's browser opens /?store=<Carolina's store>; the storefront asks once per page.
    const guest = request.agent(app.server)
    const first = await visit(guest, carolina.store.toUpperCase())
    expect(first.body.data).toEqual({ recordStoreVisit: true })
    const cookie = String(first.headers["set-cookie"] ?? "")
    // A cookie that ends with the browser session (no Max-Age, no Expires) naming only the store.
    expect(cookie).toContain(`vitalia_session_visits=${carolina.store};`)
    expect(cookie).not.toMatch(/max-age|expires/i)
    const counted = ok(await graphql(app, MY_PARTNER, {}, carolina.headers)).myPartner.figures
    expect(counted.thisMonth.visits).toBe(before.thisMonth.visits + 1)
    expect(counted.months[11].visits).toBe(before.months[11].visits + 1)
    expect(counted.lastTwelveMonths.visits).toBe(before.lastTwelveMonths.visits + 1)

    // A reload in the same browser session asks again, and is not counted.
    expect((await visit(guest, carolina.store)).body.data).toEqual({ recordStoreVisit: false })
    const reloaded = ok(await graphql(app, MY_PARTNER, {}, carolina.headers)).myPartner.figures
    expect(reloaded.thisMonth.visits).toBe(counted.thisMonth.visits)

    // Another browser session is another visit.
    expect((await visit(request.agent(app.server), carolina.store)).body.data).toEqual({ recordStoreVisit: true })
    expect(ok(await graphql(app, MY_PARTNER, {}, carolina.headers)).myPartner.figures.thisMonth.visits).toBe(
      counted.thisMonth.visits + 1
    )

    // Carolina's visits are hers alone: the other partner's figures did not move, and a shopper
    // or a guest has no figures to read.
    const others = ok(await graphql(app, MY_PARTNER, {}, other.headers)).myPartner.figures
    expect(others.thisMonth.visits).toBe(othersBefore.thisMonth.visits)
    expect(others.lastTwelveMonths.visits).toBe(othersBefore.lastTwelveMonths.visits)
    const shopper = await newCustomer("Curiosa")
    expect(ok(await graphql(app, MY_PARTNER, {}, shopper.headers)).myPartner).toBeNull()
    expect(ok(await graphql(app, `{ myPartner { figures { thisMonth { visits } } } }`)).myPartner).toBeNull()

    // An unknown store counts nothing, and says so in the asker's language.
    const unknown = await graphql(app, VISIT, { store: "no-existe-esta-tienda" })
    expect(unknown.errors?.[0]).toMatchObject({
      message: "No encontramos esa tienda personal.",
      extensions: { code: "NOT_FOUND", field: "personalStoreName" },
    })
    const english = await graphql(app, VISIT, { store: "no-such-store-here" }, ENGLISH)
    expect(english.errors?.[0].message).toBe("We could not find that personal store.")
  })

  it("takes a canceled referred order out of the month's figures and keeps it in the list as canceled", async () => {
    const order = await guestBuysThrough(carolina.store)
    const counted = await figuresWhen(carolina, (p) =>
      p.referredOrders.nodes.some((o: { id: string }) => o.id === order.id)
    )
    const withIt = await figuresWhen(
      carolina,
      (p) => p.figures.lastTwelveMonths.orders === counted.referredOrders.totalCount
    )
    const canceled = await engine("POST", `/admin/orders/${order.id}/cancel`, { token: await adminToken() })
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)

    const after = await figuresWhen(carolina, (p) => p.figures.thisMonth.orders === withIt.figures.thisMonth.orders - 1)
    expect(usd(after.figures.thisMonth.totals)).toBeCloseTo(
      usd(withIt.figures.thisMonth.totals) - order.total.amount,
      2
    )
    expect(after.figures.lastTwelveMonths.orders).toBe(withIt.figures.lastTwelveMonths.orders - 1)
    expect(after.referredOrders.totalCount).toBe(withIt.referredOrders.totalCount)
    expect(after.referredOrders.nodes.find((o: { id: string }) => o.id === order.id)).toMatchObject({
      status: "canceled",
    })
  })

  it("counts an edited referred order at its new total", async () => {
    const order = await guestBuysThrough(carolina.store)
    const before = await figuresWhen(
      carolina,
      (p) => p.figures.lastTwelveMonths.orders === p.referredOrders.totalCount - 1
    )
    const token = await adminToken()
    const begun = await engine("POST", "/admin/order-edits", { token, body: { order_id: order.id } })
    expect(begun.status, JSON.stringify(begun.body)).toBe(200)
    const added = await engine("POST", `/admin/order-edits/${order.id}/items`, {
      token,
      body: { items: [{ variant_id: await variantId("TE-VERDE-HERBAL-30"), quantity: 1 }] },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect((await engine("POST", `/admin/order-edits/${order.id}/request`, { token })).status).toBe(200)
    const confirmed = await engine("POST", `/admin/order-edits/${order.id}/confirm`, { token })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    const newTotal = Number(confirmed.body.order_preview?.total ?? NaN)
    expect(newTotal).toBeGreaterThan(order.total.amount)

    // `before` counted the order at its first total; now it counts at the edited one.
    const after = await figuresWhen(
      carolina,
      (p) => usd(p.figures.thisMonth.totals) > usd(before.figures.thisMonth.totals) + 0.001
    )
    expect(after.figures.thisMonth.orders).toBe(before.figures.thisMonth.orders)
    expect(usd(after.figures.thisMonth.totals)).toBeCloseTo(
      usd(before.figures.thisMonth.totals) + newTotal - order.total.amount,
      2
    )
  })

  it("shows the demo partner Carolina a year of visits and her seeded orders in their months", async () => {
    const { body } = await engine("GET", "/store/personal-stores/carolina")
    const shown = await request(app.server)
      .get(`/admin-api/partners/${body.personal_store.partner.id as string}`)
      .set(bearer(await adminToken()))
    expect(shown.status).toBe(200)
    const months = shown.body.referral_months as { month: string; visits: number; orders: number }[]
    expect(months).toHaveLength(12)
    // Every month before this one has visits, and more of them than orders.
    for (const m of months.slice(0, 11)) {
      expect(m.visits, m.month).toBeGreaterThan(0)
      expect(m.visits, m.month).toBeGreaterThan(m.orders)
    }
    expect(months.reduce((n, m) => n + m.orders, 0)).toBeGreaterThan(0)
  })

  it("answers the whole page with one call to the engine, and a later page with its own", async () => {
    let page: unknown
    const calls = await engineCallsDuring(async () => {
      page = ok(await graphql(app, MY_PARTNER, {}, carolina.headers)).myPartner
    })
    // A bearer client is first identified for the cost budget (gateway/src/context.ts, client); a
    // browser's sealed session is not. The page itself is one call.
    expect(calls.sort()).toEqual(["GET /store/customers/me", "GET /store/partners/me/page"])
    expect(page).toMatchObject({ name: "Carolina Prueba", recruits: { totalCount: 1 } })
    // From a cursor, the list asks for its own page; the rest still comes in the one call.
    const later = await engineCallsDuring(() =>
      graphql(
        app,
        `{ myPartner { name figures { recruits } referredOrders(first: 1, after: "${Buffer.from("o:1").toString("base64url")}") { totalCount } } }`,
        {},
        carolina.headers
      )
    )
    expect(later.sort()).toEqual([
      "GET /store/customers/me",
      "GET /store/partners/me/page",
      "GET /store/partners/me/referred-orders",
    ])
  })

  it("pages the referred orders, and refuses page sizes out of range in the asker's language", async () => {
    const first = ok(
      await graphql(
        app,
        `{ myPartner { referredOrders(first: 1) { totalCount nodes { displayId } pageInfo { hasNextPage endCursor } } } }`,
        {},
        carolina.headers
      )
    ).myPartner.referredOrders
    expect(first.totalCount).toBeGreaterThanOrEqual(2)
    expect(first.pageInfo.hasNextPage).toBe(true)
    const second = ok(
      await graphql(
        app,
        `query ($after: String) { myPartner { referredOrders(first: 1, after: $after) { nodes { displayId } } } }`,
        { after: first.pageInfo.endCursor },
        carolina.headers
      )
    ).myPartner.referredOrders
    expect(second.nodes[0].displayId).toBeLessThan(first.nodes[0].displayId)

    const tooMany = await graphql(app, `{ myPartner { recruits(first: 51) { totalCount } } }`, {}, carolina.headers)
    expect(tooMany.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } })
    expect(tooMany.errors?.[0].message).toMatch(/entre 1 y 50/)
    const english = await graphql(
      app,
      `{ myPartner { referredOrders(first: 0) { totalCount } } }`,
      {},
      { ...carolina.headers, ...ENGLISH }
    )
    expect(english.errors?.[0].message).toMatch(/1 to 50/)
  })
})
