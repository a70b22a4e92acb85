import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { invitedAdministrator, reauthenticated } from "../support/admin-api.js"
import { buildGateway } from "../support/gateway.js"
import { bearer } from "../support/shopper.js"
import { stepCode } from "../support/totp.js"

/**
 * Re-authentication before sensitive back-office actions (ASVS 3.7.1; gateway/src/admin-api/reauth.ts):
 * a role change, removing a staff member, resetting a second factor and ending sessions need a proof
 * of the administrator's password (and code) from POST /admin-api/auth/reauthenticate, bound to the
 * session that asked for it and alive five minutes.
 */
let app: FastifyInstance
let owner: Record<string, string>
const unique = `${Date.now()}`

async function ownerSession() {
  const login = await request(app.server)
    .post("/admin-api/auth/login")
    .send({ email: demoAdmin.email, password: demoAdmin.password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return bearer(login.body.token as string)
}

beforeAll(async () => {
  // Every confirmation counts against the address's sign-in budget, as a sign-in does: this file makes many.
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })
  owner = await ownerSession()
})
afterAll(() => app.close())

describe("a role change needs the owner's password again", () => {
  it("is refused without a recent re-authentication, coded and in the asker's language; with it, done", async () => {
    const person = await invitedAdministrator(
      app,
      owner,
      `reauth-rol-${unique}@vitalia.test`,
      "una-clave-de-personal-2026"
    )
    const refused = await request(app.server)
      .put(`/admin-api/staff/${person.userId}`)
      .set(owner)
      .send({ role: "catalogue" })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: "FORBIDDEN", reason: "REAUTHENTICATION_REQUIRED" })
    expect(refused.body.message).toMatch(/^Confirma que eres tú .*\/admin-api\/auth\/reauthenticate/)
    const english = await request(app.server)
      .put(`/admin-api/staff/${person.userId}`)
      .set({ ...owner, "accept-language": "en" })
      .send({ role: "catalogue" })
    expect(english.body.message).toMatch(/^Confirm it is you .*\/admin-api\/auth\/reauthenticate/)
    // Nothing changed: the person still has no role.
    const before = await request(app.server).get(`/admin-api/staff?user_id=${person.userId}`).set(owner)
    expect(before.body[0]?.role ?? null).toBeNull()

    const confirmed = await reauthenticated(app, owner, demoAdmin.password)
    const given = await request(app.server)
      .put(`/admin-api/staff/${person.userId}`)
      .set(confirmed)
      .send({ role: "catalogue" })
    expect(given.status, JSON.stringify(given.body)).toBe(200)
    expect(given.body).toMatchObject({ user_id: person.userId, role: "catalogue" })
  })

  it("refuses a wrong password, naming the field, and gives no proof", async () => {
    const wrong = await request(app.server)
      .post("/admin-api/auth/reauthenticate")
      .set(owner)
      .send({ password: `${demoAdmin.password}-no` })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toMatchObject({
      code: "AUTHENTICATION_FAILED",
      reason: "INVALID_CURRENT_PASSWORD",
      field: "password",
      message: expect.stringMatching(/^La contraseña actual no es correcta/),
    })
    expect(wrong.body.proof).toBeUndefined()
    const anonymous = await request(app.server).post("/admin-api/auth/reauthenticate").send({ password: "x" })
    expect(anonymous.status).toBe(401)
  })

  it("a proof works only in the session that asked for it, and not forged", async () => {
    const person = await invitedAdministrator(
      app,
      owner,
      `reauth-otra-${unique}@vitalia.test`,
      "una-clave-de-personal-2026"
    )
    const confirmed = await reauthenticated(app, owner, demoAdmin.password)
    const proof = confirmed["x-vitalia-reauth"]!
    // The same owner in another session (another sign-in) cannot use it.
    const other = await ownerSession()
    const elsewhere = await request(app.server)
      .put(`/admin-api/staff/${person.userId}`)
      .set({ ...other, "x-vitalia-reauth": proof })
      .send({ role: "operations" })
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body.reason).toBe("REAUTHENTICATION_REQUIRED")
    // Nor another administrator's session.
    const clerk = await request(app.server)
      .post("/admin-api/auth/sessions/any/end")
      .set({ ...person.headers, "x-vitalia-reauth": proof })
      .send({})
    expect(clerk.status).toBe(403)
    expect(clerk.body.reason).toBe("REAUTHENTICATION_REQUIRED")
    const middle = Math.floor(proof.length / 2)
    const tampered = `${proof.slice(0, middle)}${proof[middle] === "A" ? "B" : "A"}${proof.slice(middle + 1)}`
    const forged = await request(app.server)
      .put(`/admin-api/staff/${person.userId}`)
      .set({ ...owner, "x-vitalia-reauth": tampered })
      .send({ role: "operations" })
    expect(forged.status).toBe(403)
    expect(forged.body.reason).toBe("REAUTHENTICATION_REQUIRED")
    const role = await request(app.server).get(`/admin-api/staff?user_id=${person.userId}`).set(owner)
    expect(role.body[0]?.role ?? null).toBeNull()
  })

  it("sign-ins of the owner at the same moment are sessions apart: one's proof does not hold in another, and signing out of one leaves the others", async () => {
    // The engine's token for one person within one second is always the same; the gateway must not
    // hand it out twice (gateway/src/auth/revocation.ts, unendedToken).
    const person = await invitedAdministrator(
      app,
      owner,
      `reauth-a-la-vez-${unique}@vitalia.test`,
      "una-clave-de-personal-2026"
    )
    const sessions = await Promise.all([ownerSession(), ownerSession(), ownerSession()])
    expect(new Set(sessions.map((s) => s.authorization)).size).toBe(3)
    const [first, second, third] = sessions as [Record<string, string>, Record<string, string>, Record<string, string>]
    const proof = (await reauthenticated(app, first, demoAdmin.password))["x-vitalia-reauth"]
    const elsewhere = await request(app.server)
      .put(`/admin-api/staff/${person.userId}`)
      .set({ ...second, "x-vitalia-reauth": proof })
      .send({ role: "operations" })
    expect(elsewhere.status).toBe(403)
    expect((elsewhere.body as { reason?: string }).reason).toBe("REAUTHENTICATION_REQUIRED")
    expect((await request(app.server).post("/admin-api/auth/logout").set(third).send({})).status).toBe(200)
    expect((await request(app.server).get("/admin-api/auth/me").set(third)).status).toBe(401)
    for (const session of [first, second]) {
      expect((await request(app.server).get("/admin-api/auth/me").set(session)).status).toBe(200)
    }
  })

  it("an owner with a second factor confirms with the password and a code", async () => {
    const password = "una-clave-de-personal-2026"
    const person = await invitedAdministrator(app, owner, `reauth-doble-${unique}@vitalia.test`, password)
    const ownerAgain = await reauthenticated(app, owner, demoAdmin.password)
    expect(
      (await request(app.server).put(`/admin-api/staff/${person.userId}`).set(ownerAgain).send({ role: "owner" }))
        .status
    ).toBe(200)
    try {
      await confirmsWithCode(person, password)
    } finally {
      // A second owner left behind would let other files demote the demo owner ("keeps the last owner").
      const removed = await request(app.server)
        .delete(`/admin-api/users/${person.userId}`)
        .set(await reauthenticated(app, owner, demoAdmin.password))
      expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    }
  })
})

/** An owner with a second factor: the password alone is refused, the password and a fresh code give a proof. */
async function confirmsWithCode(person: { userId: string; headers: Record<string, string> }, password: string) {
  const started = await request(app.server).post("/admin-api/staff/me/totp").set(person.headers)
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const secret = started.body.secret as string
  const confirmed = await request(app.server)
    .post("/admin-api/staff/me/totp/confirm")
    .set(person.headers)
    .send({ code: await stepCode(secret, 0) })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)

  const noCode = await request(app.server).post("/admin-api/auth/reauthenticate").set(person.headers).send({ password })
  expect(noCode.status).toBe(401)
  expect(noCode.body).toMatchObject({ reason: "TOTP_CODE_REQUIRED", field: "code" })
  expect(noCode.body.message).toMatch(/código de 6 cifras/)
  // The enrolment spent the current step's code: the next one, within the clock's tolerance.
  const next = await stepCode(secret, 1)
  const withCode = await reauthenticated(app, person.headers, password, next)
  const again = await request(app.server)
    .post("/admin-api/auth/reauthenticate")
    .set(person.headers)
    .send({ password, code: next })
  expect(again.status).toBe(401)
  expect(again.body.reason).toBe("TOTP_CODE_USED")
  // Their proof lets them reset their own second factor (a sensitive action too).
  const reset = await request(app.server).delete(`/admin-api/staff/${person.userId}/totp`).set(withCode)
  expect(reset.status, JSON.stringify(reset.body)).toBe(200)
}

describe("enrolling one's own second factor needs a recent sign-in or the password again", () => {
  it("right after signing in it starts; once the sign-in is older than a proof lives, only with a proof", async () => {
    // Proofs and fresh sign-ins last two seconds here (REAUTH_SECONDS), five minutes by default.
    const quick = await buildGateway({ AUTH_RATE_LIMIT: "1000", REAUTH_SECONDS: "2" })
    try {
      const password = "una-clave-de-personal-2026"
      const person = await invitedAdministrator(quick, owner, `reauth-totp-${unique}@vitalia.test`, password)
      const fresh = await request(quick.server).post("/admin-api/staff/me/totp").set(person.headers)
      expect(fresh.status, JSON.stringify(fresh.body)).toBe(200)
      expect(fresh.body.secret).toEqual(expect.any(String))

      await new Promise((resolve) => setTimeout(resolve, 2_500))
      // A session taken later — a copied cookie or token — cannot put its holder's factor on the account.
      const stale = await request(quick.server).post("/admin-api/staff/me/totp").set(person.headers)
      expect(stale.status).toBe(403)
      expect(stale.body).toMatchObject({ code: "FORBIDDEN", reason: "REAUTHENTICATION_REQUIRED" })

      const confirmed = await reauthenticated(quick, person.headers, password)
      const again = await request(quick.server).post("/admin-api/staff/me/totp").set(confirmed)
      expect(again.status, JSON.stringify(again.body)).toBe(200)
    } finally {
      await quick.close()
    }
  })
})
