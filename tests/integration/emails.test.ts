import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { withClient } from "../../scripts/lib/postgres.js"
import { adminApi } from "../support/admin-api.js"
import { adminToken, engine } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { mailFiles, mailsTo, waitForMail } from "../support/mail.js"
import {
  US_ADDRESS,
  bearer,
  cartWithSkus,
  newCustomer,
  ok,
  readyForCompletion,
  variantIdsBySku,
} from "../support/shopper.js"

/**
 * The shop's e-mails (issue 15), against the real engine and the suite's SMTP
 * catcher: each goes through the engine's Notification Module, so it is also a
 * notification record that /admin-api/notifications lists.
 */
const mailDir = inject("mailDir")
let app: FastifyInstance
let admin: Record<string, string>

beforeAll(async () => {
  app = await buildGateway()
  admin = bearer(await adminToken())
})
afterAll(() => app.close())

const ORDER_READ = `query ($id: ID!, $receipt: String) { order(id: $id, receipt: $receipt) { id displayId email total { amount currencyCode } items { title quantity } } }`

/** A guest buys two teas and pays manually; `headers` carry the shopper's language. */
async function guestPurchase(headers: Record<string, string> = {}) {
  const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 2 }, headers)
  await readyForCompletion(app, cartId, headers)
  const before = new Set(mailFiles(mailDir))
  const placed = ok(
    await graphql(
      app,
      `mutation ($c: ID!) { completeCart(cartId: $c) { id displayId email receipt total { amount } } }`,
      { c: cartId },
      headers
    )
  ).completeCart
  return { ...placed, before } as {
    id: string
    displayId: number
    email: string
    receipt: string
    total: { amount: number }
    before: Set<string>
  }
}

const act = (resource: string, id: string, action: string, body: Record<string, unknown> = {}) =>
  adminApi(app, admin).act(resource, id, action, body)
const show = (resource: string, id: string) => adminApi(app, admin).show(resource, id)

/** Runs `change`, then waits for the e-mail to `to` whose subject holds `subject`. */
async function mailAfter(to: string, subject: string, change: () => Promise<unknown>) {
  const before = new Set(mailFiles(mailDir))
  await change()
  return waitForMail(mailDir, to, { since: before, subject })
}

const usd = (amount: number, tag: string) =>
  new Intl.NumberFormat(tag, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(amount)

describe.skipIf(!mailDir)("order placed", () => {
  it("a guest's GraphQL purchase → one e-mail in Spanish: number, lines, total, bank-transfer instructions and a signed link that opens the order", async () => {
    const order = await guestPurchase()
    const mail = await waitForMail(mailDir, order.email, { since: order.before, subject: `#${order.displayId}` })
    expect(mail.subject).toBe(`Recibimos tu pedido #${order.displayId}`)
    const { order: read } = ok(await graphql(app, ORDER_READ, { id: order.id, receipt: order.receipt }))
    for (const item of read.items) expect(mail.text).toContain(item.title)
    expect(mail.text).toContain(usd(order.total.amount, "es-419"))
    expect(mail.text).toContain("Cómo pagar por transferencia bancaria")
    expect(mail.text).toMatch(new RegExp(`Referencia.*\\n*.*${order.displayId}`))
    expect(mail.text).toContain("pagos@vitalia.test")
    expect(mail.html).toContain('lang="es"')

    const link = mail.links.find((url) => url.pathname === `/order-success/${order.id}`)
    expect(link, "the e-mail links to the order").toBeTruthy()
    expect(link!.origin).toBe(inject("publicUrl"))
    const receipt = link!.searchParams.get("receipt")!
    const { order: opened } = ok(await graphql(app, ORDER_READ, { id: order.id, receipt }))
    expect(opened.displayId).toBe(order.displayId)

    // A forged or altered signature opens nothing, and says nothing about the order.
    const [expires, signature] = receipt.split(".")
    for (const bad of [`${Number(expires) + 1}.${signature}`, `${expires}.${signature.slice(0, -2)}xx`]) {
      const answer = await graphql(app, ORDER_READ, { id: order.id, receipt: bad })
      expect(answer.errors?.[0].extensions?.code).toBe("NOT_FOUND")
    }
    // Only one e-mail for the order.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await mailsTo(mailDir, order.email, { since: order.before, subject: `#${order.displayId}` })).toHaveLength(1)
  })

  it("markup in the shopper's name and address arrives as text, never as markup", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    await readyForCompletion(app, cartId)
    // The gateway refuses < and > in addresses; the engine itself (its admin, an import) does not, so the e-mail must not trust it.
    const hostile = {
      first_name: '<img src=x onerror="alert(1)">',
      last_name: "Gómez",
      address_1: "<script>alert('x')</script> 1200 Brickell",
      city: "Miami",
      country_code: "us",
      province: "FL",
      postal_code: "33131",
    }
    expect((await engine("POST", `/store/carts/${cartId}`, { body: { shipping_address: hostile } })).status).toBe(200)
    const before = new Set(mailFiles(mailDir))
    const placed = ok(
      await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { displayId email } }`, { c: cartId })
    ).completeCart
    const mail = await waitForMail(mailDir, placed.email, { since: before, subject: `#${placed.displayId}` })
    expect(mail.html).not.toMatch(/<img src=x|<script>/)
    expect(mail.html).toContain("&lt;script&gt;")
    expect(mail.text).toContain("<script>alert('x')</script> 1200 Brickell")
  })

  it("in English for a shopper who chose English (the storefront's language cookie)", async () => {
    const order = await guestPurchase({ cookie: "vitalia_locale=en" })
    const mail = await waitForMail(mailDir, order.email, { since: order.before, subject: `#${order.displayId}` })
    expect(mail.subject).toBe(`We received your order #${order.displayId}`)
    expect(mail.text).toContain("How to pay by bank transfer")
    expect(mail.text).toContain(usd(order.total.amount, "en-US"))
    expect(mail.html).toContain('lang="en"')
  })
})

describe.skipIf(!mailDir)("after the order: shipped, delivered, refunded, returned, canceled", () => {
  let order: Awaited<ReturnType<typeof guestPurchase>>
  let fulfillmentId: string
  beforeAll(async () => {
    order = await guestPurchase()
    await waitForMail(mailDir, order.email, { since: order.before, subject: `#${order.displayId}` })
  })

  it("fulfil + ship from /admin-api → the shipment e-mail with the carrier's tracking number and link", async () => {
    await act("orders", order.id, "createFulfillment")
    fulfillmentId = (await show("orders", order.id)).fulfillments[0].id
    const mail = await mailAfter(order.email, "va en camino", () =>
      act("orders", order.id, "createShipment", {
        fulfillment_id: fulfillmentId,
        labels: [
          {
            tracking_number: "TRK-EMAIL-1",
            tracking_url: "https://tracking.example/TRK-EMAIL-1",
            label_url: "https://tracking.example/TRK-EMAIL-1.pdf",
          },
        ],
      })
    )
    expect(mail.subject).toBe(`Tu pedido #${order.displayId} va en camino`)
    expect(mail.text).toContain("TRK-EMAIL-1")
    expect(mail.links.map(String)).toContain("https://tracking.example/TRK-EMAIL-1")
    expect(mail.text).toMatch(/2 × /)
  })

  it("marked delivered → the delivery e-mail", async () => {
    const mail = await mailAfter(order.email, "fue entregado", () =>
      act("orders", order.id, "markDelivered", { fulfillment_id: fulfillmentId })
    )
    expect(mail.subject).toBe(`Tu pedido #${order.displayId} fue entregado`)
    expect(mail.text).toContain("Entregamos tu pedido")
  })

  it("a refund → the amount and how it comes back", async () => {
    const { payments } = await show("orders", order.id)
    await act("orders", order.id, "capturePayment", { payment_id: payments[0].id })
    const mail = await mailAfter(order.email, "Reembolso", () =>
      act("orders", order.id, "refundPayment", { payment_id: payments[0].id, amount: 3, note: "Cortesía" })
    )
    expect(mail.subject).toBe(`Reembolso de tu pedido #${order.displayId}`)
    expect(mail.text).toContain(`Te reembolsamos ${usd(3, "es-419")} del pedido #${order.displayId}`)
    expect(mail.text).toContain("Medio de reembolso:")
  })

  it("a return received → the products that came back", async () => {
    const {
      body: [location],
    } = await request(app.server)
      .get(
        `/admin-api/stock-locations?range=${encodeURIComponent("[0,0]")}&sort=${encodeURIComponent('["created_at","ASC"]')}`
      )
      .set(admin)
    const returnId = (await act("orders", order.id, "initiateReturn", { location_id: location.id })).return.id as string
    const line = (await show("returns", returnId)).order.items[0]
    await act("returns", returnId, "addItems", { items: [{ id: line.id, quantity: 1 }] })
    await act("returns", returnId, "confirmRequest")
    await act("returns", returnId, "startReceive")
    await act("returns", returnId, "receiveItems", { items: [{ id: line.id, quantity: 1 }] })
    const mail = await mailAfter(order.email, "devolución", () => act("returns", returnId, "confirmReceive"))
    expect(mail.subject).toBe(`Recibimos tu devolución del pedido #${order.displayId}`)
    expect(mail.text).toMatch(/1 × /)
  })

  it("an order canceled → the cancellation, with its products", async () => {
    const other = await guestPurchase()
    const mail = await mailAfter(other.email, "Cancelamos", () => act("orders", other.id, "cancel"))
    expect(mail.subject).toBe(`Cancelamos tu pedido #${other.displayId}`)
    expect(mail.text).toMatch(/2 × /)
  })
})

describe.skipIf(!mailDir)("accounts, partners and subscriptions", () => {
  it("registering (in English) → the welcome e-mail in English", async () => {
    const email = `bienvenida-${Date.now()}@vitalia.test`
    const mail = await mailAfter(email, "Welcome", async () =>
      ok(
        await graphql(
          app,
          `mutation ($i: RegisterInput!) { register(input: $i) { customer { id } } }`,
          { i: { email, password: "una-clave-larga-2026", firstName: "Grace" } },
          { cookie: "vitalia_locale=en" }
        )
      )
    )
    expect(mail.subject).toBe("Welcome to Vitalia")
    expect(mail.text).toContain("Hello Grace,")
    expect(mail.links.map((url) => url.pathname)).toContain("/account")
  })

  it("an enrollment recorded → the partner code and the personal store's link to share", async () => {
    const email = `socia-${Date.now()}@vitalia.test`
    const registered = await request(app.server)
      .post("/graphql")
      .set("content-type", "application/json")
      .send({
        query: `mutation ($i: RegisterInput!) { register(input: $i) { token } }`,
        variables: { i: { email, password: "una-clave-larga-2026", firstName: "Clara" } },
      })
    const headers = bearer(registered.body.data.register.token)
    const { cartId } = await cartWithSkus(app, { "KIT-INSCRIPCION-BASICO": 1 }, headers)
    ok(
      await graphql(
        app,
        `mutation ($c: ID!) { setEnrollment(cartId: $c, personalStoreName: "carolina") { cart { id } } }`,
        { c: cartId },
        headers
      )
    )
    await readyForCompletion(app, cartId, headers)
    ok(
      await graphql(
        app,
        `mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`,
        { c: cartId, i: { email } },
        headers
      )
    )
    const mail = await mailAfter(email, "socio", async () =>
      ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId }, headers))
    )
    expect(mail.subject).toBe("Ya eres socio de Vitalia")
    expect(mail.text).toMatch(/Tu código de socio: VIT-\d+/)
    const store = mail.links.find((url) => url.pathname === "/enrollment")
    expect(store?.searchParams.get("store")).toBeTruthy()
  })

  const sql = (text: string, values: unknown[]) =>
    withClient(inject("databaseUrl"), async (db) => (await db.query(text, values)).rows)
  const adminRun = async (id: string) =>
    (await engine("POST", `/admin/subscriptions/${id}/run`, { token: await adminToken() })).body.run
  async function subscription(name: string, startOn?: string) {
    const { headers, email } = await newCustomer(name)
    const us = (await graphql(app, `{ regions { id name } }`)).data!.regions.find(
      (r: any) => r.name === "Estados Unidos"
    )
    const variants = await variantIdsBySku(app, us.id)
    const input = {
      regionId: us.id,
      intervalMonths: 1,
      items: [{ variantId: variants["TE-VERDE-HERBAL-30"], quantity: 2 }],
      shippingAddress: US_ADDRESS,
      ...(startOn ? { startOn } : {}),
    }
    const created = ok(
      await graphql(
        app,
        `mutation ($input: CreateSubscriptionInput!) { createSubscription(input: $input) { id } }`,
        { input },
        headers
      )
    ).createSubscription
    return { id: created.id as string, email }
  }
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

  it("a subscription run placed → its order, said as the subscription's (not a second confirmation)", async () => {
    const sub = await subscription("Autoenvio")
    const before = new Set(mailFiles(mailDir))
    const run = await adminRun(sub.id)
    const orderId =
      run.order_id ?? (await sql(`select id from "order" where metadata->>'subscription_id' = $1`, [sub.id]))[0].id
    const mail = await waitForMail(mailDir, sub.email, { since: before, subject: "suscripción generó" })
    expect(mail.text).toContain("creamos el pedido #")
    expect(mail.links.map((url) => url.pathname)).toContain(`/account/orders/${orderId}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await mailsTo(mailDir, sub.email, { since: before, subject: "Recibimos tu pedido" })).toEqual([])
  })

  it("a subscription run failed → what to fix, in the customer's language, without the engine's words", async () => {
    const sub = await subscription("Fallida")
    await sql(`update subscription set payment_provider_id = 'pp_retirado' where id = $1`, [sub.id])
    const mail = await mailAfter(sub.email, "No pudimos crear", () => adminRun(sub.id))
    expect(mail.text).toContain("Motivo: No pudimos cobrar con el medio de pago de tu suscripción.")
    expect(mail.text).not.toContain("pp_retirado")
    expect(mail.links.map((url) => url.pathname)).toContain(`/account/subscription/${sub.id}`)
  })

  it("a subscription running within 3 days → one reminder per period", async () => {
    const sub = await subscription("Recordar", inDays(2))
    const send = async () =>
      expect((await engine("POST", "/admin/subscriptions/send-reminders", { token: await adminToken() })).status).toBe(
        200
      )
    const mail = await mailAfter(sub.email, "próximo envío", send)
    expect(mail.text).toMatch(/2 × /)
    const before = new Set(mailFiles(mailDir))
    await send()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await mailsTo(mailDir, sub.email, { since: before })).toEqual([])
  })
})

describe.skipIf(!mailDir)("find my order (guests)", () => {
  const FIND = `mutation ($email: String!, $n: Int!) { requestOrderLink(email: $email, orderNumber: $n) }`

  it("the e-mail and number of an order → its signed link by e-mail; any other pair → the same answer and no e-mail", async () => {
    const order = await guestPurchase()
    await waitForMail(mailDir, order.email, { since: order.before, subject: `#${order.displayId}` })
    const mail = await mailAfter(order.email, "El enlace a tu pedido", async () =>
      expect(
        ok(await graphql(app, FIND, { email: order.email.toUpperCase(), n: order.displayId })).requestOrderLink
      ).toBe(true)
    )
    expect(mail.subject).toBe(`El enlace a tu pedido #${order.displayId}`)
    const link = mail.links.find((url) => url.pathname === `/order-success/${order.id}`)!
    expect(
      ok(await graphql(app, ORDER_READ, { id: order.id, receipt: link.searchParams.get("receipt") })).order.displayId
    ).toBe(order.displayId)

    const before = new Set(mailFiles(mailDir))
    const stranger = `nadie-${Date.now()}@vitalia.test`
    expect(ok(await graphql(app, FIND, { email: stranger, n: order.displayId })).requestOrderLink).toBe(true)
    expect(ok(await graphql(app, FIND, { email: order.email, n: order.displayId + 100_000 })).requestOrderLink).toBe(
      true
    )
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await mailsTo(mailDir, stranger, { since: before })).toEqual([])
    expect(await mailsTo(mailDir, order.email, { since: before })).toEqual([])
  })

  it("a malformed e-mail is BAD_USER_INPUT in the shopper's language; past the attempt budget, TOO_MANY_REQUESTS like sign-in", async () => {
    const bad = await graphql(app, FIND, { email: "no-es-un-correo", n: 1 })
    expect(bad.errors?.[0]).toMatchObject({
      message: "Escribe un correo electrónico válido.",
      extensions: { code: "BAD_USER_INPUT", field: "email" },
    })
    const limited = await buildGateway({ AUTH_RATE_LIMIT: "2", AUTH_RATE_WINDOW_MS: "60000", LOG_LEVEL: "error" })
    try {
      for (let i = 0; i < 2; i++)
        expect(ok(await graphql(limited, FIND, { email: "alguien@vitalia.test", n: 1000 + i })).requestOrderLink).toBe(
          true
        )
      const refused = await graphql(limited, FIND, { email: "alguien@vitalia.test", n: 1002 })
      expect(refused.status).toBe(429)
      expect(refused.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS")
    } finally {
      await limited.close()
    }
  })
})

describe.skipIf(!mailDir)("the notifications in the back-office", () => {
  it("/admin-api/notifications lists every e-mail sent: to, template, status, created", async () => {
    const order = await guestPurchase()
    await waitForMail(mailDir, order.email, { since: order.before, subject: `#${order.displayId}` })
    const filter = encodeURIComponent(JSON.stringify({ q: order.email }))
    const response = await request(app.server)
      .get(`/admin-api/notifications?filter=${filter}&range=${encodeURIComponent("[0,9]")}`)
      .set(admin)
    expect(response.status).toBe(200)
    const mine = (response.body as any[]).filter((n) => n.to === order.email)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ to: order.email, channel: "email", template: "order-placed", status: "success" })
    expect(mine[0].created_at).toBeTruthy()

    // The detail's preview renders the e-mail again; "resend" sends it again as a new notification.
    const { preview } = await act("notifications", mine[0].id, "preview")
    expect(preview.subject).toBe(`Recibimos tu pedido #${order.displayId}`)
    expect(preview.html).toContain("Cómo pagar por transferencia bancaria")
    const again = await mailAfter(order.email, `#${order.displayId}`, () => act("notifications", mine[0].id, "resend"))
    expect(again.subject).toBe(`Recibimos tu pedido #${order.displayId}`)
    const { body: after } = await request(app.server)
      .get(`/admin-api/notifications?filter=${filter}&range=${encodeURIComponent("[0,9]")}`)
      .set(admin)
    const resent = (after as any[]).find((n) => n.original_notification_id === mine[0].id)
    expect(resent).toMatchObject({ template: "order-placed", status: "success", to: order.email })
  })
})

describe.skipIf(!mailDir)("e-mails made in the same millisecond", () => {
  it("page through the engine's /admin/emails (the back-office's list past 1 000 e-mails) each once, in one order", async () => {
    const order = await guestPurchase()
    await waitForMail(mailDir, order.email, { since: order.before, subject: `#${order.displayId}` })
    const token = await adminToken()
    const list = async (limit: number, offset: number, sort = "") => {
      const query = `q=${encodeURIComponent(order.email)}&fields=id&limit=${limit}&offset=${offset}${sort && `&order=${sort}`}`
      const answer = await engine("GET", `/admin/emails?${query}`, { token })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return (answer.body as { emails: { id: string }[] }).emails.map((email) => email.id)
    }
    const [first] = await list(1, 0)
    for (let i = 0; i < 14; i++) await act("notifications", first, "resend")
    // The engine stamps a record's creation time to the millisecond, in its own process, so e-mails
    // two subscribers send for one event can share it. Here eight of the fifteen do, between three
    // older and four newer ones made before and after them: pages of 5 cut through the tie.
    await withClient(inject("databaseUrl"), (db) =>
      db.query(
        `WITH ranked AS (SELECT id, row_number() OVER (ORDER BY id) AS r FROM notification WHERE "to" = $1)
         UPDATE notification SET created_at = '2026-01-15T10:00:00Z'::timestamptz
           + make_interval(secs => CASE WHEN r BETWEEN 4 AND 11 THEN 0 WHEN r < 4 THEN -4 - r ELSE r - 8 END)
         FROM ranked WHERE notification.id = ranked.id`,
        [order.email]
      )
    )
    for (const sort of ["", "-created_at", "created_at"]) {
      const whole = await list(15, 0, sort)
      expect(new Set(whole).size).toBe(15)
      const pages = [...(await list(5, 0, sort)), ...(await list(5, 5, sort)), ...(await list(5, 10, sort))]
      expect(pages, `pages of 5 ${sort ? `by ${sort}` : "in the default order"}`).toEqual(whole)
    }
  })
})
