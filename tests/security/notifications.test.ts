import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { withClient } from "../../scripts/lib/postgres.js"
import { demoAdmin, demoStaff } from "../../commerce/src/scripts/seed/accounts.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { mailFiles, waitForMail } from "../support/mail.js"
import { bearer, cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

/**
 * The notifications the shop keeps of its e-mails hold no secret, and each role reads only
 * those about what it may read (docs/security.md, "Notifications"). Found by an attack on
 * 2d79fa2: a catalogue clerk asked a password reset for the owner, read the reset link in
 * the notification's data and took the account; roles without order access read guests'
 * signed order links there.
 */
const mailDir = inject("mailDir")
const databaseUrl = inject("databaseUrl")
let app: FastifyInstance
const as: Record<string, Record<string, string>> = {}

async function signIn(account: { email: string; password: string; role: string }) {
  const response = await request(app.server)
    .post("/admin-api/auth/login")
    .send({ email: account.email, password: account.password })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  as[account.role] = bearer(response.body.token as string)
}

beforeAll(async () => {
  app = await buildGateway()
  for (const account of [{ ...demoAdmin, role: "owner" }, ...demoStaff]) await signIn(account)
})
afterAll(() => app.close())

/** The notifications to `to`, newest first, as the owner lists them. */
async function notificationsTo(to: string) {
  const filter = encodeURIComponent(JSON.stringify({ q: to }))
  const sort = encodeURIComponent(JSON.stringify(["created_at", "DESC"]))
  const response = await request(app.server)
    .get(`/admin-api/notifications?filter=${filter}&sort=${sort}&range=${encodeURIComponent("[0,19]")}`)
    .set(as.owner)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return (response.body as { id: string; to: string; template: string }[]).filter((n) => n.to === to)
}

/** How many stored notifications hold `text` in their data or their idempotency key. */
const storedWith = (text: string) =>
  withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ n: string }>(
      "select count(*) as n from notification where strpos(data::text, $1) > 0 or strpos(coalesce(idempotency_key, ''), $1) > 0",
      [text]
    )
    return Number(rows[0].n)
  })

describe.skipIf(!mailDir)("notifications hold no secret and follow the roles", () => {
  it("a catalogue clerk cannot read the owner's reset link: not listed, not shown, not stored", async () => {
    const before = new Set(mailFiles(mailDir))
    const asked = await request(app.server)
      .post("/admin-api/auth/reset-password")
      .set(as.catalogue)
      .send({ email: demoAdmin.email })
    expect(asked.status).toBe(200)
    const mail = await waitForMail(mailDir, demoAdmin.email, { since: before })
    const link = mail.links.find((url) => url.searchParams.has("token"))
    expect(link, "the e-mail carries the reset link").toBeTruthy()
    const token = link!.searchParams.get("token")!

    // The e-mail has it; nothing kept by the shop does.
    expect(await storedWith(token)).toBe(0)

    const [reset] = await notificationsTo(demoAdmin.email)
    expect(reset.template).toBe("password-reset")
    const shownToOwner = await request(app.server).get(`/admin-api/notifications/${reset.id}`).set(as.owner)
    expect(shownToOwner.status).toBe(200)
    expect(JSON.stringify(shownToOwner.body)).not.toContain(token)
    const preview = await request(app.server)
      .post(`/admin-api/notifications/${reset.id}/actions/preview`)
      .set(as.owner)
      .send({})
    expect(preview.status).toBe(200)
    expect(JSON.stringify(preview.body)).not.toContain(token)
    expect(preview.body.result.preview.text).toContain("enlace enviado")

    // Sign-in notifications are the owner's alone: every other role is refused, with a reason.
    for (const role of ["catalogue", "operations", "partner_support"]) {
      const shown = await request(app.server).get(`/admin-api/notifications/${reset.id}`).set(as[role])
      expect(shown.status, role).toBe(403)
      expect(shown.body.message, role).toBeTruthy()
      expect(JSON.stringify(shown.body)).not.toContain(token)
    }
    const listed = await request(app.server).get("/admin-api/notifications").set(as.catalogue)
    expect(listed.status).toBe(403)
    const me = await request(app.server).get("/admin-api/staff/me").set(as.catalogue)
    expect(me.body.permissions.notifications.operations.list).toBe(false)

    // The link still works for the person who got the e-mail (and only once).
    const used = await request(app.server)
      .post("/admin-api/auth/update-password")
      .send({ token, password: demoAdmin.password })
    expect(used.status, JSON.stringify(used.body)).toBe(200)
    // A reset ends the person's other sessions (docs/auth.md): the owner signs in again.
    expect((await request(app.server).get("/admin-api/auth/me").set(as.owner)).status).toBe(401)
    await signIn({ ...demoAdmin, role: "owner" })
  })

  it("a guest's signed order link is in the e-mail only; order notifications are for roles that read orders", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    await readyForCompletion(app, cartId)
    const before = new Set(mailFiles(mailDir))
    const placed = ok(
      await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id displayId email receipt } }`, {
        c: cartId,
      })
    ).completeCart as { id: string; displayId: number; email: string; receipt: string }
    const mail = await waitForMail(mailDir, placed.email, { since: before, subject: `#${placed.displayId}` })
    const link = mail.links.find((url) => url.searchParams.has("receipt"))
    expect(link, "the guest's e-mail links to the order with its receipt").toBeTruthy()
    const receipt = link!.searchParams.get("receipt")!
    expect(await storedWith(receipt)).toBe(0)

    const [placedMail] = (await notificationsTo(placed.email)).filter((n) => n.template === "order-placed")
    const byOperations = await request(app.server).get(`/admin-api/notifications/${placedMail.id}`).set(as.operations)
    expect(byOperations.status).toBe(200)
    expect(JSON.stringify(byOperations.body)).not.toContain(receipt)
    // The guest's address and e-mail are order data: not for roles that may not read orders.
    for (const role of ["catalogue", "partner_support"]) {
      const shown = await request(app.server).get(`/admin-api/notifications/${placedMail.id}`).set(as[role])
      expect(shown.status, role).toBe(403)
    }
    // Partner support lists customers' and subscriptions' e-mails only: no order's, no sign-in's.
    const listed = await request(app.server)
      .get(`/admin-api/notifications?range=${encodeURIComponent("[0,99]")}`)
      .set(as.partner_support)
    expect(listed.status).toBe(200)
    expect((listed.body as unknown[]).length).toBeGreaterThan(0)
    for (const notification of listed.body as { resource_type: string | null }[])
      expect(["customer", "subscription"]).toContain(notification.resource_type)
  })
})
