import { randomBytes } from "node:crypto"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { adminToken } from "../support/engine.js"
import { buildGateway, ENGLISH } from "../support/gateway.js"
import { ShopBrowser } from "../support/idp.js"
import { mailFiles, waitForMail, type CaughtMail } from "../support/mail.js"
import { bearer, ok } from "../support/shopper.js"
import { previousStepCode, stepCode } from "../support/totp.js"
import { invitedAdministrator, reauthenticated } from "../support/admin-api.js"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"

/**
 * A person is told by e-mail, after the fact, when how they sign in changed (ASVS 2.2.3, 2.5.5;
 * docs/emails.md, "security-notice"): a password changed or reset, a second factor enrolled or reset
 * by an owner — and (ASVS 2.8.5) when a spent two-step code of theirs is tried again, which the
 * gateway also logs at warn level as a security event. Read from the real SMTP catcher: each notice
 * is in the person's language, and holds no secret and no link at all.
 */
const mailDir = inject("mailDir")
const publicUrl = inject("publicUrl")
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { customer { email } } }`
const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { customer { email } }
}`

/** The gateway's log lines, as JSON, for the security events. */
const logLines: Record<string, unknown>[] = []
let app: FastifyInstance
let owner: Record<string, string>
beforeAll(async () => {
  app = await buildGateway(
    { AUTH_RATE_LIMIT: "1000", LOG_LEVEL: "warn" },
    { logStream: { write: (line: string) => void logLines.push(JSON.parse(line)) } }
  )
  owner = bearer(await adminToken())
})
afterAll(() => app?.close())

/** No link at all, and none of the given secrets, anywhere in the e-mail. */
function holdsNothingThatActs(mail: CaughtMail, secrets: string[]) {
  expect(mail.links).toEqual([])
  expect(mail.html).not.toMatch(/<a\s/i)
  for (const secret of secrets) {
    expect(mail.text).not.toContain(secret)
    expect(mail.html).not.toContain(secret)
  }
}

describe("shoppers are told when their password changes", () => {
  it("a signed-in change: an e-mail in Spanish, with no link and no password", async () => {
    const email = `aviso-${randomBytes(4).toString("hex")}@vitalia.test`
    const password = "una-clave-de-aviso-2026"
    const fresh = "otra-clave-de-aviso-2026"
    const browser = new ShopBrowser(app)
    ok(await browser.graphql(REGISTER, { input: { email, password, firstName: "Lucía" } }))
    const before = new Set(mailFiles(mailDir))
    ok(await browser.graphql(CHANGE, { currentPassword: password, newPassword: fresh }))
    const mail = await waitForMail(mailDir, email, { since: before, subject: "Tu contraseña de Vitalia cambió" })
    expect(mail.text).toContain("Hola, Lucía:")
    expect(mail.text).toMatch(/se cambió el \d+ de \w+ de \d{4}/)
    expect(mail.text).toContain("¿Olvidaste tu contraseña?")
    holdsNothingThatActs(mail, [password, fresh])
  })

  it("a reset with the e-mailed link: the notice follows, in the language the shopper registered in", async () => {
    const email = `notice-${randomBytes(4).toString("hex")}@vitalia.test`
    const english = new ShopBrowser(app)
    const registered = await english.agent
      .post("/graphql")
      .set({ "content-type": "application/json", origin: publicUrl, ...ENGLISH })
      .send({ query: REGISTER, variables: { input: { email, password: "an-english-password-2026" } } })
    expect(registered.body.errors).toBeUndefined()
    const before = new Set(mailFiles(mailDir))
    await request(app.server)
      .post("/graphql")
      .set("content-type", "application/json")
      .send({ query: `mutation ($email: String!) { requestPasswordReset(email: $email) }`, variables: { email } })
    // By its subject: the welcome e-mail may arrive after `before` too.
    const resetMail = await waitForMail(mailDir, email, { since: before, subject: "Reset your password" })
    const token = resetMail.links.find((url) => url.pathname.endsWith("/reset-password"))!.searchParams.get("token")!
    const afterRequest = new Set(mailFiles(mailDir))
    const fresh = "a-new-english-password-2026"
    ok(
      await new ShopBrowser(app).graphql(
        `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { customer { email } } }`,
        { token, password: fresh }
      )
    )
    const mail = await waitForMail(mailDir, email, { since: afterRequest, subject: "Your Vitalia password was reset" })
    expect(mail.text).toContain("We signed out your other sessions.")
    holdsNothingThatActs(mail, [fresh, token])
  })
})

describe("administrators are told when their password or second factor changes", () => {
  const password = "una-clave-de-personal-aviso-2026"
  let email: string
  let headers: Record<string, string>
  let userId: string
  beforeAll(async () => {
    ;({ email, headers, userId } = await invitedAdministrator(
      app,
      owner,
      `aviso.${randomBytes(4).toString("hex")}@vitalia.test`,
      password
    ))
  })

  it("a change of their own password", async () => {
    const before = new Set(mailFiles(mailDir))
    const fresh = "otra-clave-de-personal-aviso-2026"
    const changed = await request(app.server)
      .post("/admin-api/auth/change-password")
      .set({ ...headers, "content-type": "application/json" })
      .send({ currentPassword: password, newPassword: fresh })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    headers = bearer(changed.body.token)
    const mail = await waitForMail(mailDir, email, { since: before, subject: "Tu contraseña de Vitalia cambió" })
    expect(mail.text).toContain("avisa hoy mismo a una persona propietaria")
    holdsNothingThatActs(mail, [password, fresh])
  })

  let secret: string
  it("a second factor enrolled: told, without its key", async () => {
    const started = await request(app.server).post("/admin-api/staff/me/totp").set(headers).send({})
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    secret = started.body.secret
    const before = new Set(mailFiles(mailDir))
    // The previous step's code: the current and next stay unspent for the replay below.
    const code = await previousStepCode(secret)
    const confirmed = await request(app.server).post("/admin-api/staff/me/totp/confirm").set(headers).send({ code })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    const mail = await waitForMail(mailDir, email, {
      since: before,
      subject: "Activaste la verificación en dos pasos",
    })
    holdsNothingThatActs(mail, [secret, code])
  })

  it("a spent code tried again: refused, a warn-level security event with the user id (never the code), an e-mail", async () => {
    const fresh = "otra-clave-de-personal-aviso-2026"
    const ticket = async () =>
      (await request(app.server).post("/admin-api/auth/login").send({ email, password: fresh })).body.ticket as string
    const code = await stepCode(secret, 0)
    const first = await request(app.server)
      .post("/admin-api/auth/login/totp")
      .send({ ticket: await ticket(), code })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const before = new Set(mailFiles(mailDir))
    const logged = logLines.length
    const again = await request(app.server)
      .post("/admin-api/auth/login/totp")
      .send({ ticket: await ticket(), code })
    expect(again.status).toBe(401)
    expect(again.body.reason).toBe("TOTP_CODE_USED")

    const events = logLines.slice(logged).filter((line) => line.securityEvent === "TOTP_CODE_USED")
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ level: 40, userId })
    expect(JSON.stringify(events[0])).not.toContain(code)

    const mail = await waitForMail(mailDir, email, {
      since: before,
      subject: "Alguien usó de nuevo un código tuyo de verificación",
    })
    holdsNothingThatActs(mail, [code, secret])
  })

  it("a second factor reset by an owner", async () => {
    const before = new Set(mailFiles(mailDir))
    const reset = await request(app.server)
      .delete(`/admin-api/staff/${userId}/totp`)
      .set(await reauthenticated(app, owner, demoAdmin.password))
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    const mail = await waitForMail(mailDir, email, {
      since: before,
      subject: "Se restableció tu verificación en dos pasos",
    })
    expect(mail.text).toContain("tu próximo inicio de sesión pedirá solo la contraseña")
    holdsNothingThatActs(mail, [secret])
  })
})
