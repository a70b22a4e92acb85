import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { adminToken } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { mailFiles, mailsTo, waitForMail } from "../support/mail.js"
import { bearer, cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

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
  const placed = ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id displayId email receipt total { amount } } }`, { c: cartId }, headers)).completeCart
  return { ...placed, before } as { id: string; displayId: number; email: string; receipt: string; total: { amount: number }; before: Set<string> }
}

const usd = (amount: number, tag: string) => new Intl.NumberFormat(tag, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(amount)

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

  it("in English for a shopper who chose English (the storefront's language cookie)", async () => {
    const order = await guestPurchase({ cookie: "vitalia_locale=en" })
    const mail = await waitForMail(mailDir, order.email, { since: order.before, subject: `#${order.displayId}` })
    expect(mail.subject).toBe(`We received your order #${order.displayId}`)
    expect(mail.text).toContain("How to pay by bank transfer")
    expect(mail.text).toContain(usd(order.total.amount, "en-US"))
    expect(mail.html).toContain('lang="en"')
  })
})

describe.skipIf(!mailDir)("shipment created", () => {
  it("fulfil + ship from /admin-api → the shipment e-mail with the carrier's tracking number and link", async () => {
    const order = await guestPurchase()
    await waitForMail(mailDir, order.email, { since: order.before, subject: `#${order.displayId}` })
    const act = async (action: string, body: Record<string, unknown> = {}) => {
      const response = await request(app.server).post(`/admin-api/orders/${order.id}/actions/${action}`).set(admin).send(body)
      expect(response.status, JSON.stringify(response.body)).toBe(200)
    }
    await act("createFulfillment")
    const { body: shown } = await request(app.server).get(`/admin-api/orders/${order.id}`).set(admin)
    const before = new Set(mailFiles(mailDir))
    await act("createShipment", { fulfillment_id: shown.fulfillments[0].id, labels: [{ tracking_number: "TRK-EMAIL-1", tracking_url: "https://tracking.example/TRK-EMAIL-1", label_url: "https://tracking.example/TRK-EMAIL-1.pdf" }] })
    const mail = await waitForMail(mailDir, order.email, { since: before })
    expect(mail.subject).toBe(`Tu pedido #${order.displayId} va en camino`)
    expect(mail.text).toContain("TRK-EMAIL-1")
    expect(mail.links.map(String)).toContain("https://tracking.example/TRK-EMAIL-1")
    expect(mail.text).toMatch(/2 × /)
  })
})

describe.skipIf(!mailDir)("the notifications in the back-office", () => {
  it("/admin-api/notifications lists every e-mail sent: to, template, status, created", async () => {
    const order = await guestPurchase()
    await waitForMail(mailDir, order.email, { since: order.before, subject: `#${order.displayId}` })
    const filter = encodeURIComponent(JSON.stringify({ q: order.email }))
    const response = await request(app.server).get(`/admin-api/notifications?filter=${filter}&range=${encodeURIComponent("[0,9]")}`).set(admin)
    expect(response.status).toBe(200)
    const mine = (response.body as any[]).filter((n) => n.to === order.email)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ to: order.email, channel: "email", template: "order-placed", status: "success" })
    expect(mine[0].created_at).toBeTruthy()
  })
})
