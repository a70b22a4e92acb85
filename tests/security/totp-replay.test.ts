import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminToken } from "../support/engine.js"
import { buildGateway } from "../support/gateway.js"
import { bearer } from "../support/shopper.js"
import { invitedAdministrator } from "../support/admin-api.js"
import { previousStepCode, stepCode, wrongCode } from "../support/totp.js"

/**
 * Two-step sign-in cannot be replayed (docs/auth.md, "Back-office sign-in"): a code of the
 * authenticator app opens one sign-in per person and time step, whichever ticket carries it,
 * and a ticket of POST /admin-api/auth/login dies after its first success or its fifth wrong code.
 * Fresh administrators, invited by the owner, enrol a factor through /admin-api as a person would;
 * each enrols with the previous step's code, leaving the current and next steps unused.
 */
let app: FastifyInstance
let owner: Record<string, string>
const password = "una-clave-para-dos-pasos-2026"

interface Enrolled {
  email: string
  secret: string
}

async function enrolledAdministrator(name: string): Promise<Enrolled> {
  const { email, headers } = await invitedAdministrator(app, owner, `${name}.${Date.now()}@vitalia.test`, password)
  const started = await request(app.server).post("/admin-api/staff/me/totp").set(headers).send({})
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const who = { email, secret: started.body.secret as string }
  const confirmed = await request(app.server)
    .post("/admin-api/staff/me/totp/confirm")
    .set(headers)
    .send({ code: await previousStepCode(who.secret) })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  return who
}

async function ticket(who: Enrolled) {
  const response = await request(app.server).post("/admin-api/auth/login").send({ email: who.email, password })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  expect(response.body.totpRequired).toBe(true)
  return response.body.ticket as string
}

const second = (ticket: string, code: string, headers: Record<string, string> = {}) =>
  request(app.server).post("/admin-api/auth/login/totp").set(headers).send({ ticket, code })

beforeAll(async () => {
  // Room for the many sign-ins below: the per-address budget is another test's subject.
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })
  owner = bearer(await adminToken())
})
afterAll(() => app?.close())

describe("a code of the app is spent once per person and time step", () => {
  let who: Enrolled
  beforeAll(async () => {
    who = await enrolledAdministrator("repeticion")
  })

  it("refuses the same ticket and code a second time", async () => {
    const code = await stepCode(who.secret, 0)
    const sealed = await ticket(who)
    const first = await second(sealed, code)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const again = await second(sealed, code)
    expect(again.status).toBe(401)
    expect(again.body).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "INVALID_TICKET" })
    expect(again.body.token).toBeUndefined()
    expect(again.headers["set-cookie"]).toBeUndefined()
  })

  it("refuses a used code with a new ticket inside its window, in Spanish and in English", async () => {
    const code = await stepCode(who.secret, 1)
    const first = await second(await ticket(who), code)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const replayed = await second(await ticket(who), code)
    expect(replayed.status).toBe(401)
    expect(replayed.body).toEqual({
      code: "AUTHENTICATION_FAILED",
      reason: "TOTP_CODE_USED",
      message: "Ese código de verificación ya se usó: espera el siguiente código de tu aplicación y escríbelo.",
    })
    expect(replayed.headers["set-cookie"]).toBeUndefined()
    const english = await second(await ticket(who), code, { "accept-language": "en" })
    expect(english.status).toBe(401)
    expect(english.body.message).toBe(
      "That verification code has already been used: wait for your app's next code and type it."
    )
  })
})

describe("a sign-in ticket dies after five wrong codes", () => {
  let who: Enrolled
  beforeAll(async () => {
    who = await enrolledAdministrator("quemado")
  })

  it("refuses even the right, unused code once five wrong ones were tried", async () => {
    const sealed = await ticket(who)
    const wrong = await wrongCode(who.secret)
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await second(sealed, wrong)
      expect(refused.status).toBe(401)
      expect(refused.body.reason).toBe("INVALID_TOTP_CODE")
    }
    const late = await second(sealed, await stepCode(who.secret, 0))
    expect(late.status).toBe(401)
    expect(late.body).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "INVALID_TICKET" })
    expect(late.headers["set-cookie"]).toBeUndefined()
  })

  it("still opens a ticket with four wrong codes, with a fresh code", async () => {
    const sealed = await ticket(who)
    const wrong = await wrongCode(who.secret)
    for (let attempt = 1; attempt <= 4; attempt++) expect((await second(sealed, wrong)).status).toBe(401)
    const opened = await second(sealed, await stepCode(who.secret, 1))
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    const me = await request(app.server).get("/admin-api/auth/me").set(bearer(opened.body.token))
    expect(me.body.user.email).toBe(who.email)
  })
})
