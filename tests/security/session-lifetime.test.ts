import { randomBytes } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { buildGateway } from "../support/gateway.js"
import { ShopBrowser, cookieLine } from "../support/idp.js"
import { ok } from "../support/shopper.js"

/**
 * A browser's session ends after a while unused, and after a while however used (docs/auth.md,
 * "How sessions end"; ASVS 3.3.2): 30 minutes and 12 hours in the shop, here shortened to seconds
 * (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS) so the test can wait them out.
 */
const publicUrl = inject("publicUrl")
const IDLE_S = 3
const MAX_S = 7
const ME = `{ me { email } }`
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { customer { email } } }`
const REFRESH = `mutation { refreshSession { signedIn } }`

let app: FastifyInstance
beforeAll(
  async () =>
    (app = await buildGateway({
      AUTH_RATE_LIMIT: "1000",
      SESSION_IDLE_MINUTES: String(IDLE_S / 60),
      SESSION_MAX_HOURS: String(MAX_S / 3600),
    }))
)
afterAll(() => app.close())

async function shopper() {
  const email = `vida-${randomBytes(4).toString("hex")}@vitalia.test`
  const browser = new ShopBrowser(app)
  ok(await browser.graphql(REGISTER, { input: { email, password: "una-clave-que-dura-poco" } }))
  return { browser, email }
}

const signedInAs = async (browser: ShopBrowser) => ok(await browser.graphql(ME)).me?.email ?? null

/** The back-office's browser: the cookie it holds, renewed from each answer, as a browser keeps it. */
async function backOffice() {
  const login = await request(app.server)
    .post("/admin-api/auth/login")
    .set({ origin: publicUrl, "content-type": "application/json" })
    .send({ email: demoAdmin.email, password: demoAdmin.password })
  expect(login.status).toBe(200)
  let cookie = cookieLine(login.headers["set-cookie"] as unknown as string[], "vitalia_session_admin")!.split(";")[0]
  return async () => {
    const me = await request(app.server).get("/admin-api/auth/me").set({ origin: publicUrl, cookie })
    const renewed = cookieLine((me.headers["set-cookie"] as unknown as string[]) ?? [], "vitalia_session_admin")
    if (renewed) cookie = renewed.split(";")[0]
    return me.status
  }
}

describe("a browser session's lifetime (ASVS 3.3.2)", () => {
  it("a shopper unused for longer than the idle limit is signed out; one in use stays signed in", async () => {
    const idle = await shopper()
    const busy = await shopper()
    for (let waited = 0; waited < IDLE_S + 1; waited++) {
      await sleep(1000)
      expect(await signedInAs(busy.browser)).toBe(busy.email)
    }
    expect(await signedInAs(idle.browser)).toBeNull()
    expect(await signedInAs(busy.browser)).toBe(busy.email)
  })

  it("a shopper in use all along is signed out at the lifetime's end, and refreshing the session does not extend it", async () => {
    const { browser, email } = await shopper()
    const started = Date.now()
    while (Date.now() - started < (MAX_S - 1.5) * 1000) {
      await sleep(1000)
      expect(await signedInAs(browser)).toBe(email)
      ok(await browser.graphql(REFRESH))
    }
    await sleep(2500)
    expect(await signedInAs(browser)).toBeNull()
  })

  it("the back-office's session ends the same ways", async () => {
    const idle = await backOffice()
    const busy = await backOffice()
    for (let waited = 0; waited < IDLE_S + 1; waited++) {
      await sleep(1000)
      expect(await busy()).toBe(200)
    }
    expect(await idle()).toBe(401)
    expect(await busy()).toBe(200)
    await sleep((MAX_S - IDLE_S) * 1000)
    // Used every moment, yet past the lifetime: gone.
    expect(await busy()).toBe(401)
  })
})
