import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { adminToken } from "../support/engine.js"
import { buildGateway } from "../support/gateway.js"
import { bearer } from "../support/shopper.js"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { invitedAdministrator, reauthenticated } from "../support/admin-api.js"
import { mailFiles, waitForMail } from "../support/mail.js"
import { SoftwareKey } from "../support/software-key.js"
import { previousStepCode, stepCode } from "../support/totp.js"

/**
 * Security keys as an administrator's second factor (docs/auth.md, "Security keys"), the server
 * side on the real engine and gateway: enrolment, sign-in, and what is refused — an answer to a
 * spent challenge (enrolment or sign-in), a key the administrator never enrolled, a key whose
 * signature counter did not grow (a clone), a ticket after five failures, another's key. The key
 * is software (tests/support/software-key.ts); the browser's side is backoffice-security-key.spec.
 */
let app: FastifyInstance
let owner: Record<string, string>
const password = "una-clave-para-la-llave-2026"
// The shop's address, which keys are bound to: requests come from no page, so PUBLIC_URL's host.
const ORIGIN = "http://localhost:8080"
const mailDir = inject("mailDir")

beforeAll(async () => {
  // Room for the many sign-ins below: the per-address budget is another test's subject.
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000", PUBLIC_URL: ORIGIN })
  owner = bearer(await adminToken())
})
afterAll(() => app?.close())

async function administrator(name: string) {
  return invitedAdministrator(app, owner, `${name}.${Date.now()}@vitalia.test`, password)
}

async function enrol(headers: Record<string, string>, key: SoftwareKey, name = "Llave de pruebas") {
  const started = await request(app.server).post("/admin-api/staff/me/security-keys/options").set(headers).send({})
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  expect(started.body.options.rp.id).toBe("localhost")
  const answer = key.register(started.body.options, ORIGIN)
  const added = await request(app.server)
    .post("/admin-api/staff/me/security-keys")
    .set(headers)
    .send({ name, response: answer })
  return { added, answer }
}

async function passwordStep(email: string) {
  const response = await request(app.server).post("/admin-api/auth/login").send({ email, password })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as {
    token?: string | null
    totpRequired?: boolean
    ticket: string
    secondFactor: { totp: boolean; securityKey: boolean }
    securityKeyOptions: { challenge: string; rpId: string; allowCredentials: { id: string }[] }
  }
}

const keyStep = (ticket: string, response: unknown) =>
  request(app.server).post("/admin-api/auth/login/security-key").send({ ticket, response })

describe("an administrator's security key", () => {
  let who: Awaited<ReturnType<typeof administrator>>
  const key = new SoftwareKey()

  beforeAll(async () => {
    who = await administrator("llave")
  })

  it("is enrolled by name, listed, counted as a second factor and e-mailed; its enrolment answer opens nothing twice", async () => {
    const before = new Set(mailFiles(mailDir))
    const { added, answer } = await enrol(who.headers, key, "Llave azul")
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    // The administrator is told (docs/emails.md, security-notice), without any part of the key.
    const mail = await waitForMail(mailDir, who.email, {
      since: before,
      subject: "Se agregó una llave de seguridad a tu cuenta",
    })
    expect(mail.links).toEqual([])
    expect(mail.text).not.toContain(key.id)
    expect(added.body).toMatchObject({ id: expect.any(String), name: "Llave azul", lastUsedAt: null })
    // The same answer again: its challenge is spent, so nothing is added.
    const again = await request(app.server)
      .post("/admin-api/staff/me/security-keys")
      .set(who.headers)
      .send({ name: "Otra vez", response: answer })
    expect(again.status).toBe(400)
    expect(again.body.reason).toBe("SECURITY_KEY_NO_CEREMONY")
    const listed = await request(app.server).get("/admin-api/staff/me/security-keys").set(who.headers)
    expect(listed.body.map((each: { name: string }) => each.name)).toEqual(["Llave azul"])
    // What is listed never includes the public key or the credential id.
    expect(Object.keys(listed.body[0]).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name"])
    const me = await request(app.server).get("/admin-api/staff/me").set(who.headers)
    expect(me.body).toMatchObject({ securityKeys: 1, totp: { enrolled: false } })
  })

  it("is asked for after the password, and its answer opens the session once", async () => {
    const step = await passwordStep(who.email)
    expect(step.token).toBeUndefined()
    expect(step.secondFactor).toEqual({ totp: false, securityKey: true })
    expect(step.securityKeyOptions.allowCredentials.map((each) => each.id)).toEqual([key.id])
    const answer = key.assert(step.securityKeyOptions, ORIGIN)
    const signedIn = await keyStep(step.ticket, answer)
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
    expect(signedIn.body.token).toEqual(expect.any(String))

    // The same ticket again: spent.
    const sameTicket = await keyStep(step.ticket, answer)
    expect(sameTicket.status).toBe(401)
    expect(sameTicket.body.reason).toBe("INVALID_TICKET")
    // The same answer with a new ticket: its challenge was spent — a replay, refused.
    const replayed = await keyStep((await passwordStep(who.email)).ticket, answer)
    expect(replayed.status).toBe(401)
    expect(replayed.body).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "SECURITY_KEY_CHALLENGE_USED" })
    expect(replayed.body.message).toContain("vuelve a escribir tu correo y contraseña")
  })

  it("refuses a key the administrator never enrolled, and a clone whose counter did not grow", async () => {
    const step = await passwordStep(who.email)
    const stranger = new SoftwareKey()
    const unknown = await keyStep(step.ticket, stranger.assert(step.securityKeyOptions, ORIGIN))
    expect(unknown.status).toBe(401)
    expect(unknown.body.reason).toBe("SECURITY_KEY_UNKNOWN_KEY")
    expect(unknown.body.message).toContain("No se aceptó esa llave de seguridad")

    // A copy of the key that signs with a counter the shop has seen already.
    const clone = key.assert(step.securityKeyOptions, ORIGIN, key.counter)
    const cloned = await keyStep(step.ticket, clone)
    expect(cloned.status).toBe(401)
    expect(cloned.body.reason).toBe("SECURITY_KEY_INVALID_KEY_RESPONSE")

    // An answer for another site (a phishing page's origin): refused.
    const phished = await keyStep(step.ticket, key.assert(step.securityKeyOptions, "http://localhost:9999"))
    expect(phished.status).toBe(401)
    expect(phished.body.reason).toBe("SECURITY_KEY_INVALID_KEY_RESPONSE")

    // Three failures so far: the real key still opens the session with this ticket.
    const good = await keyStep(step.ticket, key.assert(step.securityKeyOptions, ORIGIN))
    expect(good.status, JSON.stringify(good.body)).toBe(200)
  })

  it("ends a ticket after five failures: then even the key's good answer opens nothing", async () => {
    const step = await passwordStep(who.email)
    const stranger = new SoftwareKey()
    for (let failure = 0; failure < 5; failure++) {
      const wrong = await keyStep(step.ticket, stranger.assert(step.securityKeyOptions, ORIGIN))
      expect(wrong.status).toBe(401)
    }
    const burnt = await keyStep(step.ticket, key.assert(step.securityKeyOptions, ORIGIN))
    expect(burnt.status).toBe(401)
    expect(burnt.body.reason).toBe("INVALID_TICKET")
  })

  it("is removed by its owner only; without keys the password opens the session again", async () => {
    const other = await administrator("otra-llave")
    const [listed] = (await request(app.server).get("/admin-api/staff/me/security-keys").set(who.headers)).body as {
      id: string
    }[]
    const notTheirs = await request(app.server)
      .delete(`/admin-api/staff/me/security-keys/${listed.id}`)
      .set(other.headers)
    expect(notTheirs.status).toBe(404)
    expect(notTheirs.body.reason).toBe("SECURITY_KEY_NOT_FOUND")
    expect((await passwordStep(who.email)).totpRequired).toBe(true)

    const before = new Set(mailFiles(mailDir))
    const removed = await request(app.server).delete(`/admin-api/staff/me/security-keys/${listed.id}`).set(who.headers)
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    await waitForMail(mailDir, who.email, { since: before, subject: "Se quitó una llave de seguridad de tu cuenta" })
    const step = await passwordStep(who.email)
    expect(step.totpRequired).toBeUndefined()
    expect(step.token).toEqual(expect.any(String))
  })

  it("goes with an owner's reset of the second factor (a lost key)", async () => {
    const lost = await administrator("llave-perdida")
    const { added } = await enrol(lost.headers, new SoftwareKey())
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect((await passwordStep(lost.email)).totpRequired).toBe(true)
    // Resetting someone's second factor needs the owner's password again (gateway/src/admin-api/reauth.ts).
    const reset = await request(app.server)
      .delete(`/admin-api/staff/${lost.userId}/totp`)
      .set(await reauthenticated(app, owner, demoAdmin.password))
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    expect((await request(app.server).get("/admin-api/staff/me/security-keys").set(lost.headers)).body).toEqual([])
    const step = await passwordStep(lost.email)
    expect(step.totpRequired).toBeUndefined()
    expect(step.token).toEqual(expect.any(String))
  })

  it("beside TOTP: both are offered, and either opens the session", async () => {
    const both = await administrator("llave-y-app")
    const started = await request(app.server).post("/admin-api/staff/me/totp").set(both.headers).send({})
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const secret = started.body.secret as string
    // The previous step's code enrols; the current one stays unspent for the sign-in below.
    const confirmed = await request(app.server)
      .post("/admin-api/staff/me/totp/confirm")
      .set(both.headers)
      .send({ code: await previousStepCode(secret) })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    const bothKey = new SoftwareKey()
    expect((await enrol(both.headers, bothKey)).added.status).toBe(200)

    const byCode = await passwordStep(both.email)
    expect(byCode.secondFactor).toEqual({ totp: true, securityKey: true })
    const coded = await request(app.server)
      .post("/admin-api/auth/login/totp")
      .send({ ticket: byCode.ticket, code: await stepCode(secret, 0) })
    expect(coded.status, JSON.stringify(coded.body)).toBe(200)
    const byKey = await passwordStep(both.email)
    const keyed = await keyStep(byKey.ticket, bothKey.assert(byKey.securityKeyOptions, ORIGIN))
    expect(keyed.status, JSON.stringify(keyed.body)).toBe(200)
  })

  it("cannot be sent at the key step by an administrator who has none", async () => {
    const plain = await administrator("sin-llave")
    const step = await passwordStep(plain.email)
    expect(step.totpRequired).toBeUndefined()
    // A made-up ticket is refused like any other.
    const made = await keyStep("not-a-ticket", new SoftwareKey().assert({ challenge: "x", rpId: "localhost" }, ORIGIN))
    expect(made.status).toBe(401)
    expect(made.body.reason).toBe("INVALID_TICKET")
  })
})
