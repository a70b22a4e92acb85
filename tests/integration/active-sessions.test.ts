import { randomBytes } from "node:crypto"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { invitedAdministrator } from "../support/admin-api.js"
import { buildGateway, graphql, type GraphqlAnswer } from "../support/gateway.js"
import { cookieLine } from "../support/idp.js"
import { bearer, ok } from "../support/shopper.js"

/**
 * A person sees their active sessions and ends them (ASVS 3.3.4; docs/auth.md, "Active sessions"):
 * in the shop through GraphQL, in the back-office through /admin-api/auth/sessions. Each session
 * shows the device it was opened on, its start and its last use; one can be signed out by its id,
 * or every other one at once, and the ended cookies are refused from then on.
 */
const publicUrl = inject("publicUrl")
const SHOP = "vitalia_session"
const ADMIN = "vitalia_session_admin"
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
const SESSIONS = `{ mySessions { id browser os startedAt lastUsedAt current } }`

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })))
afterAll(() => app.close())

interface Listed {
  id: string
  browser: string | null
  os: string | null
  startedAt: string
  lastUsedAt: string
  current: boolean
}

/** `name=value` of a response's Set-Cookie line for `name`. */
function cookieOf(lines: unknown, name: string): string {
  const line = cookieLine(([] as string[]).concat((lines as string[]) ?? []), name)
  if (!line) throw new Error(`no ${name} cookie`)
  return line.split(";")[0]
}

/** A GraphQL call from a browser on the shop's origin, with its cookie and User-Agent. */
async function shop(cookie: string | null, userAgent: string, query: string, variables: Record<string, unknown> = {}) {
  const call = request(app.server)
    .post("/graphql")
    .set({ "content-type": "application/json", origin: publicUrl, "user-agent": userAgent })
  if (cookie) call.set("cookie", cookie)
  const response = await call.send({ query, variables })
  const answer: GraphqlAnswer<Record<string, any>> & { response: typeof response } = {
    status: response.status,
    data: response.body.data ?? null,
    errors: response.body.errors,
    response,
  }
  return answer
}

/** Signs a shopper in from a browser; answers its session cookie. */
async function shopSignIn(email: string, password: string, userAgent: string) {
  const { response, errors } = await shop(
    null,
    userAgent,
    `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } } }`,
    { email, password }
  )
  expect(errors).toBeUndefined()
  return cookieOf(response.headers["set-cookie"], SHOP)
}

describe("a shopper's active sessions", () => {
  it("two browsers are listed with their device; ending one refuses its cookie, the other lives", async () => {
    const email = `activas-${randomBytes(4).toString("hex")}@vitalia.test`
    const password = "una-clave-de-sesiones-2026"
    ok(
      await graphql(app, `mutation ($input: RegisterInput!) { register(input: $input) { customer { email } } }`, {
        input: { email, password },
      })
    )
    const laptop = await shopSignIn(email, password, FIREFOX_LINUX)
    const phone = await shopSignIn(email, password, CHROME_ANDROID)

    const seenFromLaptop = ok(await shop(laptop, FIREFOX_LINUX, SESSIONS)).mySessions as Listed[]
    expect(seenFromLaptop).toHaveLength(2)
    const laptopEntry = seenFromLaptop.find((s) => s.current)!
    const phoneEntry = seenFromLaptop.find((s) => !s.current)!
    expect(laptopEntry).toMatchObject({ browser: "Firefox", os: "Linux" })
    expect(phoneEntry).toMatchObject({ browser: "Chrome", os: "Android" })
    for (const entry of seenFromLaptop) {
      expect(Date.now() - Date.parse(entry.startedAt)).toBeLessThan(60_000)
      expect(Date.parse(entry.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(entry.startedAt))
      // The id names the session; it is neither the cookie nor part of it.
      expect(laptop).not.toContain(entry.id)
    }

    // The laptop signs the phone out: the phone's cookie is refused, the laptop goes on.
    expect(
      ok(await shop(laptop, FIREFOX_LINUX, `mutation ($id: ID!) { endSession(id: $id) }`, { id: phoneEntry.id }))
        .endSession
    ).toBe(true)
    expect(ok(await shop(phone, CHROME_ANDROID, `{ me { email } }`)).me).toBeNull()
    expect((await shop(phone, CHROME_ANDROID, SESSIONS)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
    expect(ok(await shop(laptop, FIREFOX_LINUX, `{ me { email } }`)).me.email).toBe(email)
    const left = ok(await shop(laptop, FIREFOX_LINUX, SESSIONS)).mySessions as Listed[]
    expect(left.map((s) => s.id)).toEqual([laptopEntry.id])

    // Another person cannot end it, nor learn whether it exists: the same NOT_FOUND as a made-up id.
    const stranger = `extrana-${randomBytes(4).toString("hex")}@vitalia.test`
    ok(
      await graphql(app, `mutation ($input: RegisterInput!) { register(input: $input) { customer { email } } }`, {
        input: { email: stranger, password },
      })
    )
    const strangerCookie = await shopSignIn(stranger, password, FIREFOX_LINUX)
    for (const id of [laptopEntry.id, "no-existe"]) {
      const refused = await shop(strangerCookie, FIREFOX_LINUX, `mutation ($id: ID!) { endSession(id: $id) }`, { id })
      expect(refused.errors?.[0].extensions?.code).toBe("NOT_FOUND")
      expect(refused.errors?.[0].message).toMatch(/no es tuya o ya terminó/)
    }
    expect(ok(await shop(laptop, FIREFOX_LINUX, `{ me { email } }`)).me.email).toBe(email)
  })

  it("signing out everywhere else ends the other browsers and bearer tokens; this one goes on, listed alone", async () => {
    const email = `todas-${randomBytes(4).toString("hex")}@vitalia.test`
    const password = "una-clave-de-sesiones-2026"
    const registered = ok(
      await graphql(app, `mutation ($input: RegisterInput!) { register(input: $input) { token } }`, {
        input: { email, password },
      })
    )
    const script = bearer(registered.register.token)
    const here = await shopSignIn(email, password, FIREFOX_LINUX)
    const there = await shopSignIn(email, password, CHROME_ANDROID)
    expect((ok(await shop(here, FIREFOX_LINUX, SESSIONS)).mySessions as Listed[]).length).toBe(2)

    const done = await shop(here, FIREFOX_LINUX, `mutation { endOtherSessions }`)
    expect(done.errors).toBeUndefined()
    // The browser keeps its session under a new cookie.
    const renewed = cookieOf(done.response.headers["set-cookie"], SHOP)
    expect(ok(await shop(renewed, FIREFOX_LINUX, `{ me { email } }`)).me.email).toBe(email)
    expect(ok(await shop(there, CHROME_ANDROID, `{ me { email } }`)).me).toBeNull()
    expect(ok(await graphql(app, `{ me { email } }`, {}, script)).me).toBeNull()
    const listed = ok(await shop(renewed, FIREFOX_LINUX, SESSIONS)).mySessions as Listed[]
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ current: true, browser: "Firefox", os: "Linux" })

    // A client without a session cookie cannot: it signs out with its own token.
    const token = ok(
      await graphql(
        app,
        `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`,
        {
          email,
          password,
        }
      )
    ).login.token
    const refused = await graphql(app, `mutation { endOtherSessions }`, {}, bearer(token))
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN")
    expect((await graphql(app, SESSIONS)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
  })
})

/** Signs an administrator in from a browser; answers its back-office cookie. */
async function adminSignIn(email: string, password: string, userAgent: string) {
  const login = await request(app.server)
    .post("/admin-api/auth/login")
    .set({ origin: publicUrl, "content-type": "application/json", "user-agent": userAgent })
    .send({ email, password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return cookieOf(login.headers["set-cookie"], ADMIN)
}

const adminGet = (cookie: string, path: string) => request(app.server).get(path).set({ cookie })
const adminPost = (cookie: string, path: string, headers: Record<string, string> = {}, body: object = {}) =>
  request(app.server)
    .post(path)
    .set({ cookie, origin: publicUrl, "content-type": "application/json", "user-agent": FIREFOX_LINUX, ...headers })
    .send(body)

/** The proof of a recent password that ending sessions needs (gateway/src/admin-api/reauth.ts), for this cookie's session. */
async function confirmed(cookie: string, password: string) {
  const answer = await adminPost(cookie, "/admin-api/auth/reauthenticate", {}, { password })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return { "x-vitalia-reauth": answer.body.proof as string }
}

describe("an administrator's own sessions in the back-office", () => {
  it("two sessions listed; one ended by id gets 401, the other lives; then everywhere else", async () => {
    const owner = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email: demoAdmin.email, password: demoAdmin.password })
    const email = `staff-sesiones-${randomBytes(4).toString("hex")}@vitalia.test`
    const password = "una-clave-de-personal-2026"
    await invitedAdministrator(app, bearer(owner.body.token), email, password)

    const desk = await adminSignIn(email, password, FIREFOX_LINUX)
    const tablet = await adminSignIn(email, password, CHROME_ANDROID)
    const third = await adminSignIn(email, password, CHROME_ANDROID)
    const listed = (await adminGet(desk, "/admin-api/auth/sessions")).body.sessions as Listed[]
    expect(listed).toHaveLength(3)
    expect(listed.find((s) => s.current)).toMatchObject({ browser: "Firefox", os: "Linux" })
    const tabletId = ((await adminGet(tablet, "/admin-api/auth/sessions")).body.sessions as Listed[]).find(
      (s) => s.current
    )!.id

    // Ending a session needs the password again (ASVS 3.3.4 with 3.7.1), and a proof of this browser's session.
    const unconfirmed = await adminPost(desk, `/admin-api/auth/sessions/${encodeURIComponent(tabletId)}/end`)
    expect(unconfirmed.status).toBe(403)
    expect(unconfirmed.body).toMatchObject({ code: "FORBIDDEN", reason: "REAUTHENTICATION_REQUIRED" })
    const proof = await confirmed(desk, password)
    const fromThird = await adminPost(third, `/admin-api/auth/sessions/${encodeURIComponent(tabletId)}/end`, proof)
    expect(fromThird.body.reason).toBe("REAUTHENTICATION_REQUIRED")
    expect((await adminGet(tablet, "/admin-api/auth/me")).status).toBe(200)
    const ended = await adminPost(desk, `/admin-api/auth/sessions/${encodeURIComponent(tabletId)}/end`, proof)
    expect(ended.status, JSON.stringify(ended.body)).toBe(200)
    expect((await adminGet(tablet, "/admin-api/auth/me")).status).toBe(401)
    expect((await adminGet(desk, "/admin-api/auth/me")).status).toBe(200)
    expect((await adminGet(third, "/admin-api/auth/me")).status).toBe(200)
    const again = await adminPost(desk, `/admin-api/auth/sessions/${encodeURIComponent(tabletId)}/end`, proof)
    expect(again.status).toBe(404)
    expect(again.body).toMatchObject({ code: "NOT_FOUND" })

    expect((await adminPost(desk, "/admin-api/auth/sessions/end-others")).status).toBe(403)
    const others = await adminPost(desk, "/admin-api/auth/sessions/end-others", proof)
    expect(others.status, JSON.stringify(others.body)).toBe(200)
    const renewed = cookieOf(others.headers["set-cookie"], ADMIN)
    expect((await adminGet(third, "/admin-api/auth/me")).status).toBe(401)
    expect((await adminGet(renewed, "/admin-api/auth/me")).status).toBe(200)
    const left = (await adminGet(renewed, "/admin-api/auth/sessions")).body.sessions as Listed[]
    expect(left).toHaveLength(1)
    expect(left[0]).toMatchObject({ current: true, browser: "Firefox" })

    expect((await request(app.server).get("/admin-api/auth/sessions")).status).toBe(401)
  })
})

describe("a shopper confirms it is them before ending sessions (ASVS 3.3.4)", () => {
  it("once the sign-in is older than the window: refused without the password, and with a wrong one; done with it", async () => {
    // A sign-in counts as the password typed again for two seconds here (REAUTH_SECONDS), five minutes by default.
    const quick = await buildGateway({ AUTH_RATE_LIMIT: "1000", REAUTH_SECONDS: "2" })
    try {
      const call = async (cookie: string | null, query: string, variables: Record<string, unknown> = {}) => {
        const post = request(quick.server)
          .post("/graphql")
          .set({ "content-type": "application/json", origin: publicUrl, "user-agent": FIREFOX_LINUX })
        if (cookie) post.set("cookie", cookie)
        return post.send({ query, variables })
      }
      const email = `confirma-${randomBytes(4).toString("hex")}@vitalia.test`
      const password = "una-clave-de-sesiones-2026"
      ok(
        await graphql(quick, `mutation ($input: RegisterInput!) { register(input: $input) { customer { email } } }`, {
          input: { email, password },
        })
      )
      const signIn = async () =>
        cookieOf(
          (
            await call(
              null,
              `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { customer { email } } }`,
              { e: email, p: password }
            )
          ).headers["set-cookie"],
          SHOP
        )
      const laptop = await signIn()
      const phone = await signIn()
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      const phoneId = ((await call(laptop, SESSIONS)).body.data.mySessions as Listed[]).find(
        (session) => !session.current
      )!.id
      const end = `mutation ($id: ID!, $p: String) { endSession(id: $id, currentPassword: $p) }`

      // A cookie taken from this browser later cannot sign its owner out elsewhere without the password.
      const unconfirmed = await call(laptop, end, { id: phoneId })
      expect(unconfirmed.body.errors[0].extensions).toMatchObject({
        code: "FORBIDDEN",
        reason: "REAUTHENTICATION_REQUIRED",
        field: "currentPassword",
      })
      expect(unconfirmed.body.errors[0].message).toMatch(/^Para cerrar sesiones, confirma que eres tú/)
      const wrong = await call(laptop, end, { id: phoneId, p: `${password}-no` })
      expect(wrong.body.errors[0].extensions).toMatchObject({
        reason: "INVALID_CURRENT_PASSWORD",
        field: "currentPassword",
      })
      // Nothing ended: the phone still answers as its shopper.
      expect((await call(phone, `{ me { email } }`)).body.data.me.email).toBe(email)

      expect((await call(laptop, end, { id: phoneId, p: password })).body.data.endSession).toBe(true)
      expect((await call(phone, `{ me { email } }`)).body.data.me).toBeNull()

      const others = await call(laptop, `mutation { endOtherSessions }`)
      expect(others.body.errors[0].extensions.reason).toBe("REAUTHENTICATION_REQUIRED")
      const confirmed = await call(laptop, `mutation ($p: String) { endOtherSessions(currentPassword: $p) }`, {
        p: password,
      })
      expect(confirmed.body.data.endOtherSessions).toBe(true)
    } finally {
      await quick.close()
    }
  })
})
