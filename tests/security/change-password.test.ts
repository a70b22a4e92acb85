import { randomBytes } from "node:crypto"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { buildGateway, ENGLISH, graphql, type GraphqlAnswer } from "../support/gateway.js"
import { ShopBrowser, cookieLine } from "../support/idp.js"
import { bearer, ok } from "../support/shopper.js"
import { invitedAdministrator } from "../support/admin-api.js"

/**
 * A signed-in change of password (ASVS 2.1.5, 2.1.6; docs/auth.md, "Changing a password"), for
 * shoppers (GraphQL `changePassword`) and administrators (`POST /admin-api/auth/change-password`):
 * the current password is asked and checked, wrong ones count like failed sign-ins, the old
 * password stops working, every other session and bearer token of the person ends, and the
 * session that made the change goes on.
 */
const publicUrl = inject("publicUrl")
const SHOP = "vitalia_session"
const ADMIN = "vitalia_session_admin"
const ME = `{ me { email } }`
type Me = { me: { email: string } | null }
type Login = { login: { customer: { email: string }; token: string } }
type Changed = { changePassword: { customer: { email: string }; token: string | null } }
type Token = { token: string }
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { customer { email } } }`
const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } token } }`
const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { customer { email } token }
}`

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })))
afterAll(() => app.close())

function stolen(lines: string[], name: string): string {
  const line = cookieLine(lines, name)
  if (!line) throw new Error(`no ${name} cookie among ${JSON.stringify(lines)}`)
  return line.split(";")[0]
}

/** `T`: the shape of the answer's `data`, as the query asks for it. */
async function withCookie<T = unknown>(target: FastifyInstance, cookie: string, query: string) {
  const response = await request(target.server)
    .post("/graphql")
    .set({ "content-type": "application/json", origin: publicUrl, cookie })
    .send({ query })
  const body = response.body as { data?: T | null; errors?: GraphqlAnswer<T>["errors"] }
  return { status: response.status, data: body.data ?? null, errors: body.errors }
}

async function newShopper(target = app) {
  const email = `cambio-${randomBytes(4).toString("hex")}@vitalia.test`
  const password = "una-clave-de-cambio-2026"
  const browser = new ShopBrowser(target)
  ok(await browser.graphql(REGISTER, { input: { email, password } }))
  return { browser, email, password }
}

describe("a shopper changes their password while signed in", () => {
  it("a wrong current password is refused, coded and in the asker's language; nothing changes", async () => {
    const { browser, email, password } = await newShopper()
    const spanish = await browser.graphql(CHANGE, {
      currentPassword: "no-es-la-clave",
      newPassword: "otra-clave-2026-x",
    })
    expect(spanish.data).toBeNull()
    expect(spanish.errors?.[0].extensions).toMatchObject({
      code: "AUTHENTICATION_FAILED",
      reason: "INVALID_CURRENT_PASSWORD",
      field: "currentPassword",
    })
    expect(spanish.errors?.[0].message).toMatch(/contraseña actual no es correcta/)
    const token = ok(await graphql<Login>(app, LOGIN, { email, password })).login.token
    const english = await graphql(
      app,
      CHANGE,
      { currentPassword: "not-the-password", newPassword: "otra-clave-2026-x" },
      { ...bearer(token), ...ENGLISH }
    )
    expect(english.errors?.[0].extensions?.reason).toBe("INVALID_CURRENT_PASSWORD")
    expect(english.errors?.[0].message).toMatch(/current password is not right/)
    // The password is still the old one, and the session still stands.
    expect(ok(await graphql<Login>(app, LOGIN, { email, password })).login.customer.email).toBe(email)
    expect(ok(await browser.graphql<Me>(ME)).me!.email).toBe(email)
  })

  it("a new password outside the limits is WEAK_PASSWORD on newPassword; signed out is UNAUTHENTICATED", async () => {
    const { browser, password } = await newShopper()
    const weak = await browser.graphql(CHANGE, { currentPassword: password, newPassword: "corta" })
    expect(weak.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "newPassword" })
    const anonymous = await graphql(app, CHANGE, { currentPassword: password, newPassword: "otra-clave-2026-x" })
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
  })

  it("the right one: the old password no longer signs in, other sessions end, this one goes on", async () => {
    const { browser, email, password } = await newShopper()
    const other = new ShopBrowser(app)
    ok(await other.graphql(LOGIN, { email, password }))
    const otherCookie = stolen(other.lastCookies, SHOP)
    const token = ok(await graphql<Login>(app, LOGIN, { email, password })).login.token
    expect(ok(await withCookie<Me>(app, otherCookie, ME)).me!.email).toBe(email)
    expect(ok(await graphql<Me>(app, ME, {}, bearer(token))).me!.email).toBe(email)

    const fresh = "una-clave-nueva-de-cambio-2026"
    const changed = ok(await browser.graphql<Changed>(CHANGE, { currentPassword: password, newPassword: fresh }))
    expect(changed.changePassword.customer.email).toBe(email)
    // A browser is never handed a token; its cookie carries the session on.
    expect(changed.changePassword.token).toBeNull()
    expect(ok(await browser.graphql<Me>(ME)).me!.email).toBe(email)

    expect(ok(await withCookie<Me>(app, otherCookie, ME)).me).toBeNull()
    const refreshed = await graphql(app, `mutation { refreshSession { signedIn } }`, {}, bearer(token))
    expect(refreshed.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
    expect(ok(await graphql<Me>(app, ME, {}, bearer(token))).me).toBeNull()

    const old = await graphql(app, LOGIN, { email, password })
    expect(old.errors?.[0].extensions).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "INVALID_CREDENTIALS" })
    expect(ok(await graphql<Login>(app, LOGIN, { email, password: fresh })).login.customer.email).toBe(email)
  })

  it("a client with a bearer token gets the new token; its old one ends", async () => {
    const { email, password } = await newShopper()
    const token = ok(await graphql<Login>(app, LOGIN, { email, password })).login.token
    const changed = ok(
      await graphql<Changed>(
        app,
        CHANGE,
        { currentPassword: password, newPassword: "clave-por-api-2026" },
        bearer(token)
      )
    )
    const next = changed.changePassword.token!
    expect(next).toBeTruthy()
    expect(ok(await graphql<Me>(app, ME, {}, bearer(next))).me!.email).toBe(email)
    expect(ok(await graphql<Me>(app, ME, {}, bearer(token))).me).toBeNull()
  })

  it("wrong current passwords spend the sign-in budget of the address", async () => {
    const strict = await buildGateway({ AUTH_RATE_LIMIT: "2", AUTH_RATE_WINDOW_MS: "60000" })
    try {
      const { email, password } = await newShopper(app)
      const browser = new ShopBrowser(strict)
      ok(await browser.graphql(LOGIN, { email, password }))
      const wrong = await browser.graphql(CHANGE, {
        currentPassword: "no-es-la-clave",
        newPassword: "otra-clave-2026-x",
      })
      expect(wrong.errors?.[0].extensions?.reason).toBe("INVALID_CURRENT_PASSWORD")
      const refused = await browser.graphql(CHANGE, { currentPassword: password, newPassword: "otra-clave-2026-x" })
      expect(refused.status).toBe(429)
      expect(refused.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS")
    } finally {
      await strict.close()
    }
  })

  it("wrong current passwords spend the account's failed sign-in budget in the engine, from any address", async () => {
    const { browser, email, password } = await newShopper()
    // The engine allows ten failed attempts per account a minute (AUTH_RATE_LIMIT of the engine).
    let refused = 0
    for (let i = 0; i < 11; i++) {
      const wrong = await browser.graphql(CHANGE, {
        currentPassword: `no-es-la-clave-${i}`,
        newPassword: "otra-clave-2026-x",
      })
      if (wrong.errors?.[0].extensions?.code === "TOO_MANY_REQUESTS") refused++
    }
    expect(refused).toBeGreaterThan(0)
    // The account is now locked for sign-in too, the right password included.
    const signIn = await graphql(app, LOGIN, { email, password })
    expect(signIn.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS")
  })
})

/** A back-office sign-in as a browser would: the copied cookie. */
async function adminCookie(email: string, password: string) {
  const login = await request(app.server)
    .post("/admin-api/auth/login")
    .set("origin", publicUrl)
    .send({ email, password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return stolen(login.headers["set-cookie"] as unknown as string[], ADMIN)
}

const adminMe = (headers: Record<string, string>) => request(app.server).get("/admin-api/auth/me").set(headers)
const changeAdmin = (headers: Record<string, string>, body: Record<string, unknown>) =>
  request(app.server)
    .post("/admin-api/auth/change-password")
    .set({ origin: publicUrl, "content-type": "application/json", ...headers })
    .send(body)

describe("an administrator changes their own password while signed in", () => {
  let email: string
  const password = "una-clave-de-personal-2026"
  beforeAll(async () => {
    // A new administrator through an invite: the demo owner's password stays as other files expect.
    email = `cambio.${randomBytes(4).toString("hex")}@vitalia.test`
    const owner = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email: demoAdmin.email, password: demoAdmin.password })
    await invitedAdministrator(app, bearer((owner.body as Token).token), email, password)
  })

  it("refuses a wrong current password, in the asker's language; refuses without a session", async () => {
    const cookie = await adminCookie(email, password)
    const spanish = await changeAdmin(
      { cookie },
      { currentPassword: "no-es-la-clave", newPassword: "otra-clave-2026-x" }
    )
    expect(spanish.status).toBe(401)
    expect(spanish.body).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "INVALID_CURRENT_PASSWORD" })
    expect((spanish.body as { message: string }).message).toMatch(/contraseña actual no es correcta/)
    const english = await changeAdmin(
      { cookie, ...ENGLISH },
      { currentPassword: "not-the-password", newPassword: "otra-clave-2026-x" }
    )
    expect((english.body as { message: string }).message).toMatch(/current password is not right/)
    // The session stands and the password is unchanged.
    expect((await adminMe({ cookie })).status).toBe(200)
    const anonymous = await changeAdmin({}, { currentPassword: password, newPassword: "otra-clave-2026-x" })
    expect(anonymous.status).toBe(401)
  })

  it("the right one: old password refused, other cookie and bearer token get 401, this session goes on", async () => {
    const cookie = await adminCookie(email, password)
    const other = await adminCookie(email, password)
    const token = ((await request(app.server).post("/admin-api/auth/login").send({ email, password })).body as Token)
      .token
    expect((await adminMe({ cookie: other })).status).toBe(200)
    expect((await adminMe(bearer(token))).status).toBe(200)

    const fresh = "una-clave-nueva-de-personal-2026"
    const changed = await changeAdmin({ cookie }, { currentPassword: password, newPassword: fresh })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const answer = changed.body as { user: { email: string }; token: string | null }
    expect(answer.user.email).toBe(email)
    expect(answer.token).toBeNull()
    const renewed = stolen(changed.headers["set-cookie"] as unknown as string[], ADMIN)
    expect((await adminMe({ cookie: renewed })).status).toBe(200)

    expect((await adminMe({ cookie: other })).status).toBe(401)
    expect((await adminMe(bearer(token))).status).toBe(401)
    // The cookie from before the change: the browser holds the renewed one now.
    expect((await adminMe({ cookie })).status).toBe(401)

    const old = await request(app.server).post("/admin-api/auth/login").send({ email, password })
    expect(old.status).toBe(401)
    const again = await request(app.server).post("/admin-api/auth/login").send({ email, password: fresh })
    expect(again.status).toBe(200)
  })
})
