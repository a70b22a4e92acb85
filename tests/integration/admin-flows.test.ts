import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backOfficeCalls, openBackOffice } from "../support/admin-api.js"
import { graphql } from "../support/gateway.js"
import { cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

/**
 * docs/product.md §4's admin flows, run as the back-office runs them: each a declared
 * action of a definition (POST /admin-api/<res>/<id>/actions/<name>) on an
 * order placed through the storefront.
 */
let app: FastifyInstance
let admin: Record<string, string>

beforeAll(async () => ({ app, admin } = await openBackOffice()))
afterAll(() => app.close())

const { act, show, list } = backOfficeCalls(() => ({ app, admin }))

/** An order placed through the storefront, as a guest. */
async function storefrontOrder(skus: Record<string, number> = { "TE-VERDE-HERBAL-30": 2 }): Promise<string> {
  const { cartId } = await cartWithSkus(app, skus)
  await readyForCompletion(app, cartId)
  return ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId })).completeCart.id
}

async function firstId(resource: string, filter: Record<string, unknown> = {}, sort?: [string, string]) {
  return (await list(resource, filter, sort, [0, 0]))[0]?.id as string
}

describe("orders: fulfilment, shipment, delivery and payment", () => {
  let orderId: string
  beforeAll(async () => {
    orderId = await storefrontOrder()
  })

  it("creates a fulfilment of every unfulfilled item when the items are left out", async () => {
    await act("orders", orderId, "createFulfillment")
    const order = await show("orders", orderId)
    expect(order.fulfillment_status).toBe("fulfilled")
    expect(order.fulfillments).toHaveLength(1)
  })

  it("creates the shipment of that fulfilment and marks it delivered", async () => {
    const { fulfillments } = await show("orders", orderId)
    await act("orders", orderId, "createShipment", {
      fulfillment_id: fulfillments[0].id,
      labels: [
        {
          tracking_number: "TRK-1",
          tracking_url: "https://tracking.example/TRK-1",
          label_url: "https://tracking.example/TRK-1.pdf",
        },
      ],
    })
    expect((await show("orders", orderId)).fulfillment_status).toBe("shipped")
    await act("orders", orderId, "markDelivered", { fulfillment_id: fulfillments[0].id })
    expect((await show("orders", orderId)).fulfillment_status).toBe("delivered")
  })

  it("captures the payment and refunds part of it", async () => {
    const { payments } = await show("orders", orderId)
    await act("orders", orderId, "capturePayment", { payment_id: payments[0].id })
    expect((await show("orders", orderId)).payment_status).toBe("captured")
    await act("orders", orderId, "refundPayment", { payment_id: payments[0].id, amount: 1, note: "Cortesía" })
    expect((await show("orders", orderId)).payment_status).toBe("partially_refunded")
  })

  it("a return: initiate, add items, confirm the request, receive and confirm the receipt", async () => {
    const location = await firstId("stock-locations", {}, ["created_at", "ASC"])
    const started = await act("orders", orderId, "initiateReturn", { location_id: location })
    const returnId = started.return.id as string
    const opened = await show("returns", returnId)
    expect(opened.status).toBe("open")
    const line = opened.order.items[0]
    await act("returns", returnId, "addItems", { items: [{ id: line.id, quantity: 1 }] })
    await act("returns", returnId, "confirmRequest")
    expect((await show("returns", returnId)).status).toBe("requested")
    await act("returns", returnId, "startReceive")
    await act("returns", returnId, "receiveItems", { items: [{ id: line.id, quantity: 1 }] })
    await act("returns", returnId, "confirmReceive")
    const received = await show("returns", returnId)
    expect(received.status).toBe("received")
    expect(received.items[0]).toMatchObject({ item_id: line.id, received_quantity: 1 })
  })

  it("an exchange: inbound and outbound items, then the request", async () => {
    const order = await show("orders", orderId)
    const exchangeId = (await act("orders", orderId, "createExchange")).exchange.id as string
    await act("exchanges", exchangeId, "addInboundItems", { items: [{ id: order.items[0].id, quantity: 1 }] })
    await act("exchanges", exchangeId, "addOutboundItems", {
      items: [{ variant_id: order.items[0].variant_id, quantity: 1 }],
    })
    await act("exchanges", exchangeId, "request")
    const exchange = await show("exchanges", exchangeId)
    expect(exchange.order_id).toBe(orderId)
    expect(exchange.additional_items).toHaveLength(1)
  })

  it("a claim: claimed items and the request", async () => {
    const order = await show("orders", orderId)
    const claimId = (await act("orders", orderId, "createClaim", { type: "refund" })).claim.id as string
    await act("claims", claimId, "addClaimItems", {
      items: [{ id: order.items[0].id, quantity: 1, reason: "production_failure" }],
    })
    await act("claims", claimId, "request")
    const claim = await show("claims", claimId)
    expect(claim.type).toBe("refund")
    expect(claim.claim_items.length).toBeGreaterThan(0)
  })

  it("an order edit: initiate, add an item, request and confirm", async () => {
    const before = await show("orders", orderId)
    const opened = await act("orders", orderId, "beginEdit")
    expect(opened.order_change.order_id).toBe(orderId)
    await act("order-edits", orderId, "addItems", { items: [{ variant_id: before.items[0].variant_id, quantity: 1 }] })
    const preview = await show("order-edits", orderId)
    expect(preview.total).toBeGreaterThan(before.total)
    await act("order-edits", orderId, "request")
    await act("order-edits", orderId, "confirm")
    expect((await show("orders", orderId)).total).toBeGreaterThan(before.total)
  })

  it("a transfer to a customer is requested and cancelled", async () => {
    const customer = await firstId("customers", { has_account: true })
    await act("orders", orderId, "requestTransfer", { customer_id: customer })
    await act("orders", orderId, "cancelTransfer")
  })

  it("completes and archives the order", async () => {
    await act("orders", orderId, "complete")
    expect((await show("orders", orderId)).status).toBe("completed")
    await act("orders", orderId, "archive")
    expect((await show("orders", orderId)).status).toBe("archived")
  })

  it("refuses an action the definition does not declare (404) and inputs it does not declare (400)", async () => {
    expect(
      (await request(app.server).post(`/admin-api/orders/${orderId}/actions/teleport`).set(admin).send({})).status
    ).toBe(404)
    const refused = await request(app.server)
      .post(`/admin-api/orders/${orderId}/actions/complete`)
      .set(admin)
      .send({ force: true })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ force: "no se admite aquí" })
  })
})

describe("orders: cancel, and fulfilment cancel", () => {
  it("cancels a fulfilment, then the order", async () => {
    const orderId = await storefrontOrder({ "TE-VERDE-HERBAL-30": 1 })
    await act("orders", orderId, "createFulfillment")
    const { fulfillments } = await show("orders", orderId)
    await act("orders", orderId, "cancelFulfillment", { fulfillment_id: fulfillments[0].id })
    expect((await show("orders", orderId)).fulfillment_status).toBe("canceled")
    await act("orders", orderId, "cancel")
    expect((await show("orders", orderId)).status).toBe("canceled")
  })
})

describe("draft orders: edit session and conversion", () => {
  it("creates a draft, edits it (items, promotions), confirms and converts it into an order", async () => {
    const variant = (
      await request(app.server)
        .get(`/admin-api/product-variants?filter=${encodeURIComponent('{"sku":"TE-VERDE-HERBAL-30"}')}`)
        .set(admin)
    ).body[0].id
    const region = await firstId("regions", { q: "Estados Unidos" })
    const created = await request(app.server)
      .post("/admin-api/draft-orders")
      .set(admin)
      .send({
        region_id: region,
        email: "borrador.flujo@vitalia.test",
        new_items: [{ variant_id: variant, quantity: 1 }],
      })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const draftId = created.body.id as string
    await act("draft-orders", draftId, "beginEdit")
    await act("draft-orders", draftId, "addItems", { items: [{ variant_id: variant, quantity: 2 }] })
    await act("draft-orders", draftId, "addPromotions", { promo_codes: ["BIENVENIDA10"] })
    await act("draft-orders", draftId, "requestEdit")
    await act("draft-orders", draftId, "confirmEdit")
    const draft = await show("draft-orders", draftId)
    expect(draft.items.reduce((n: number, i: { quantity: number }) => n + i.quantity, 0)).toBe(3)
    const converted = await act("draft-orders", draftId, "convertToOrder")
    expect(converted.order.id).toBe(draftId)
    expect((await show("orders", draftId)).status).toBe("pending")
  })
})

describe("promotions: changes reach the storefront's custom promotions", () => {
  it("a custom promotion's message changed in the back-office is what shoppers read", async () => {
    const id = await firstId("custom-promotions", { q: "FITRENEWENROLLMENT" })
    const before = await show("custom-promotions", id)
    const first = ok(await graphql(app, `{ customPromotions { code message { es } } }`)).customPromotions
    expect(first.find((p: { code: string }) => p.code === "FITRENEWENROLLMENT").message.es).toBe(before.message_es)
    await request(app.server)
      .put(`/admin-api/custom-promotions/${id}`)
      .set(admin)
      .send({ message_es: "Mensaje cambiado en la administración." })
    try {
      const after = ok(await graphql(app, `{ customPromotions { code message { es } } }`)).customPromotions
      expect(after.find((p: { code: string }) => p.code === "FITRENEWENROLLMENT").message.es).toBe(
        "Mensaje cambiado en la administración."
      )
    } finally {
      await request(app.server)
        .put(`/admin-api/custom-promotions/${id}`)
        .set(admin)
        .send({ message_es: before.message_es })
    }
  })
})

describe("uploads and product import / export", () => {
  it("asks for a presigned URL, then uploads as multipart `files` when it is not http", async () => {
    const presign = await act("uploads", null, "presign", {
      originalname: "productos.csv",
      mime_type: "text/csv",
      size: 10,
    })
    expect(String(presign.url).startsWith("http")).toBe(false)
    const upload = await request(app.server)
      .post("/admin-api/uploads")
      .set(admin)
      .attach("files", Buffer.from("a,b\n1,2\n"), { filename: "datos.csv", contentType: "text/csv" })
    expect(upload.status, JSON.stringify(upload.body)).toBe(200)
    expect(upload.body.files[0].id).toBeTruthy()
    const shown = await request(app.server)
      .get(`/admin-api/uploads/${encodeURIComponent(upload.body.files[0].id)}`)
      .set(admin)
    expect(shown.status).toBe(200)
    expect(
      (
        await request(app.server)
          .delete(`/admin-api/uploads/${encodeURIComponent(upload.body.files[0].id)}`)
          .set(admin)
      ).status
    ).toBe(200)
  })

  it("imports products from a CSV: upload, create the import (summary), confirm", async () => {
    const handle = `te-importado-${Date.now()}`
    const csv = [
      "Product Handle,Product Title,Product Status,Product Discountable,Variant Title,Variant Sku,Variant Manage Inventory,Variant Allow Backorder,Variant Price USD,Variant Option 1 Name,Variant Option 1 Value",
      `${handle},Té importado,draft,TRUE,Único,${handle.toUpperCase()},FALSE,FALSE,9.5,Tamaño,Único`,
    ].join("\n")
    const upload = await request(app.server)
      .post("/admin-api/uploads")
      .set(admin)
      .attach("files", Buffer.from(csv), { filename: "productos.csv", contentType: "text/csv" })
    expect(upload.status).toBe(200)
    const created = await act("products", null, "import", {
      file_key: upload.body.files[0].id,
      originalname: "productos.csv",
      extension: "csv",
      size: Buffer.byteLength(csv),
      mime_type: "text/csv",
    })
    expect(created.summary).toEqual({ toCreate: 1, toUpdate: 0 })
    await act("products", null, "confirmImport", { transaction_id: created.transaction_id })
    let found: unknown[] = []
    for (let i = 0; i < 40 && !found.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      found = (
        await request(app.server)
          .get(`/admin-api/products?filter=${encodeURIComponent(JSON.stringify({ q: handle }))}`)
          .set(admin)
      ).body
    }
    expect(found).toHaveLength(1)
  })

  it("exports products: the engine announces the file in Notifications, and the file is the catalogue as CSV", async () => {
    const since = Date.now() - 1000
    const started = await act("products", null, "export")
    expect(started.transaction_id).toBeTruthy()
    // The export runs in the background; its announcement is a "feed" notification with the file's
    // link (the import above announces on the same channel, without a file).
    type Listed = { id: string; channel: string; created_at: string }
    type Shown = { status: string; data: { file?: { url: string; mimeType: string } } }
    let announced: Shown | undefined
    const seen = new Set<string>()
    for (let i = 0; i < 120 && !announced; i++) {
      const query = `range=${encodeURIComponent("[0,19]")}&sort=${encodeURIComponent(JSON.stringify(["created_at", "DESC"]))}`
      const { body } = await request(app.server).get(`/admin-api/notifications?${query}`).set(admin)
      for (const listed of (body as Listed[]).filter(
        (n) => n.channel === "feed" && Date.parse(n.created_at) >= since && !seen.has(n.id)
      )) {
        seen.add(listed.id)
        const shown = (await show("notifications", listed.id)) as Shown
        if (shown.data.file) announced = shown
      }
      if (!announced) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(announced, "a feed notification with the exported file").toBeDefined()
    expect(announced!.status).toBe("success")
    const file = announced!.data.file
    expect(file?.mimeType).toBe("text/csv")
    // The link is the engine's static files, which the gateway serves under /static.
    const csv = await request(app.server).get(new URL(file!.url).pathname)
    expect(csv.status).toBe(200)
    expect(csv.text.split("\n")[0]).toContain("Product Handle")
    expect(csv.text).toContain("hc-fit")
  })

  it("refuses an upload that is not multipart (415) and one without a session (401)", async () => {
    expect((await request(app.server).post("/admin-api/uploads").set(admin).send({ files: "x" })).status).toBe(415)
    expect(
      (await request(app.server).post("/admin-api/uploads").attach("files", Buffer.from("x"), "x.csv")).status
    ).toBe(401)
  })
})

describe("invites: create, resend, accept", () => {
  it("an invitee accepts with the invite token and becomes an administrator", async () => {
    const email = `nueva.admin.${Date.now()}@vitalia.test`
    const created = await request(app.server).post("/admin-api/invites").set(admin).send({ email })
    expect(created.status).toBe(200)
    await act("invites", created.body.id, "resend")
    const { token } = await show("invites", created.body.id)
    const accepted = await request(app.server).post("/admin-api/invites/accept").send({
      invite_token: token,
      email,
      password: "una-clave-de-admin-2026",
      first_name: "Nueva",
      last_name: "Admin",
    })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.body.user.email).toBe(email)
    const login = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email, password: "una-clave-de-admin-2026" })
    expect(login.status).toBe(200)
  })

  it("a wrong invite token is refused (401)", async () => {
    const response = await request(app.server)
      .post("/admin-api/invites/accept")
      .send({
        invite_token: "x".repeat(40),
        email: `otra.${Date.now()}@vitalia.test`,
        password: "una-clave-de-admin-2026",
      })
    expect(response.status).toBe(401)
  })
})
