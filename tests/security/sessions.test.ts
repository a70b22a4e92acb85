import { randomBytes } from "node:crypto"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { buildGateway, graphql, type GraphqlAnswer } from "../support/gateway.js"
import { ShopBrowser, cookieLine } from "../support/idp.js"
import { mailFiles, waitForMail } from "../support/mail.js"
import { bearer, ok } from "../support/shopper.js"
import { invitedAdministrator } from "../support/admin-api.js"

/**
 * Sessions that end (docs/auth.md, "How sessions end"): a session copied before its owner signs
 * out, or before the password changes, is worth nothing afterwards — on the shop's cookie, the
 * back-office's cookie and bearer tokens alike — and answers given to a session are never stored
 * by a browser or a proxy.
 */
const mailDir = inject("mailDir")
const publicUrl = inject("publicUrl")
const SHOP = "vitalia_session"
const ADMIN = "vitalia_session_admin"
const ME = `{ me { email } }`
type Me = { me: { email: string } | null }
type Token = { token: string }
const REFRESH = `mutation { refreshSession { signedIn } }`
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { customer { email } token } }`
const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } token } }`

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })))
afterAll(() => app.close())

/** `name=value` of a Set-Cookie line: what a thief who copied the cookie sends. */
function stolen(lines: string[], name: string): string {
  const line = cookieLine(lines, name)
  if (!line) throw new Error(`no ${name} cookie among ${JSON.stringify(lines)}`)
  return line.split(";")[0]
}

/** A GraphQL call carrying a copied cookie, from a browser on the shop's origin. */
/** `T`: the shape of the answer's `data`, as the query asks for it. */
async function withCookie<T = unknown>(target: FastifyInstance, cookie: string, query: string) {
  const response = await request(target.server)
    .post("/graphql")
    .set({ "content-type": "application/json", origin: publicUrl, cookie })
    .send({ query })
  const body = response.body as { data?: T | null; errors?: GraphqlAnswer<T>["errors"] }
  return { status: response.status, data: body.data ?? null, errors: body.errors, response }
}

/** A new shopper registered in a browser: the browser, and the e-mail and password. */
async function newShopper() {
  const email = `sesiones-${randomBytes(4).toString("hex")}@vitalia.test`
  const password = "una-clave-de-sesiones-2026"
  const browser = new ShopBrowser(app)
  ok(await browser.graphql(REGISTER, { input: { email, password } }))
  return { browser, email, password, cookie: stolen(browser.lastCookies, SHOP) }
}

/**
 * Asks the reset e-mail for `email` (shop or back-office) and returns the link's token. The
 * registration's welcome e-mail leaves after its answer, so it may land after the reset was asked
 * (a clean-clone run of 517f1d0): the reset e-mail is the one with the reset link.
 */
async function resetToken(email: string, ask: () => Promise<unknown>) {
  const before = new Set(mailFiles(mailDir))
  await ask()
  const isReset = (url: URL) => url.pathname.endsWith("/reset-password")
  const mail = await waitForMail(mailDir, email, { since: before, link: isReset })
  return mail.links.find(isReset)!.searchParams.get("token")!
}

describe("a shop session ends at logout, for every copy of it", () => {
  it("a cookie copied before logout answers neither me nor refreshSession afterwards", async () => {
    const { browser, email, cookie } = await newShopper()
    expect(ok(await withCookie<Me>(app, cookie, ME)).me!.email).toBe(email)
    expect(ok(await browser.graphql(`mutation { logout }`)).logout).toBe(true)

    expect(ok(await withCookie<Me>(app, cookie, ME)).me).toBeNull()
    const refreshed = await withCookie(app, cookie, REFRESH)
    expect(refreshed.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
    // Nor does a refresh made before logout keep a copy alive.
    expect(
      ok(await withCookie<{ session: { signedIn: boolean } }>(app, cookie, `{ session { signedIn } }`)).session.signedIn
    ).toBe(false)
  })

  it("a copied cookie yields no engine token, which would outlive the session as a bearer token", async () => {
    const { cookie } = await newShopper()
    // A script, not a browser (no Origin header): sign-ins hand such clients their token, a cookie must not.
    const asScript = (query: string) =>
      request(app.server).post("/graphql").set({ "content-type": "application/json", cookie }).send({ query })
    type Session = { signedIn: boolean; token: string | null }
    const info = ((await asScript(`{ session { signedIn token } }`)).body as { data: { session: Session } }).data
      .session
    expect(info).toEqual({ signedIn: true, token: null })
    const refreshed = (
      (await asScript(`mutation { refreshSession { signedIn token } }`)).body as { data: { refreshSession: Session } }
    ).data.refreshSession
    expect(refreshed).toEqual({ signedIn: true, token: null })
  })

  it("a copy refreshed before logout dies with the session too", async () => {
    const { browser, email, cookie } = await newShopper()
    const refreshed = await withCookie<{ refreshSession: { signedIn: boolean } }>(app, cookie, REFRESH)
    expect(ok(refreshed).refreshSession.signedIn).toBe(true)
    const kept = stolen(([] as string[]).concat(refreshed.response.headers["set-cookie"] ?? []), SHOP)
    expect(ok(await withCookie<Me>(app, kept, ME)).me!.email).toBe(email)
    ok(await browser.graphql(`mutation { logout }`))
    expect(ok(await withCookie<Me>(app, kept, ME)).me).toBeNull()
    expect((await withCookie(app, kept, REFRESH)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
  })

  it("a bearer token ends when its client signs out with it", async () => {
    const { email, password } = await newShopper()
    const token = ok(await graphql<{ login: Token }>(app, LOGIN, { email, password })).login.token
    expect(ok(await graphql<Me>(app, ME, {}, bearer(token))).me!.email).toBe(email)
    expect(ok(await graphql(app, `mutation { logout }`, {}, bearer(token))).logout).toBe(true)
    expect(ok(await graphql<Me>(app, ME, {}, bearer(token))).me).toBeNull()
    expect((await graphql(app, REFRESH, {}, bearer(token))).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
  })

  it("signing out one browser leaves the person's other sessions alone", async () => {
    const { browser, email, password } = await newShopper()
    const other = new ShopBrowser(app)
    ok(await other.graphql(LOGIN, { email, password }))
    ok(await browser.graphql(`mutation { logout }`))
    expect(ok(await other.graphql<Me>(ME)).me!.email).toBe(email)
  })
})

describe("a shopper's password reset ends all their other sessions", () => {
  it("another browser's cookie and a client's bearer token are refused; the new session works", async () => {
    const { email, password, cookie } = await newShopper()
    const token = ok(await graphql<{ login: Token }>(app, LOGIN, { email, password })).login.token
    expect(ok(await graphql<Me>(app, ME, {}, bearer(token))).me!.email).toBe(email)

    const reset = await resetToken(email, () =>
      graphql(app, `mutation ($email: String!) { requestPasswordReset(email: $email) }`, { email })
    )
    const fresh = new ShopBrowser(app)
    ok(
      await fresh.graphql(
        `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { customer { email } } }`,
        { token: reset, password: "otra-clave-de-sesiones-2026" }
      )
    )
    expect(ok(await fresh.graphql<Me>(ME)).me!.email).toBe(email)

    expect(ok(await withCookie<Me>(app, cookie, ME)).me).toBeNull()
    expect((await withCookie(app, cookie, REFRESH)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
    expect(ok(await graphql<Me>(app, ME, {}, bearer(token))).me).toBeNull()
    expect((await graphql(app, REFRESH, {}, bearer(token))).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
  })
})

/** Signs in to the back-office as a browser would: the copied cookie. */
async function adminCookie(email: string, password: string) {
  const login = await request(app.server)
    .post("/admin-api/auth/login")
    .set("origin", publicUrl)
    .send({ email, password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return stolen(login.headers["set-cookie"] as unknown as string[], ADMIN)
}

const adminMe = (cookie: string) => request(app.server).get("/admin-api/auth/me").set("cookie", cookie)

describe("a back-office session ends at logout, for every copy of it", () => {
  it("a cookie copied before POST /admin-api/auth/logout gets 401 on me, on refresh and on the resources", async () => {
    const cookie = await adminCookie(demoAdmin.email, demoAdmin.password)
    expect((await adminMe(cookie)).status).toBe(200)
    const out = await request(app.server)
      .post("/admin-api/auth/logout")
      .set({ cookie, origin: publicUrl, "content-type": "application/json" })
      .send({})
    expect(out.status).toBe(200)

    expect((await adminMe(cookie)).status).toBe(401)
    const refresh = await request(app.server)
      .post("/admin-api/auth/refresh")
      .set({ cookie, origin: publicUrl, "content-type": "application/json" })
      .send({})
    expect(refresh.status).toBe(401)
    const list = await request(app.server)
      .get(`/admin-api/products?range=${encodeURIComponent("[0,0]")}`)
      .set("cookie", cookie)
    expect(list.status).toBe(401)
  })

  it("a copied back-office cookie yields no engine token, which would outlive the session", async () => {
    const cookie = await adminCookie(demoAdmin.email, demoAdmin.password)
    // A script, not a browser (no Origin header).
    const refresh = await request(app.server)
      .post("/admin-api/auth/refresh")
      .set({ cookie, "content-type": "application/json" })
      .send({})
    expect(refresh.status).toBe(200)
    expect((refresh.body as { token: string | null }).token).toBeNull()
  })

  it("a back-office bearer token signed out with gets 401", async () => {
    const login = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email: demoAdmin.email, password: demoAdmin.password })
    const headers = bearer((login.body as Token).token)
    expect((await request(app.server).get("/admin-api/auth/me").set(headers)).status).toBe(200)
    const out = await request(app.server)
      .post("/admin-api/auth/logout")
      .set({ ...headers, "content-type": "application/json" })
      .send({})
    expect(out.status).toBe(200)
    expect((await request(app.server).get("/admin-api/auth/me").set(headers)).status).toBe(401)
  })
})

describe("an administrator's password reset ends all their sessions", () => {
  let email: string
  const password = "una-clave-de-personal-2026"
  beforeAll(async () => {
    // A new administrator through an invite, so the demo owner's password stays as other files expect.
    email = `sesiones.${randomBytes(4).toString("hex")}@vitalia.test`
    const owner = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email: demoAdmin.email, password: demoAdmin.password })
    await invitedAdministrator(app, bearer((owner.body as Token).token), email, password)
  })

  it("the cookie and the bearer token from before the reset get 401; the new password signs in", async () => {
    const cookie = await adminCookie(email, password)
    const token = ((await request(app.server).post("/admin-api/auth/login").send({ email, password })).body as Token)
      .token
    expect((await adminMe(cookie)).status).toBe(200)
    expect((await request(app.server).get("/admin-api/auth/me").set(bearer(token))).status).toBe(200)

    const reset = await resetToken(email, () =>
      request(app.server).post("/admin-api/auth/reset-password").send({ email })
    )
    const updated = await request(app.server)
      .post("/admin-api/auth/update-password")
      .send({ token: reset, password: "otra-clave-de-personal-2026" })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)

    expect((await adminMe(cookie)).status).toBe(401)
    expect((await request(app.server).get("/admin-api/auth/me").set(bearer(token))).status).toBe(401)
    const again = await adminCookie(email, "otra-clave-de-personal-2026")
    expect((await adminMe(again)).status).toBe(200)
  })
})

describe("answers to a session are not stored (Cache-Control: no-store)", () => {
  it("every /admin-api answer: signed in or not, found or not", async () => {
    const cookie = await adminCookie(demoAdmin.email, demoAdmin.password)
    const answers = {
      "me, signed in": await adminMe(cookie),
      "me, anonymous": await request(app.server).get("/admin-api/auth/me"),
      "a list": await request(app.server)
        .get(`/admin-api/products?range=${encodeURIComponent("[0,0]")}`)
        .set("cookie", cookie),
      "an unknown route": await request(app.server).get("/admin-api/no-such-thing").set("cookie", cookie),
      "a refused login": await request(app.server)
        .post("/admin-api/auth/login")
        .send({ email: demoAdmin.email, password: "not-the-password" }),
    }
    for (const [what, answer] of Object.entries(answers)) expect(answer.headers["cache-control"], what).toBe("no-store")
  })

  it("GraphQL answers to a cookie or a bearer session", async () => {
    const { email, password, cookie } = await newShopper()
    const token = ok(await graphql<{ login: Token }>(app, LOGIN, { email, password })).login.token
    const byCookie = await withCookie<Me>(app, cookie, ME)
    expect(byCookie.response.headers["cache-control"]).toBe("no-store")
    const byBearer = await request(app.server)
      .post("/graphql")
      .set({ "content-type": "application/json", ...bearer(token) })
      .send({ query: ME })
    expect((byBearer.body as { data: Me }).data.me!.email).toBe(email)
    expect(byBearer.headers["cache-control"]).toBe("no-store")
  })

  it("GraphQL refusals the gateway gives a session before the query runs (too many attempts) too", async () => {
    const { email, cookie } = await newShopper()
    const strict = await buildGateway({ AUTH_RATE_LIMIT: "1", AUTH_RATE_WINDOW_MS: "60000" })
    try {
      const guess = () =>
        withCookie(strict, cookie, `mutation { login(email: "${email}", password: "no-es-la-clave") { token } }`)
      await guess()
      const refused = await guess()
      expect(refused.status).toBe(429)
      expect(refused.response.headers["cache-control"]).toBe("no-store")
    } finally {
      await strict.close()
    }
  })
})

describe("on a cluster, a session ended on one gateway is ended on the others (shared Redis store)", () => {
  const shared = {
    AUTH_RATE_LIMIT: "1000",
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: `vitalia-test-sessions-${randomBytes(4).toString("hex")}`,
    SESSION_SECRET: randomBytes(32).toString("hex"),
  }
  let first: FastifyInstance
  let second: FastifyInstance
  beforeAll(async () => {
    first = await buildGateway(shared)
    second = await buildGateway(shared)
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
  })

  it("logout through one gateway; the copied cookie is refused by the other", async () => {
    const email = `cluster-${randomBytes(4).toString("hex")}@vitalia.test`
    const browser = new ShopBrowser(first)
    ok(await browser.graphql(REGISTER, { input: { email, password: "una-clave-de-cluster-2026" } }))
    const cookie = stolen(browser.lastCookies, SHOP)
    expect(ok(await withCookie<Me>(second, cookie, ME)).me!.email).toBe(email)
    ok(await browser.graphql(`mutation { logout }`))
    expect(ok(await withCookie<Me>(second, cookie, ME)).me).toBeNull()
    expect((await withCookie(second, cookie, REFRESH)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
  })
})
