import { randomBytes } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest"
import { engineFetch } from "../support/engine.js"
import { demoUsers } from "../../idp/src/users.js"
import { DATA_DIR } from "../../scripts/lib/paths.js"
import { withClient } from "../../scripts/lib/postgres.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { COMPLETE_EXTERNAL_LOGIN, SIGNED_IN, ShopBrowser, cookieLine } from "../support/idp.js"
import { mailFiles, waitForMail } from "../support/mail.js"
import { ok, regionByCurrency, variantsOf } from "../support/shopper.js"

const idpUrl = inject("idpUrl")
const mailDir = inject("mailDir")
const SESSION = "vitalia_session"
const [sofia, daniel] = demoUsers

let app: FastifyInstance
// A generous budget: this file signs in many times from one address; the limit has its own test.
beforeAll(async () => (app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })))
afterAll(() => app.close())

/** Secrets this file used; the last test checks that no log holds any of them. */
const secrets = new Set<string>()

const ME = `{ me { id email firstName metadata auth0Id } }`

/** An anonymous cart with one line, as a shopper builds before signing in. */
async function anonymousCart(browser: ShopBrowser) {
  const region = await regionByCurrency(app, "usd", "Estados Unidos")
  const variants = await variantsOf(app, "hc-fit", region.id)
  const variant = Object.values(variants)[0]
  const { createCart } = ok(
    await browser.graphql(`mutation ($regionId: ID) { createCart(regionId: $regionId) { id } }`, {
      regionId: region.id,
    })
  )
  ok(
    await browser.graphql(
      `mutation ($cartId: ID!, $variantId: ID!) { addLineItem(cartId: $cartId, variantId: $variantId, quantity: 2) { cart { id } } }`,
      { cartId: createCart.id, variantId: variant.id }
    )
  )
  return createCart.id as string
}

/** The cart as the engine holds it (who owns it), read past the gateway. */
async function engineCart(id: string) {
  const response = await engineFetch(`/store/carts/${id}?fields=id,email,*customer,*items`)
  return ((await response.json()) as { cart: { customer_id?: string | null; email: string | null; items: unknown[] } })
    .cart
}

async function customersWithEmail(email: string) {
  return withClient(inject("databaseUrl"), async (client) => {
    const { rows } = await client.query(
      "select id, metadata from customer where email = $1 and has_account and deleted_at is null",
      [email]
    )
    return rows as { id: string; metadata: Record<string, unknown> | null }[]
  })
}

describe.skipIf(!idpUrl)(
  "external sign-in through the identity provider (OpenID Connect, the local stand-in for Auth0)",
  () => {
    let firstCustomerId: string
    let firstCartId: string

    it("first sign-in creates the customer (email, first_name, metadata.auth0Id) and gives it the anonymous cart", async () => {
      const browser = new ShopBrowser(app)
      const cartId = await anonymousCart(browser)

      const { location, code, state, iss, url } = await browser.signInAtProvider(sofia, "/account/orders")
      secrets.add(code)
      // The real protocol: the provider's authorize endpoint, code flow with PKCE (S256), state and nonce.
      const authorize = new URL(location)
      expect(authorize.origin + authorize.pathname).toBe(`${idpUrl}/authorize`)
      expect(authorize.searchParams.get("response_type")).toBe("code")
      expect(authorize.searchParams.get("code_challenge_method")).toBe("S256")
      expect(authorize.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/)
      expect(authorize.searchParams.get("nonce")).toBeTruthy()
      expect(authorize.searchParams.get("redirect_uri")).toBe(`${inject("publicUrl")}/callback`)
      expect(authorize.searchParams.get("scope")).toBe("openid profile email")
      // The provider showed its sign-in form, then sent the browser to the shop's /callback.
      expect(browser.provider.visited.some((page) => page.startsWith(`${idpUrl}/interaction/`))).toBe(true)
      expect(url.origin + url.pathname).toBe(`${inject("publicUrl")}/callback`)
      expect(state).toBe(authorize.searchParams.get("state"))

      const answer = await browser.graphql(COMPLETE_EXTERNAL_LOGIN, { code, state, iss, cartId })
      const { completeExternalLogin } = ok(answer)
      expect(completeExternalLogin.customer).toMatchObject({
        email: sofia.email,
        firstName: sofia.given_name,
        lastName: sofia.family_name,
        auth0Id: sofia.sub,
        metadata: { auth0Id: sofia.sub },
      })
      expect(completeExternalLogin.cartTransferred).toBe(true)
      expect(completeExternalLogin.redirectPath).toBe("/account/orders")
      // A browser never sees the token: it holds an httpOnly cookie instead.
      expect(completeExternalLogin.token).toBeNull()
      const cookie = cookieLine(browser.lastCookies, SESSION)!
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
      expect(cookie).not.toMatch(/Secure/i)
      firstCustomerId = completeExternalLogin.customer.id

      const { me } = ok(await browser.graphql(ME))
      expect(me).toMatchObject({ id: firstCustomerId, email: sofia.email, metadata: { auth0Id: sofia.sub } })
      const cart = await engineCart(cartId)
      expect(cart.customer_id).toBe(firstCustomerId)
      expect(cart.items).toHaveLength(1)
      firstCartId = cartId

      // GET /store/auth0/{id}: the identity's profile, for its own customer.
      const { externalIdentity } = ok(
        await browser.graphql(`{ externalIdentity { subject email emailVerified name givenName familyName } }`)
      )
      expect(externalIdentity).toEqual({
        subject: sofia.sub,
        email: sofia.email,
        emailVerified: true,
        name: `${sofia.given_name} ${sofia.family_name}`,
        givenName: sofia.given_name,
        familyName: sofia.family_name,
      })
    })

    it("a second sign-in, from another browser, finds the same customer", async () => {
      const browser = new ShopBrowser(app)
      const { code, state, iss } = await browser.signInAtProvider(sofia)
      const { completeExternalLogin } = ok(await browser.graphql(COMPLETE_EXTERNAL_LOGIN, { code, state, iss }))
      expect(completeExternalLogin.customer.id).toBe(firstCustomerId)
      expect(completeExternalLogin.cartTransferred).toBe(false)
      expect(completeExternalLogin.redirectPath).toBeNull()
      expect(await customersWithEmail(sofia.email)).toEqual([{ id: firstCustomerId, metadata: { auth0Id: sofia.sub } }])
    })

    it("the identity's profile (GET /store/auth0/{id}) is for its own customer only; another customer's cart stays theirs", async () => {
      const client = new ShopBrowser(app, null)
      const { code, state, iss } = await client.signInAtProvider(daniel)
      const { completeExternalLogin } = ok(
        await client.graphql(COMPLETE_EXTERNAL_LOGIN, { code, state, iss, cartId: firstCartId })
      )
      expect(completeExternalLogin.customer.auth0Id).toBe(daniel.sub)
      expect(completeExternalLogin.cartTransferred).toBe(false)
      expect((await engineCart(firstCartId)).customer_id).toBe(firstCustomerId)
      const token = completeExternalLogin.token as string
      secrets.add(token)
      const engine = (subject: string, bearer?: string) =>
        engineFetch(`/store/auth0/${encodeURIComponent(subject)}`, {
          headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
        })
      const own = await engine(daniel.sub, token)
      expect(own.status).toBe(200)
      expect(((await own.json()) as { identity: unknown }).identity).toMatchObject({
        subject: daniel.sub,
        email: daniel.email,
        given_name: daniel.given_name,
      })
      expect((await engine(sofia.sub, token)).status).toBe(404)
      expect((await engine(daniel.sub)).status).toBe(401)
    })

    it("a tampered state gets AUTHENTICATION_FAILED (INVALID_STATE), and so does a state another browser started", async () => {
      const browser = new ShopBrowser(app)
      const { code, state, iss } = await browser.signInAtProvider(daniel)
      secrets.add(code)
      const tampered = await browser.graphql(COMPLETE_EXTERNAL_LOGIN, { code, state: `${state}x`, iss })
      expect(tampered.data).toBeNull()
      expect(tampered.errors?.[0]).toMatchObject({
        message: "No pudimos iniciar tu sesión.",
        extensions: { code: "AUTHENTICATION_FAILED", reason: "INVALID_STATE" },
      })

      const stranger = new ShopBrowser(app)
      const foreign = await stranger.graphql(COMPLETE_EXTERNAL_LOGIN, { code, state, iss })
      expect(foreign.errors?.[0].extensions).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "INVALID_STATE" })
      expect(ok(await stranger.graphql(ME)).me).toBeNull()
    })

    it("a replayed code gets AUTHENTICATION_FAILED: the state is single-use, and the provider refuses a used code", async () => {
      const browser = new ShopBrowser(app)
      const first = await browser.signInAtProvider(daniel)
      ok(await browser.graphql(COMPLETE_EXTERNAL_LOGIN, { code: first.code, state: first.state, iss: first.iss }))

      const replay = await browser.graphql(COMPLETE_EXTERNAL_LOGIN, {
        code: first.code,
        state: first.state,
        iss: first.iss,
      })
      expect(replay.errors?.[0].extensions).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "INVALID_STATE" })

      // The same code under a fresh state of this browser reaches the provider, which refuses it.
      const fresh = await browser.graphql(`mutation { startExternalLogin { location } }`)
      const freshState = new URL(ok(fresh).startExternalLogin.location).searchParams.get("state")
      const reused = await browser.graphql(COMPLETE_EXTERNAL_LOGIN, {
        code: first.code,
        state: freshState,
        iss: first.iss,
      })
      expect(reused.errors?.[0]).toMatchObject({
        message: "No pudimos iniciar tu sesión.",
        extensions: { code: "AUTHENTICATION_FAILED", reason: "CODE_REJECTED" },
      })
      secrets.add(first.code)
    })

    it("a callback without the provider's issuer parameter does not validate (RFC 9207)", async () => {
      const browser = new ShopBrowser(app)
      const { code, state } = await browser.signInAtProvider(daniel)
      const answer = await browser.graphql(COMPLETE_EXTERNAL_LOGIN, { code, state })
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: "AUTHENTICATION_FAILED",
        reason: "INVALID_PROVIDER_RESPONSE",
      })
    })

    it("the provider's sign-in page speaks Spanish, and English on request", async () => {
      const browser = new ShopBrowser(app)
      const { startExternalLogin } = ok(await browser.graphql(`mutation { startExternalLogin { location } }`))
      const { page } = await browser.provider.follow(startExternalLogin.location, `${inject("publicUrl")}/callback`)
      const pageUrl = browser.provider.visited[browser.provider.visited.length - 1]
      const spanish = await page!.text()
      expect(spanish).toContain('<html lang="es">')
      expect(spanish).toContain("Iniciar sesión")
      expect(spanish).toContain("Contraseña")
      const english = await (await browser.provider.request(`${pageUrl}?lang=en`)).text()
      expect(english).toContain('<html lang="en">')
      expect(english).toContain("Password")
    })

    it("a wrong password at the provider keeps the browser on its sign-in page", async () => {
      const browser = new ShopBrowser(app)
      await expect(browser.signInAtProvider({ email: sofia.email, password: "not-her-password" })).rejects.toThrow(
        /did not send the browser back \(status 401\)/
      )
    })

    it("the provider sends the browser back to the allowed origin it started on — 127.0.0.1 or localhost — and never to another host", async () => {
      const publicUrl = new URL(inject("publicUrl"))
      const loopback = new URL(publicUrl.origin)
      loopback.hostname = publicUrl.hostname === "localhost" ? "127.0.0.1" : "localhost"
      for (const origin of [loopback.origin, publicUrl.origin]) {
        const browser = new ShopBrowser(app, origin)
        const { location, code, state, iss, url } = await browser.signInAtProvider(sofia, "/products/hc-fit")
        expect(new URL(location).searchParams.get("redirect_uri")).toBe(`${origin}/callback`)
        expect(url.origin).toBe(origin)
        const { completeExternalLogin } = ok(await browser.graphql(COMPLETE_EXTERNAL_LOGIN, { code, state, iss }))
        expect(completeExternalLogin.customer.email).toBe(sofia.email)
        expect(completeExternalLogin.redirectPath).toBe("/products/hc-fit")
      }
      // An origin the shop does not own gets PUBLIC_URL's callback, never its own.
      const stranger = new ShopBrowser(app, "https://evil.example", publicUrl.origin)
      const { location } = await stranger.signInAtProvider(daniel)
      expect(new URL(location).searchParams.get("redirect_uri")).toBe(`${publicUrl.origin}/callback`)
    })

    it("startExternalLogin refuses a redirect path that leaves the shop", async () => {
      for (const redirectPath of ["https://evil.example/", "//evil.example", "/\\evil"]) {
        const answer = await new ShopBrowser(app).graphql(
          `mutation ($p: String) { startExternalLogin(redirectPath: $p) { location } }`,
          { p: redirectPath }
        )
        expect(answer.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "redirectPath" })
      }
    })
  }
)

describe("e-mail and password", () => {
  const email = `prueba-${randomBytes(4).toString("hex")}@vitalia.test`
  const password = `clave-${randomBytes(6).toString("hex")}`
  const newPassword = `nueva-${randomBytes(6).toString("hex")}`
  secrets.add(password)
  secrets.add(newPassword)

  const REGISTER = `mutation ($input: RegisterInput!, $cartId: ID) { register(input: $input, cartId: $cartId) { ${SIGNED_IN} } }`
  const LOGIN = `mutation ($email: String!, $password: String!, $cartId: ID) { login(email: $email, password: $password, cartId: $cartId) { ${SIGNED_IN} } }`

  it("register creates the customer and signs in; logout ends the session", async () => {
    const browser = new ShopBrowser(app)
    const { register } = ok(
      await browser.graphql(REGISTER, { input: { email, password, firstName: "Valeria", lastName: "Ruiz" } })
    )
    expect(register.customer).toMatchObject({ email, firstName: "Valeria", lastName: "Ruiz", auth0Id: null })
    expect(register.token).toBeNull()
    const cookie = cookieLine(browser.lastCookies, SESSION)!
    expect(cookie).toMatch(/HttpOnly/i)
    // The cookie is sealed: it does not hold the engine's token (a JWT) in readable form.
    expect(decodeURIComponent(cookie.split(";")[0])).not.toMatch(/eyJ[\w-]+\.eyJ/)
    expect(ok(await browser.graphql(ME)).me.email).toBe(email)
    expect(ok(await browser.graphql(`{ session { signedIn expiresAt token } }`)).session).toMatchObject({
      signedIn: true,
      token: null,
    })

    expect(ok(await browser.graphql(`mutation { logout }`)).logout).toBe(true)
    expect(cookieLine(browser.lastCookies, SESSION)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    expect(ok(await browser.graphql(ME)).me).toBeNull()
    expect(ok(await browser.graphql(`{ session { signedIn } }`)).session.signedIn).toBe(false)
  })

  it("register refuses an e-mail that already has an account, and a short password", async () => {
    const taken = await new ShopBrowser(app).graphql(REGISTER, { input: { email, password: "otra-clave-123" } })
    expect(taken.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", field: "email" })
    const short = await new ShopBrowser(app).graphql(REGISTER, { input: { email: `x-${email}`, password: "corta" } })
    expect(short.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "password" })
  })

  it("a wrong password gets AUTHENTICATION_FAILED (INVALID_CREDENTIALS), an unknown e-mail the same", async () => {
    for (const attempt of [
      { email, password: "wrong-password" },
      { email: "nadie@vitalia.test", password },
    ]) {
      const browser = new ShopBrowser(app)
      const answer = await browser.graphql(LOGIN, attempt)
      expect(answer.data).toBeNull()
      expect(answer.errors?.[0]).toEqual({
        message: "No pudimos iniciar tu sesión.",
        path: ["login"],
        locations: expect.any(Array),
        extensions: { code: "AUTHENTICATION_FAILED", reason: "INVALID_CREDENTIALS" },
      })
      expect(cookieLine(browser.lastCookies, SESSION)).toBeUndefined()
    }
  })

  it("login signs in and the anonymous cart becomes the customer's", async () => {
    const browser = new ShopBrowser(app)
    const cartId = await anonymousCart(browser)
    const { login } = ok(await browser.graphql(LOGIN, { email: email.toUpperCase(), password, cartId }))
    expect(login.customer.email).toBe(email)
    expect(login.cartTransferred).toBe(true)
    expect((await engineCart(cartId)).customer_id).toBe(login.customer.id)
    expect(new Date(login.expiresAt).getTime()).toBeGreaterThan(Date.now())
  })

  it("a client that is not a browser gets the token and uses it as a bearer", async () => {
    const answer = ok(await graphql(app, LOGIN, { email, password }))
    const token = answer.login.token as string
    secrets.add(token)
    expect(token).toMatch(/^eyJ/)
    const me = ok(await graphql(app, ME, {}, { authorization: `Bearer ${token}` })).me
    expect(me.email).toBe(email)
    const refreshed = ok(
      await graphql(
        app,
        `mutation { refreshSession { signedIn token expiresAt } }`,
        {},
        { authorization: `Bearer ${token}` }
      )
    )
    expect(refreshed.refreshSession.signedIn).toBe(true)
    expect(refreshed.refreshSession.token).toMatch(/^eyJ/)
    secrets.add(refreshed.refreshSession.token)
  })

  it("refreshSession keeps a browser signed in; without a session it is UNAUTHENTICATED", async () => {
    const browser = new ShopBrowser(app)
    ok(await browser.graphql(LOGIN, { email, password }))
    const { refreshSession } = ok(await browser.graphql(`mutation { refreshSession { signedIn token expiresAt } }`))
    expect(refreshSession).toMatchObject({ signedIn: true, token: null })
    expect(cookieLine(browser.lastCookies, SESSION)).toBeTruthy()
    expect(ok(await browser.graphql(ME)).me.email).toBe(email)
    const anonymous = await new ShopBrowser(app).graphql(`mutation { refreshSession { signedIn } }`)
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
  })

  it("autologin signs a browser in with a hand-over code, once; a used, made-up or old code gets AUTHENTICATION_FAILED (INVALID_TOKEN)", async () => {
    const token = ok(await graphql(app, LOGIN, { email, password })).login.token as string
    secrets.add(token)
    const bearer = { authorization: `Bearer ${token}` }
    const AUTOLOGIN = `mutation ($code: String!) { autologin(code: $code) { ${SIGNED_IN} } }`
    const { createAutologinCode } = ok(
      await graphql(app, `mutation { createAutologinCode { code expiresAt } }`, {}, bearer)
    )
    const code = createAutologinCode.code as string
    secrets.add(code)
    // The link carries the code, which is not the token nor anything the token can be read from.
    expect(code).not.toContain(token.split(".")[1])
    expect(code.length).toBeGreaterThanOrEqual(32)
    const lifetime = Date.parse(createAutologinCode.expiresAt) - Date.now()
    expect(lifetime).toBeGreaterThan(0)
    expect(lifetime).toBeLessThanOrEqual(120_000)

    const browser = new ShopBrowser(app)
    expect(ok(await browser.graphql(AUTOLOGIN, { code })).autologin.customer.email).toBe(email)
    expect(ok(await browser.graphql(ME)).me.email).toBe(email)

    // Used once: the same link opened again (from the history, a log, another browser) signs nobody in.
    for (const bad of [code, "not-a-code", `${code.slice(0, -4)}AAAA`]) {
      const again = new ShopBrowser(app)
      const answer = await again.graphql(AUTOLOGIN, { code: bad })
      expect(answer.errors?.[0].extensions).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "INVALID_TOKEN" })
      expect((await again.graphql(ME)).data?.me ?? null).toBeNull()
    }
    // The engine token itself no longer opens anything through the link.
    const asToken = await new ShopBrowser(app).graphql(AUTOLOGIN, { code: token })
    expect(asToken.errors?.[0].extensions).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "INVALID_TOKEN" })
  })

  it("an autologin code expires unused, and a browser's cookie session cannot make one", async () => {
    const quick = await buildGateway({ AUTH_RATE_LIMIT: "1000", AUTOLOGIN_CODE_SECONDS: "1" })
    try {
      const token = ok(await graphql(quick, LOGIN, { email, password })).login.token as string
      secrets.add(token)
      const { createAutologinCode } = ok(
        await graphql(quick, `mutation { createAutologinCode { code } }`, {}, { authorization: `Bearer ${token}` })
      )
      secrets.add(createAutologinCode.code)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const late = await new ShopBrowser(quick).graphql(
        `mutation ($code: String!) { autologin(code: $code) { ${SIGNED_IN} } }`,
        {
          code: createAutologinCode.code,
        }
      )
      expect(late.errors?.[0].extensions).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "INVALID_TOKEN" })

      const browser = new ShopBrowser(quick)
      ok(await browser.graphql(LOGIN, { email, password }))
      const refused = await browser.graphql(`mutation { createAutologinCode { code } }`)
      expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN")
      expect(refused.errors?.[0].message).toMatch(/token bearer/)
      const anonymous = await graphql(quick, `mutation { createAutologinCode { code } }`)
      expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
    } finally {
      await quick.close()
    }
  })

  it.skipIf(!mailDir)("password reset by the e-mailed link: the link's token sets a new password once", async () => {
    const before = new Set(mailFiles(mailDir))
    expect(
      ok(await graphql(app, `mutation ($email: String!) { requestPasswordReset(email: $email) }`, { email }))
        .requestPasswordReset
    ).toBe(true)
    // The subject picks the reset e-mail out of any other to the same address still on its way.
    const mail = await waitForMail(mailDir, email, { since: before, subject: "Restablece tu contraseña" })
    // In the customer's language: Spanish unless they chose English.
    expect(mail.subject).toBe("Restablece tu contraseña")
    expect(mail.text).toContain("Abre este enlace en los próximos 15 minutos")
    const link = mail.links.find((url) => url.pathname === "/reset-password")!
    expect(link.origin).toBe(inject("publicUrl"))
    const token = link.searchParams.get("token")!
    secrets.add(token)

    const browser = new ShopBrowser(app)
    const RESET = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ${SIGNED_IN} } }`
    const { resetPassword } = ok(await browser.graphql(RESET, { token, password: newPassword }))
    expect(resetPassword.customer.email).toBe(email)
    expect(ok(await browser.graphql(ME)).me.email).toBe(email)

    const again = await new ShopBrowser(app).graphql(RESET, { token, password: "otra-nueva-clave" })
    expect(again.errors?.[0].extensions).toMatchObject({ code: "AUTHENTICATION_FAILED", reason: "INVALID_RESET_TOKEN" })
    expect((await graphql(app, LOGIN, { email, password })).errors?.[0].extensions?.reason).toBe("INVALID_CREDENTIALS")
    expect(ok(await graphql(app, LOGIN, { email, password: newPassword })).login.customer.email).toBe(email)
  })

  it.skipIf(!mailDir)(
    "the reset e-mail's link opens on the host the shopper asked from when the shop allows it, else on PUBLIC_URL",
    async () => {
      const publicUrl = new URL(inject("publicUrl"))
      const loopback = new URL(publicUrl.origin)
      loopback.hostname = publicUrl.hostname === "localhost" ? "127.0.0.1" : "localhost"
      for (const [origin, expected] of [
        [loopback.origin, loopback.origin],
        ["https://evil.example", publicUrl.origin],
      ]) {
        const before = new Set(mailFiles(mailDir))
        const answer = await graphql(
          app,
          `mutation ($email: String!) { requestPasswordReset(email: $email) }`,
          { email },
          { origin }
        )
        expect(ok(answer).requestPasswordReset).toBe(true)
        const mail = await waitForMail(mailDir, email, { since: before, subject: "Restablece tu contraseña" })
        const link = mail.links.find((url) => url.pathname === "/reset-password")!
        expect(link.origin).toBe(expected)
        secrets.add(link.searchParams.get("token")!)
      }
    }
  )

  it.skipIf(!mailDir)("a reset for an unknown e-mail answers the same and sends nothing", async () => {
    const before = new Set(mailFiles(mailDir))
    expect(
      ok(await graphql(app, `mutation { requestPasswordReset(email: "nadie-aqui@vitalia.test") }`)).requestPasswordReset
    ).toBe(true)
    await expect(waitForMail(mailDir, "nadie-aqui@vitalia.test", { since: before, timeoutMs: 1500 })).rejects.toThrow(
      /no e-mail/
    )
  })
})

describe("cross-site requests (CSRF)", () => {
  it("a cross-site form cannot sign a browser out or in: non-JSON posts are refused before anything runs", async () => {
    const browser = new ShopBrowser(app)
    const email = `csrf-${randomBytes(3).toString("hex")}@vitalia.test`
    ok(
      await browser.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { customer { id } } }`, {
        input: { email, password: "csrf-clave-123" },
      })
    )
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const response = await browser.agent
        .post("/graphql")
        .set("content-type", type)
        .set("origin", "https://evil.example")
        .send("query=mutation%7Blogout%7D")
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(cookieLine(([] as string[]).concat(response.headers["set-cookie"] ?? []), SESSION)).toBeUndefined()
    }
    expect(ok(await browser.graphql(ME)).me.email).toBe(email)
  })
})

describe("logs", () => {
  it("no log line of the engine or the identity provider holds a password, code or token used above", async () => {
    // Give the engine a moment to flush its last lines.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const logs = ["engine.log", "idp.log"]
      .map((name) => path.join(DATA_DIR, "logs", name))
      .filter((file) => existsSync(file))
    expect(logs.length).toBeGreaterThan(0)
    const text = logs.map((file) => readFileSync(file, "utf8")).join("\n")
    for (const secret of [...secrets, sofia.password, daniel.password]) {
      expect(secret.length).toBeGreaterThan(6)
      expect(text.includes(secret), `a log holds ${secret.slice(0, 6)}…`).toBe(false)
    }
  })
})
