import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appMessages } from "../../admin/src/i18n/app.js"
import { timelineOf } from "../../admin/src/orders/timeline.js"
import { demoAdmin, demoStaff } from "../../commerce/src/scripts/seed/accounts.js"
import { adminApi } from "../support/admin-api.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { bearer, cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

/**
 * An order's history in the back-office (issue 17): placed, payment captured, fulfilment created,
 * shipment, return requested and a staff note (the shop's order-note module), each done through
 * /admin-api as the order detail does it, then the order read back as the detail reads it and its
 * timeline built by the same function the screen uses.
 */
let app: FastifyInstance
const as: Record<string, Record<string, string>> = {}

async function signIn(email: string, password: string) {
  const response = await request(app.server).post("/admin-api/auth/login").send({ email, password })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return bearer(response.body.token as string)
}

beforeAll(async () => {
  app = await buildGateway()
  as.owner = await signIn(demoAdmin.email, demoAdmin.password)
  for (const role of ["operations", "catalogue"]) {
    const member = demoStaff.find((m) => m.role === role)!
    as[role] = await signIn(member.email, member.password)
  }
})
afterAll(() => app.close())

async function storefrontOrder(): Promise<string> {
  const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 2 })
  await readyForCompletion(app, cartId)
  return ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId })).completeCart
    .id as string
}

async function firstLocation() {
  const query = `range=${encodeURIComponent("[0,0]")}&sort=${encodeURIComponent(JSON.stringify(["created_at", "ASC"]))}`
  const { body } = await request(app.server).get(`/admin-api/stock-locations?${query}`).set(as.owner)
  return body[0].id as string
}

describe("the order timeline", () => {
  let orderId: string
  beforeAll(async () => {
    orderId = await storefrontOrder()
  })

  it("has placed, payment captured, fulfilment created, shipment, return requested and the note, in that order, the note with its author", async () => {
    const owner = adminApi(app, as.owner)
    const operations = adminApi(app, as.operations)
    const { payments } = await owner.show("orders", orderId)
    await owner.act("orders", orderId, "capturePayment", { payment_id: payments[0].id })
    await owner.act("orders", orderId, "createFulfillment")
    const { fulfillments } = await owner.show("orders", orderId)
    await owner.act("orders", orderId, "createShipment", {
      fulfillment_id: fulfillments[0].id,
      labels: [
        {
          tracking_number: "TRK-NOTA",
          tracking_url: "https://tracking.example/TRK-NOTA",
          label_url: "https://tracking.example/TRK-NOTA.pdf",
        },
      ],
    })
    const returnId = (await owner.act("orders", orderId, "initiateReturn", { location_id: await firstLocation() }))
      .return.id as string
    const opened = await owner.show("returns", returnId)
    await owner.act("returns", returnId, "addItems", { items: [{ id: opened.order.items[0].id, quantity: 1 }] })
    await owner.act("returns", returnId, "confirmRequest")
    // Operations staff see orders, so they may add notes; the text is kept as written, trimmed.
    const added = await operations.act("orders", orderId, "addNote", {
      text: "  Llamó la clienta: prefiere el reembolso a la tienda.  ",
    })
    expect(added.order_note).toMatchObject({
      order_id: orderId,
      text: "Llamó la clienta: prefiere el reembolso a la tienda.",
      author_email: demoStaff.find((m) => m.role === "operations")!.email,
    })

    const order = await owner.show("orders", orderId)
    expect(order.notes).toHaveLength(1)
    const events = timelineOf(order)
    const kinds = events.map((event) => event.kind)
    // Oldest first, the six the issue asks for in the order they happened (a return is requested
    // when the engine confirms its request: "return.confirmed", "Devolución solicitada").
    const wanted = ["placed", "captured", "fulfilled", "shipped", "return.confirmed", "note"]
    const oldestFirst = [...kinds].reverse()
    const positions = wanted.map((kind) => oldestFirst.indexOf(kind))
    expect(
      positions.every((position) => position >= 0),
      kinds.join(", ")
    ).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    // …named in Spanish as the screen names them.
    const words = appMessages.es.timeline
    expect([words.placed, words.captured, words.fulfilled, words.shipped, words.return.confirmed, words.note]).toEqual([
      "Pedido realizado",
      "Pago cobrado",
      "Preparación creada",
      "Envío registrado",
      "Devolución solicitada",
      "Nota",
    ])
    expect(events[0]).toMatchObject({
      kind: "note",
      detail: "Llamó la clienta: prefiere el reembolso a la tienda.",
      by: demoStaff.find((m) => m.role === "operations")!.email,
    })
    expect(events.find((event) => event.kind === "shipped")?.detail).toBe("TRK-NOTA")
  })

  it("keeps several notes oldest first, each with its own author", async () => {
    await adminApi(app, as.owner).act("orders", orderId, "addNote", { text: "Reembolso aprobado." })
    const { notes } = await adminApi(app, as.owner).show("orders", orderId)
    expect(notes.map((n: { text: string }) => n.text)).toEqual([
      "Llamó la clienta: prefiere el reembolso a la tienda.",
      "Reembolso aprobado.",
    ])
    expect(notes[1].author_email).toBe(demoAdmin.email)
  })

  it("refuses an empty note or one of blanks (400, coded, in Spanish), and one too long", async () => {
    for (const text of ["", "   "]) {
      const refused = await request(app.server)
        .post(`/admin-api/orders/${orderId}/actions/addNote`)
        .set(as.owner)
        .send({ text })
      expect(refused.status, JSON.stringify(refused.body)).toBe(400)
      expect(refused.body.code).toBe("BAD_REQUEST")
      expect(refused.body.message, text).toMatch(
        /^Revisa los datos: text (no puede tener menos de 1 caracteres|no tiene el formato esperado)$/
      )
      expect(refused.body.errors).toHaveProperty("text")
    }
    const long = await request(app.server)
      .post(`/admin-api/orders/${orderId}/actions/addNote`)
      .set(as.owner)
      .send({ text: "x".repeat(2001) })
    expect(long.status).toBe(400)
    const missing = await request(app.server)
      .post(`/admin-api/orders/${orderId}/actions/addNote`)
      .set(as.owner)
      .send({})
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toHaveProperty("text")
    expect((await adminApi(app, as.owner).show("orders", orderId)).notes).toHaveLength(2)
  })

  it("answers 404 for a note on an order that does not exist", async () => {
    const refused = await request(app.server)
      .post("/admin-api/orders/order_01NOTTHERE00000000000000/actions/addNote")
      .set(as.owner)
      .send({ text: "¿Existe?" })
    expect(refused.status, JSON.stringify(refused.body)).toBe(404)
    expect(refused.body.code).toBe("NOT_FOUND")
  })

  it("refuses notes to a role that does not see orders (403)", async () => {
    const refused = await request(app.server)
      .post(`/admin-api/orders/${orderId}/actions/addNote`)
      .set(as.catalogue)
      .send({ text: "No debería quedar" })
    expect(refused.status).toBe(403)
    expect((await adminApi(app, as.owner).show("orders", orderId)).notes).toHaveLength(2)
  })
})
