import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { demoAdmin, demoStaff } from "../../commerce/src/scripts/seed/accounts.js"
import { withClient } from "../../scripts/lib/postgres.js"
import { adminApi, giveStaffRole, invitedAdministrator, reauthenticated } from "../support/admin-api.js"
import { engine } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { stepCode, wrongCode } from "../support/totp.js"
import { bearer, cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

/**
 * Staff roles (schema/staff/policies.ts) on the real engine: what each demo
 * administrator may do through /admin-api (the gateway's mirror, 403 with a reason
 * in the request's language) and straight at the engine (its own middleware), and
 * the optional TOTP second factor at back-office sign-in.
 */
let app: FastifyInstance
const as: Record<string, Record<string, string>> = {}
const tokens: Record<string, string> = {}
const LIMIT = 100

async function signIn(email: string, password: string) {
  const response = await request(app.server).post("/admin-api/auth/login").send({ email, password })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as { token: string | null; totpRequired?: boolean; ticket?: string }
}

beforeAll(async () => {
  // Sign-ins, two-step codes and the owner's confirmations of role changes all spend the address's
  // sign-in budget; this file makes more than the default allows (auth-sessions.test tests the budget).
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })
  for (const [role, account] of [
    ["owner", demoAdmin],
    ...demoStaff.map((member) => [member.role, member] as const),
  ] as const) {
    const { token } = await signIn(account.email, account.password)
    tokens[role] = token!
    as[role] = bearer(token!)
  }
})
afterAll(() => app.close())

/** An order placed through the storefront with its payment captured by the owner. */
async function paidOrder() {
  const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 2 })
  await readyForCompletion(app, cartId)
  const orderId = ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId }))
    .completeCart.id as string
  const owner = adminApi(app, as.owner)
  const paymentId = (await owner.show("orders", orderId)).payment_collections[0].payments[0].id as string
  await owner.act("orders", orderId, "capturePayment", { payment_id: paymentId })
  return { orderId, paymentId }
}

async function firstId(resource: string) {
  const { body } = await request(app.server)
    .get(`/admin-api/${resource}?range=${encodeURIComponent("[0,0]")}`)
    .set(as.owner)
  return body[0].id as string
}

describe("each role's permissions, as the back-office reads them", () => {
  it("answers the role, the refund cap and what may be shown", async () => {
    const operations = await request(app.server).get("/admin-api/staff/me").set(as.operations)
    expect(operations.status).toBe(200)
    expect(operations.body).toMatchObject({
      role: "operations",
      refundLimit: LIMIT,
      totp: { enrolled: false, required: false },
    })
    // Refunds are theirs up to the cap: the back-office offers them on orders within it.
    expect(operations.body.permissions.orders.actions).toMatchObject({
      refundPayment: { upTo: LIMIT },
      createFulfillment: true,
    })
    expect(operations.body.permissions.products.operations).toMatchObject({ list: true, delete: false, update: false })
    const owner = await request(app.server).get("/admin-api/staff/me").set(as.owner)
    expect(owner.body).toMatchObject({ role: "owner", refundLimit: null })
    expect(owner.body.permissions.products.operations.delete).toBe(true)
    const catalogue = await request(app.server).get("/admin-api/staff/me").set(as.catalogue)
    expect(catalogue.body.permissions.orders.actions.refundPayment).toBe(false)
    expect(catalogue.body.permissions["product-variants"].operations.update).toBe(true)
  })
})

describe("operations", () => {
  let order: { orderId: string; paymentId: string }
  beforeAll(async () => {
    order = await paidOrder()
  })

  it("gets 403 with a Spanish reason on a refund above the cap, English when asked, and nothing is refunded", async () => {
    const path = `/admin-api/orders/${order.orderId}/actions/refundPayment`
    const refused = await request(app.server)
      .post(path)
      .set(as.operations)
      .send({ payment_id: order.paymentId, amount: LIMIT + 50 })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      code: "FORBIDDEN",
      reason: "STAFF_REFUND_LIMIT",
      limit: LIMIT,
      message: `Tu rol de personal puede reembolsar como máximo ${LIMIT}: pide a una persona propietaria que haga este reembolso.`,
    })
    const english = await request(app.server)
      .post(path)
      .set(as.operations)
      .set("accept-language", "en")
      .send({ payment_id: order.paymentId, amount: LIMIT + 50 })
    expect(english.status).toBe(403)
    expect(english.body.message).toBe(`Your staff role may refund at most ${LIMIT}: ask an owner to make this refund.`)
    const payment = await adminApi(app, as.owner).show("payments", order.paymentId)
    expect(payment.refunds ?? []).toHaveLength(0)
  })

  it("is refused by the engine itself too, whatever the gateway does", async () => {
    const refund = await engine("POST", `/admin/payments/${order.paymentId}/refund`, {
      token: tokens.operations,
      body: { amount: LIMIT + 50 },
    })
    expect(refund.status).toBe(403)
    expect(refund.body).toMatchObject({ code: "STAFF_REFUND_LIMIT", limit: LIMIT })
    const product = await firstId("products")
    const remove = await engine("DELETE", `/admin/products/${product}`, { token: tokens.operations })
    expect(remove.status).toBe(403)
    expect(remove.body.code).toBe("STAFF_ROLE_FORBIDDEN")
  })

  it("may refund within the cap", async () => {
    const result = await adminApi(app, as.operations).act("orders", order.orderId, "refundPayment", {
      payment_id: order.paymentId,
      amount: 1,
      note: "Cortesía",
    })
    expect(result).toBeTruthy()
    expect((await adminApi(app, as.owner).show("orders", order.orderId)).payment_status).toBe("partially_refunded")
  })

  it("gets 403 on deleting a product, which stays", async () => {
    const product = await firstId("products")
    const refused = await request(app.server).delete(`/admin-api/products/${product}`).set(as.operations)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      code: "FORBIDDEN",
      reason: "STAFF_ROLE_FORBIDDEN",
      message: "Tu rol de personal no permite esta acción: pídesela a una persona propietaria de la tienda.",
    })
    expect((await request(app.server).get(`/admin-api/products/${product}`).set(as.owner)).status).toBe(200)
  })

  it("may not change staff roles nor reset a second factor", async () => {
    const me = (await request(app.server).get("/admin-api/auth/me").set(as.operations)).body.user.id as string
    expect(
      (await request(app.server).put(`/admin-api/staff/${me}`).set(as.operations).send({ role: "owner" })).status
    ).toBe(403)
    expect((await request(app.server).delete(`/admin-api/staff/${me}/totp`).set(as.operations)).status).toBe(403)
    expect(
      (await engine("POST", `/admin/staff/${me}`, { token: tokens.operations, body: { role: "owner" } })).status
    ).toBe(403)
  })
})

describe("catalogue", () => {
  it("edits a variant's prices", async () => {
    const variantId = await firstId("product-variants")
    const variant = await adminApi(app, as.catalogue).show("product-variants", variantId)
    const prices = (variant.prices as { id: string; currency_code: string; amount: number }[]).map((price) => ({
      id: price.id,
      currency_code: price.currency_code,
      amount: price.amount + 1,
    }))
    const updated = await request(app.server)
      .put(`/admin-api/product-variants/${variantId}`)
      .set(as.catalogue)
      .send({ prices })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    const after = await adminApi(app, as.owner).show("product-variants", variantId)
    expect((after.prices as { amount: number }[]).map((price) => price.amount).sort()).toEqual(
      prices.map((price) => price.amount).sort()
    )
  })

  it("may not refund, even one unit", async () => {
    const order = await paidOrder()
    const refused = await request(app.server)
      .post(`/admin-api/orders/${order.orderId}/actions/refundPayment`)
      .set(as.catalogue)
      .send({ payment_id: order.paymentId, amount: 1 })
    expect(refused.status).toBe(403)
    expect(refused.body.reason).toBe("STAFF_ROLE_FORBIDDEN")
    expect(
      (
        await engine("POST", `/admin/payments/${order.paymentId}/refund`, {
          token: tokens.catalogue,
          body: { amount: 1 },
        })
      ).status
    ).toBe(403)
  })
})

describe("partner support", () => {
  it("reads customers and partners but does not update a customer", async () => {
    const list = await request(app.server)
      .get(`/admin-api/customers?range=${encodeURIComponent("[0,4]")}`)
      .set(as.partner_support)
    expect(list.status).toBe(200)
    expect(list.body.length).toBeGreaterThan(0)
    const customer = list.body[0] as { id: string; last_name: string | null }
    expect(
      (
        await request(app.server)
          .get(`/admin-api/partners?range=${encodeURIComponent("[0,4]")}`)
          .set(as.partner_support)
      ).status
    ).toBe(200)
    const refused = await request(app.server)
      .put(`/admin-api/customers/${customer.id}`)
      .set(as.partner_support)
      .send({ last_name: "Cambiado" })
    expect(refused.status).toBe(403)
    expect(refused.body.reason).toBe("STAFF_ROLE_FORBIDDEN")
    expect(
      (
        await engine("POST", `/admin/customers/${customer.id}`, {
          token: tokens.partner_support,
          body: { last_name: "Cambiado" },
        })
      ).status
    ).toBe(403)
    expect((await adminApi(app, as.owner).show("customers", customer.id)).last_name).toBe(customer.last_name)
  })

  it("may not read orders", async () => {
    expect(
      (
        await request(app.server)
          .get(`/admin-api/orders?range=${encodeURIComponent("[0,0]")}`)
          .set(as.partner_support)
      ).status
    ).toBe(403)
  })
})

describe("roles on the users screen", () => {
  it("lists every administrator's role for owners, and keeps the last owner", async () => {
    const ownerId = (await request(app.server).get("/admin-api/auth/me").set(as.owner)).body.user.id as string
    const list = await request(app.server).get(`/admin-api/staff?user_id=${ownerId}`).set(as.owner)
    expect(list.status).toBe(200)
    expect(list.body).toEqual([{ user_id: ownerId, role: "owner", totp_enrolled: false }])
    const demoted = await request(app.server)
      .put(`/admin-api/staff/${ownerId}`)
      .set(await reauthenticated(app, as.owner, demoAdmin.password))
      .send({ role: "operations" })
    expect(demoted.status).toBe(409)
    expect(demoted.body).toMatchObject({
      code: "CONFLICT",
      reason: "LAST_OWNER",
      message: "La tienda necesita al menos una persona propietaria.",
    })
  })

  it("an owner whose account was removed no longer counts: the one left is still the last owner", async () => {
    const me = (await request(app.server).get("/admin-api/auth/me").set(as.owner)).body as { user: { id: string } }
    const ownerId = me.user.id
    const person = await invitedAdministrator(
      app,
      as.owner,
      `duena-retirada-${Date.now()}@vitalia.test`,
      "una-clave-de-personal-2026"
    )
    await giveStaffRole(app, as.owner, demoAdmin.password, person.userId, "owner")
    const removed = await request(app.server)
      .delete(`/admin-api/users/${person.userId}`)
      .set(await reauthenticated(app, as.owner, demoAdmin.password))
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    // Their staff record goes with the account (commerce/src/subscribers/staff-member-removal.ts), on the
    // removal's event: a busy machine may take more than vitest's one second to deliver it.
    await expect
      .poll(
        async () =>
          (await request(app.server).get(`/admin-api/staff?user_id=${person.userId}`).set(as.owner)).body as unknown[],
        { timeout: 15_000 }
      )
      .toEqual([])

    const demoted = await request(app.server)
      .put(`/admin-api/staff/${ownerId}`)
      .set(await reauthenticated(app, as.owner, demoAdmin.password))
      .send({ role: "operations" })
    // Were the demo owner demoted, every later test signing in as the owner would fail: put back first.
    if (demoted.status === 200)
      await withClient(inject("databaseUrl"), (db) =>
        db.query(`UPDATE staff_member SET role = 'owner' WHERE user_id = $1 AND deleted_at IS NULL`, [ownerId])
      )
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(409)
    expect(demoted.body).toMatchObject({ code: "CONFLICT", reason: "LAST_OWNER" })
  })
})

describe("TOTP second factor", () => {
  let email: string
  let password: string
  let userId: string
  let headers: Record<string, string>

  beforeAll(async () => {
    // A new administrator through an invite: no role until an owner gives one.
    email = `doble.${Date.now()}@vitalia.test`
    password = "una-clave-de-personal-2026"
    const invite = await request(app.server).post("/admin-api/invites").set(as.owner).send({ email })
    expect(invite.status, JSON.stringify(invite.body)).toBe(200)
    const accepted = await request(app.server)
      .post("/admin-api/invites/accept")
      .send({ invite_token: invite.body.token, email, password })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    const { token } = await signIn(email, password)
    headers = bearer(token!)
    userId = (await request(app.server).get("/admin-api/auth/me").set(headers)).body.user.id
  })

  it("gives a new administrator no access until an owner gives a role", async () => {
    const refused = await request(app.server)
      .get(`/admin-api/customers?range=${encodeURIComponent("[0,0]")}`)
      .set(headers)
    expect(refused.status).toBe(403)
    expect(refused.body.reason).toBe("STAFF_NO_ROLE")
    const given = await request(app.server)
      .put(`/admin-api/staff/${userId}`)
      .set(await reauthenticated(app, as.owner, demoAdmin.password))
      .send({ role: "partner_support" })
    expect(given.status, JSON.stringify(given.body)).toBe(200)
    expect(
      (
        await request(app.server)
          .get(`/admin-api/customers?range=${encodeURIComponent("[0,0]")}`)
          .set(headers)
      ).status
    ).toBe(200)
  })

  it("enrols with a code from the secret, refusing a wrong one with a coded Spanish error", async () => {
    const started = await request(app.server).post("/admin-api/staff/me/totp").set(headers).send({})
    expect(started.status).toBe(200)
    expect(started.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/)
    const { secret } = started.body as { secret: string }
    expect(decodeURIComponent(started.body.otpauthUrl)).toContain(email)
    const wrong = await request(app.server)
      .post("/admin-api/staff/me/totp/confirm")
      .set(headers)
      .send({ code: await wrongCode(secret) })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({
      code: "BAD_REQUEST",
      reason: "INVALID_TOTP_CODE",
      message:
        "El código de verificación no es válido o ya venció: escribe el código de 6 cifras que muestra tu aplicación.",
    })
    const confirmed = await request(app.server)
      .post("/admin-api/staff/me/totp/confirm")
      .set(headers)
      .send({ code: await stepCode(secret, 0) })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    const me = await request(app.server).get("/admin-api/staff/me").set(headers)
    expect(me.body.totp).toEqual({ enrolled: true, required: false })

    // Sign-in now asks for the code: no token, no cookie, a ticket.
    const first = await request(app.server).post("/admin-api/auth/login").send({ email, password })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      totpRequired: true,
      ticket: expect.any(String),
      secondFactor: { totp: true, securityKey: false },
      securityKeyOptions: null,
    })
    expect(first.headers["set-cookie"]).toBeUndefined()
    const refused = await request(app.server)
      .post("/admin-api/auth/login/totp")
      .send({
        ticket: first.body.ticket,
        code: await wrongCode(secret),
      })
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({
      code: "AUTHENTICATION_FAILED",
      reason: "INVALID_TOTP_CODE",
      message:
        "El código de verificación no es válido o ya venció: escribe el código de 6 cifras que muestra tu aplicación.",
    })
    const ticket = first.body.ticket as string
    const middle = Math.floor(ticket.length / 2)
    const tampered = `${ticket.slice(0, middle)}${ticket[middle] === "A" ? "B" : "A"}${ticket.slice(middle + 1)}`
    const forged = await request(app.server)
      .post("/admin-api/auth/login/totp")
      .send({ ticket: tampered, code: await stepCode(secret, 0) })
    expect(forged.status).toBe(401)
    // The enrolment spent the current step's code (a code opens one thing per step): the next step's, which the
    // clock tolerance accepts, signs in.
    const next = await stepCode(secret, 1)
    const second = await request(app.server)
      .post("/admin-api/auth/login/totp")
      .send({ ticket: first.body.ticket, code: next })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect((await request(app.server).get("/admin-api/auth/me").set(bearer(second.body.token))).body.user.email).toBe(
      email
    )
  })

  it("is reset by an owner (a lost phone): the next sign-in asks for no code", async () => {
    const reset = await request(app.server)
      .delete(`/admin-api/staff/${userId}/totp`)
      .set(await reauthenticated(app, as.owner, demoAdmin.password))
    expect(reset.status).toBe(200)
    const again = await signIn(email, password)
    expect(again.token).toEqual(expect.any(String))
    expect(again.totpRequired).toBeUndefined()
  })
})
