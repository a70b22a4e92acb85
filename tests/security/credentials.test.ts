import { randomBytes } from "node:crypto"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { invitedAdministrator } from "../support/admin-api.js"
import { adminToken } from "../support/engine.js"
import { buildGateway, ENGLISH, graphql } from "../support/gateway.js"
import { ShopBrowser } from "../support/idp.js"
import { mailFiles, waitForMail } from "../support/mail.js"
import { storedPasswords } from "../support/passwords.js"
import { bearer, ok } from "../support/shopper.js"
import { stepCode } from "../support/totp.js"

/**
 * What the shop accepts as a password and how it keeps it (docs/security.md, ASVS 2.1 and 2.4), and
 * how long a second factor's code lives (2.8.1): at least 12 characters and at most 128, counted as
 * a person counts them (an emoji is one); any printable character, spaces and emoji too; never cut
 * short; never one of the passwords most used in public breaches (2.1.7), wherever a password is
 * set; stored only as a salted scrypt value, different for two people with the same password.
 */
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { customer { email } } }`
const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } } }`

let app: FastifyInstance
let owner: Record<string, string>
beforeAll(async () => {
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })
  owner = bearer(await adminToken())
})
afterAll(() => app.close())

const newEmail = (what: string) => `clave-${what}-${randomBytes(4).toString("hex")}@vitalia.test`

async function register(password: string, language = "es") {
  const email = newEmail("registro")
  const answer = await graphql(app, REGISTER, { input: { email, password } }, { "accept-language": language })
  return { email, answer }
}

async function signsIn(email: string, password: string) {
  const answer = await graphql(app, LOGIN, { email, password })
  return answer.data?.login?.customer?.email === email
}

/** The invite of a new administrator, accepted with `password`: the answer's status and body. */
async function acceptInvite(password: string) {
  const email = newEmail("personal")
  const invite = await request(app.server).post("/admin-api/invites").set(owner).send({ email })
  expect(invite.status, JSON.stringify(invite.body)).toBe(200)
  const accepted = await request(app.server)
    .post("/admin-api/invites/accept")
    .set("accept-language", "es")
    .send({ invite_token: invite.body.token, email, password })
  return { email, accepted }
}

/** The stored password value of an e-mail's emailpass identity. */
async function storedPassword(email: string): Promise<string> {
  const values = await storedPasswords(inject("databaseUrl"), email)
  expect(values).toHaveLength(1)
  return values[0]
}

describe("password length (ASVS 2.1.1, 2.1.2)", () => {
  it("a shopper's password of 11 characters is refused with the reason, in Spanish; 12 is accepted", async () => {
    const short = await register("once-caract")
    expect(short.answer.errors?.[0]).toMatchObject({
      message: "La contraseña debe tener entre 12 y 128 caracteres.",
      extensions: { code: "BAD_USER_INPUT", field: "password", limit: { min: 12, max: 128 } },
    })
    const english = await register("once-caract", "en")
    expect(english.answer.errors?.[0]?.message).toBe("The password must have 12 to 128 characters.")
    const twelve = await register("doce-caracte")
    expect(twelve.answer.errors).toBeUndefined()
    expect(await signsIn(twelve.email, "doce-caracte")).toBe(true)
  })

  it("128 characters are accepted and sign in; 129 are refused", async () => {
    const long = "a1-".repeat(42) + "xy"
    expect(long).toHaveLength(128)
    const accepted = await register(long)
    expect(accepted.answer.errors).toBeUndefined()
    expect(await signsIn(accepted.email, long)).toBe(true)
    const refused = await register(long + "z")
    expect(refused.answer.errors?.[0]?.extensions).toMatchObject({ field: "password", limit: { min: 12, max: 128 } })
  })

  it("an administrator's invite is refused under 12 characters and over 128, with the reason", async () => {
    const short = await acceptInvite("once-caract")
    expect(short.accepted.status).toBe(400)
    expect(JSON.stringify(short.accepted.body)).toContain("12")
    const over = await acceptInvite("b".repeat(129))
    expect(over.accepted.status).toBe(400)
    const ok = await acceptInvite("una-clave-de-doce")
    expect(ok.accepted.status, JSON.stringify(ok.accepted.body)).toBe(200)
  })
})

/** The reset link's token e-mailed to `email` after `ask` (by its subject: the welcome e-mail may come after `before` too). */
async function resetToken(email: string, ask: () => Promise<unknown>, subject?: string) {
  const before = new Set(mailFiles(inject("mailDir")))
  await ask()
  const mail = await waitForMail(inject("mailDir"), email, { since: before, subject })
  return mail.links.find((url) => url.pathname.endsWith("/reset-password"))!.searchParams.get("token")!
}

describe("passwords known from breaches are refused wherever a password is set (ASVS 2.1.7)", () => {
  const SPANISH = /contraseña.*filtraciones.*elige otra/i
  const RESET = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { customer { email } } }`
  const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { customer { email } }
  }`

  it("a shopper's registration with a common password of 12 characters, in any case, is PASSWORD_COMMON in Spanish and English", async () => {
    for (const password of ["password1234", "QWERTY123456"]) {
      const refused = await register(password)
      expect(refused.answer.errors?.[0]).toMatchObject({
        extensions: { code: "BAD_USER_INPUT", reason: "PASSWORD_COMMON", field: "password" },
      })
      expect(refused.answer.errors?.[0]?.message).toMatch(SPANISH)
      expect(await signsIn(refused.email, password)).toBe(false)
    }
    const english = await register("password1234", "en")
    expect(english.answer.errors?.[0]?.message).toMatch(/password.*breaches.*choose another/i)
    const own = await register("mi-clave-propia-del-huerto")
    expect(own.answer.errors).toBeUndefined()
  })

  it("a shopper's reset and change of password refuse one; the e-mailed token still works for a good one", async () => {
    const { email } = await register("la-clave-de-antes-2026")
    const token = await resetToken(
      email,
      () => graphql(app, `mutation ($email: String!) { requestPasswordReset(email: $email) }`, { email }),
      "Restablece tu contraseña"
    )
    const refused = await new ShopBrowser(app).graphql(RESET, { token, password: "1qaz2wsx3edc" })
    expect(refused.errors?.[0].extensions).toMatchObject({ reason: "PASSWORD_COMMON", field: "password" })
    expect(refused.errors?.[0].message).toMatch(SPANISH)
    const browser = new ShopBrowser(app)
    ok(await browser.graphql(RESET, { token, password: "la-clave-de-despues-2026" }))

    const changed = await browser.graphql(CHANGE, {
      currentPassword: "la-clave-de-despues-2026",
      newPassword: "qwertyuiop123",
    })
    expect(changed.errors?.[0].extensions).toMatchObject({ reason: "PASSWORD_COMMON", field: "newPassword" })
    expect(await signsIn(email, "qwertyuiop123")).toBe(false)
    expect(await signsIn(email, "la-clave-de-despues-2026")).toBe(true)
  })

  it("an administrator's invite, reset and change of password refuse one, coded and in the asker's language", async () => {
    const invited = await acceptInvite("administrator")
    expect(invited.accepted.status).toBe(400)
    expect(invited.accepted.body).toMatchObject({ code: "BAD_REQUEST", reason: "PASSWORD_COMMON", field: "password" })
    expect(invited.accepted.body.message).toMatch(SPANISH)

    const password = "una-clave-de-personal-2026"
    const { email, headers } = await invitedAdministrator(app, owner, newEmail("personal"), password)
    const token = await resetToken(email, () =>
      request(app.server).post("/admin-api/auth/reset-password").send({ email })
    )
    const reset = await request(app.server)
      .post("/admin-api/auth/update-password")
      .set(ENGLISH)
      .send({ token, password: "qwerty123456" })
    expect(reset.status).toBe(400)
    expect(reset.body).toMatchObject({ reason: "PASSWORD_COMMON", field: "password" })
    expect(reset.body.message).toMatch(/password.*breaches.*choose another/i)

    const changed = await request(app.server)
      .post("/admin-api/auth/change-password")
      .set({ origin: inject("publicUrl"), ...headers })
      .send({ currentPassword: password, newPassword: "123qweasdzxc" })
    expect(changed.status).toBe(400)
    expect(changed.body).toMatchObject({ reason: "PASSWORD_COMMON", field: "newPassword" })
    const old = await request(app.server).post("/admin-api/auth/login").send({ email, password })
    expect(old.status).toBe(200)
  })
})

describe("any printable character, and nothing cut off (ASVS 2.1.3, 2.1.4)", () => {
  it("a password with ñ, accents, spaces and an emoji registers and signs in; the same without the emoji does not", async () => {
    const password = "Año nuevo en Bogotá 🌿 2026"
    const { email, answer } = await register(password)
    expect(answer.errors).toBeUndefined()
    expect(await signsIn(email, password)).toBe(true)
    expect(await signsIn(email, "Año nuevo en Bogotá  2026")).toBe(false)
    expect(await signsIn(email, "Ano nuevo en Bogota 🌿 2026")).toBe(false)
  })

  it("an emoji counts as one character: eleven letters and one emoji make twelve", async () => {
    const password = "onceletrasx🌿"
    expect([...password]).toHaveLength(12)
    const { email, answer } = await register(password)
    expect(answer.errors).toBeUndefined()
    expect(await signsIn(email, password)).toBe(true)
  })

  it("two 128-character passwords that differ only in the last character are two passwords", async () => {
    const password = "c".repeat(127) + "1"
    const { email, answer } = await register(password)
    expect(answer.errors).toBeUndefined()
    expect(await signsIn(email, "c".repeat(127) + "2")).toBe(false)
    expect(await signsIn(email, password)).toBe(true)
  })
})

describe("how passwords are kept (ASVS 2.4.1, 2.4.2)", () => {
  it("only a salted scrypt value is stored, never the password, and the same password gives two values", async () => {
    const password = "la-misma-clave-para-dos"
    const first = await register(password)
    const second = await register(password)
    expect(first.answer.errors).toBeUndefined()
    expect(second.answer.errors).toBeUndefined()
    const [one, two] = [await storedPassword(first.email), await storedPassword(second.email)]
    for (const stored of [one, two]) {
      expect(stored).not.toContain(password)
      // scrypt-kdf's format (base64): "scrypt", its parameters, a random 32-byte salt, then the hash.
      const raw = Buffer.from(stored, "base64")
      expect(raw.subarray(0, 6).toString()).toBe("scrypt")
      // log2(N): what the engine was given. The test shops lower it (scripts/lib/test-database.ts);
      // production's 2^15 or more is checked by tests/launcher/production.test.ts.
      expect(raw.readUInt8(7)).toBe(Number(process.env.PASSWORD_HASH_LOG_N || 15))
      expect(raw.length).toBe(96)
    }
    expect(one).not.toBe(two)
    // The salt (bytes 16–47) differs, not only the hash.
    expect(Buffer.from(one, "base64").subarray(16, 48)).not.toEqual(Buffer.from(two, "base64").subarray(16, 48))
  })
})

describe("a second factor's code lives one step (ASVS 2.8.1)", () => {
  it("a code from two 30-second steps ago is refused as INVALID_TOTP_CODE; the current one opens the sign-in", async () => {
    const password = "una-clave-para-codigos-viejos"
    const { email, accepted } = await acceptInvite(password)
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    const signedIn = await request(app.server).post("/admin-api/auth/login").send({ email, password })
    const headers = bearer(signedIn.body.token)
    const started = await request(app.server).post("/admin-api/staff/me/totp").set(headers).send({})
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const secret = started.body.secret as string
    const codeAt = (steps: number) => stepCode(secret, steps)
    const confirmed = await request(app.server)
      .post("/admin-api/staff/me/totp/confirm")
      .set(headers)
      .send({ code: await codeAt(0) })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)

    const ticket = async () =>
      (await request(app.server).post("/admin-api/auth/login").send({ email, password })).body.ticket as string
    // A code a minute old or more: the nearest past step whose code no step in the window shares.
    const near = new Set([await codeAt(-1), await codeAt(0), await codeAt(1)])
    let old = await codeAt(-2)
    for (let steps = -3; near.has(old); steps--) old = await codeAt(steps)
    const refused = await request(app.server)
      .post("/admin-api/auth/login/totp")
      .send({ ticket: await ticket(), code: old })
    expect(refused.status).toBe(401)
    expect(refused.body.reason).toBe("INVALID_TOTP_CODE")
    const current = await request(app.server)
      .post("/admin-api/auth/login/totp")
      .send({ ticket: await ticket(), code: await codeAt(1) })
    expect(current.status, JSON.stringify(current.body)).toBe(200)
  })
})
