import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { withClient } from "../../scripts/lib/postgres.js"
import { adminToken } from "../support/engine.js"
import { buildGateway } from "../support/gateway.js"
import { bearer } from "../support/shopper.js"

/**
 * POST /admin-api/invites/accept checks the invite before anything is created (docs/admin.md):
 * an attacker who "accepts" a made-up invite for someone's address must not leave an e-mail and
 * password identity behind, which would squat the address — its real owner could then neither
 * accept their invite nor register, and the attacker could sign in with it.
 */
let app: FastifyInstance
let owner: Record<string, string>

beforeAll(async () => {
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })
  owner = bearer(await adminToken())
})
afterAll(() => app?.close())

/** How many e-mail/password identities the engine's database holds for the address. */
async function identitiesOf(email: string) {
  return withClient(inject("databaseUrl"), async (client) => {
    const { rows } = await client.query(
      "select count(*)::int as n from provider_identity where provider = 'emailpass' and entity_id = $1 and deleted_at is null",
      [email]
    )
    return rows[0].n as number
  })
}

describe("a forged invite creates nothing", () => {
  it("refuses a made-up token before registering, and the real invitee then joins and signs in", async () => {
    const email = `suplantada.${Date.now()}@vitalia.test`
    const attackerPassword = "clave-del-atacante-2026"
    const forged = await request(app.server)
      .post("/admin-api/invites/accept")
      .send({ invite_token: `eyJ${"x".repeat(60)}`, email, password: attackerPassword })
    expect(forged.status).toBe(401)
    expect(forged.body).toEqual({
      code: "UNAUTHENTICATED",
      reason: "INVALID_INVITE",
      message: "La invitación no es válida o ya venció: pide a una persona propietaria que te envíe una nueva.",
    })
    const english = await request(app.server)
      .post("/admin-api/invites/accept")
      .set("accept-language", "en")
      .send({ invite_token: `eyJ${"y".repeat(60)}`, email, password: attackerPassword })
    expect(english.status).toBe(401)
    expect(english.body.message).toBe("The invitation is not valid or has expired: ask an owner to send you a new one.")

    // No identity was left: the attacker's password opens nothing.
    expect(await identitiesOf(email)).toBe(0)
    const attackerLogin = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email, password: attackerPassword })
    expect(attackerLogin.status).toBe(401)

    // The real invite for that address is accepted, and its owner signs in.
    const invite = await request(app.server).post("/admin-api/invites").set(owner).send({ email })
    expect(invite.status, JSON.stringify(invite.body)).toBe(200)
    const realPassword = "clave-de-la-persona-invitada-2026"
    const accepted = await request(app.server)
      .post("/admin-api/invites/accept")
      .send({ invite_token: invite.body.token, email, password: realPassword })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.body.user.email).toBe(email)
    const login = await request(app.server).post("/admin-api/auth/login").send({ email, password: realPassword })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    expect((await request(app.server).get("/admin-api/auth/me").set(bearer(login.body.token))).body.user.email).toBe(
      email
    )
  })

  it("refuses a real invite used for another address, creating nothing for it", async () => {
    const invited = `invitada.${Date.now()}@vitalia.test`
    const other = `otra.direccion.${Date.now()}@vitalia.test`
    const invite = await request(app.server).post("/admin-api/invites").set(owner).send({ email: invited })
    expect(invite.status).toBe(200)
    const wrongAddress = await request(app.server)
      .post("/admin-api/invites/accept")
      .send({ invite_token: invite.body.token, email: other, password: "clave-de-otra-2026" })
    expect(wrongAddress.status).toBe(401)
    expect(wrongAddress.body.reason).toBe("INVALID_INVITE")
    expect(await identitiesOf(other)).toBe(0)
    // The invite is still good for its own address.
    const accepted = await request(app.server)
      .post("/admin-api/invites/accept")
      .send({ invite_token: invite.body.token, email: invited, password: "clave-de-la-invitada-2026" })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
  })
})
