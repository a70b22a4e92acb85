import { randomBytes } from "node:crypto"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAdmin, demoShoppers } from "../../commerce/src/scripts/seed/accounts.js"
import { buildGateway, ENGLISH, graphql } from "../support/gateway.js"
import { ShopBrowser, cookieLine } from "../support/idp.js"
import { ok } from "../support/shopper.js"

const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } token } }`

describe("administrators sign in to the back-office with e-mail and password (/admin-api/auth)", () => {
  let app: FastifyInstance
  beforeAll(async () => (app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })))
  afterAll(() => app.close())

  it("login sets the admin session cookie; me answers the administrator; logout ends it", async () => {
    const agent = request.agent(app.server)
    const login = await agent
      .post("/admin-api/auth/login")
      .set("origin", "http://localhost:8080")
      .send({ email: demoAdmin.email, password: demoAdmin.password })
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({ email: demoAdmin.email, first_name: demoAdmin.first_name })
    expect(login.body.token).toBeNull()
    const cookie = cookieLine(login.headers["set-cookie"] as unknown as string[], "vitalia_session_admin")!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Path=\/admin-api/i)

    const me = await agent.get("/admin-api/auth/me")
    expect(me.status).toBe(200)
    expect(me.body.user.email).toBe(demoAdmin.email)
    // The storefront session is another cookie: the back-office sign-in is not a shopper's.
    expect(ok(await graphql(app, `{ session { signedIn } }`)).session.signedIn).toBe(false)

    expect((await agent.post("/admin-api/auth/logout").set("content-type", "application/json").send({})).status).toBe(
      200
    )
    expect((await agent.get("/admin-api/auth/me")).status).toBe(401)
  })

  it("API clients get a bearer token that /admin-api/auth/me accepts", async () => {
    const login = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email: demoAdmin.email, password: demoAdmin.password })
    expect(login.body.token).toMatch(/^eyJ/)
    const me = await request(app.server).get("/admin-api/auth/me").set("authorization", `Bearer ${login.body.token}`)
    expect(me.body.user.email).toBe(demoAdmin.email)
  })

  it("a wrong password, or a shopper's credentials, get 401 AUTHENTICATION_FAILED", async () => {
    for (const attempt of [
      { email: demoAdmin.email, password: "wrong-password" },
      { email: demoShoppers[0].email, password: demoShoppers[0].password },
    ]) {
      const response = await request(app.server).post("/admin-api/auth/login").set(ENGLISH).send(attempt)
      expect(response.status).toBe(401)
      expect(response.body).toEqual({
        code: "AUTHENTICATION_FAILED",
        reason: "INVALID_CREDENTIALS",
        message: "Authentication failed",
      })
      expect(response.headers["set-cookie"]).toBeUndefined()
    }
  })

  it("refuses posts that are not JSON (a cross-site form could send those)", async () => {
    const response = await request(app.server)
      .post("/admin-api/auth/login")
      .set("content-type", "application/x-www-form-urlencoded")
      .send(`email=${encodeURIComponent(demoAdmin.email)}&password=${demoAdmin.password}`)
    expect(response.status).toBe(415)
  })

  it("password reset requests answer the same for known and unknown administrators", async () => {
    for (const email of [demoAdmin.email, "nobody@vitalia.test"]) {
      const response = await request(app.server).post("/admin-api/auth/reset-password").send({ email })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ success: true })
    }
    const bad = await request(app.server)
      .post("/admin-api/auth/update-password")
      .send({ token: "not-a-token", password: "a-new-password" })
    expect(bad.status).toBe(401)
    expect(bad.body.reason).toBe("INVALID_RESET_TOKEN")
  })
})

describe("sign-in attempts are limited per client address", () => {
  let app: FastifyInstance
  beforeAll(
    async () => (app = await buildGateway({ AUTH_RATE_LIMIT: "3", AUTH_RATE_WINDOW_MS: "60000", LOG_LEVEL: "error" }))
  )
  afterAll(() => app.close())

  it("the fourth login attempt within the window answers 429 TOO_MANY_REQUESTS, and so does the back-office", async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await graphql(app, LOGIN, { email: "alguien@vitalia.test", password: `guess-${i}` })
      expect(answer.errors?.[0].extensions?.reason).toBe("INVALID_CREDENTIALS")
    }
    const refused = await request(app.server)
      .post("/graphql")
      .set("content-type", "application/json")
      .send({ query: LOGIN, variables: { email: demoShoppers[0].email, password: demoShoppers[0].password } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
    expect(refused.body.errors[0]).toMatchObject({
      message: "Demasiados intentos: espera un momento y vuelve a intentarlo.",
      extensions: { code: "TOO_MANY_REQUESTS" },
    })
    const admin = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email: demoAdmin.email, password: demoAdmin.password })
    expect(admin.status).toBe(429)
    // Other operations are not limited.
    expect(ok(await graphql(app, `{ ping }`)).ping).toBe(true)
  })

  it("aliases cannot hide a burst of guesses in one request; password resets have their own budget", async () => {
    const fresh = await buildGateway({ AUTH_RATE_LIMIT: "3", LOG_LEVEL: "error" })
    try {
      const burst = Array.from(
        { length: 4 },
        (_, i) => `a${i}: login(email: "alguien@vitalia.test", password: "guess-${i}") { token }`
      ).join(" ")
      const response = await request(fresh.server)
        .post("/graphql")
        .set("content-type", "application/json")
        .send({ query: `mutation { ${burst} }` })
      expect(response.status).toBe(429)
      expect(
        ok(await graphql(fresh, `mutation { requestPasswordReset(email: "alguien@vitalia.test") }`))
          .requestPasswordReset
      ).toBe(true)
    } finally {
      await fresh.close()
    }
  })
})

describe("session cookies in production", () => {
  it("are __Host- cookies, Secure, httpOnly and SameSite=Lax", async () => {
    const app = await buildGateway({
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      ORDER_LINK_SECRET: randomBytes(32).toString("hex"),
      AUTH_RATE_LIMIT: "1000",
    })
    try {
      const browser = new ShopBrowser(app)
      const email = `prod-${randomBytes(3).toString("hex")}@vitalia.test`
      ok(
        await browser.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { customer { id } } }`, {
          input: { email, password: "prod-clave-123" },
        })
      )
      // In production the name carries the __Host- prefix (auth/session.ts, hostOnly).
      expect(cookieLine(browser.lastCookies, "vitalia_session")).toBeUndefined()
      const cookie = cookieLine(browser.lastCookies, "__Host-vitalia_session")!
      expect(cookie).toMatch(/; Path=\/(;|$)/i)
      expect(cookie).toMatch(/; Secure/i)
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
    } finally {
      await app.close()
    }
  })
})
