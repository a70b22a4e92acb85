import { createHash } from "node:crypto"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway } from "../support/gateway.js"

/**
 * Security headers (gateway/src/web/security-headers.ts) on every answer the gateway gives:
 * pages, files, the GraphQL API, the back-office's REST API, health, errors.
 */
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string }

const csp = (answer: Answer) => String(answer.headers["content-security-policy"] ?? "")
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `) || part === name)

function expectHardened(answer: Answer, where: string) {
  const policy = csp(answer)
  expect(policy, `${where}: Content-Security-Policy`).toContain("default-src 'self'")
  expect(directive(policy, "frame-ancestors"), where).toBe("frame-ancestors 'none'")
  expect(directive(policy, "object-src"), where).toBe("object-src 'none'")
  expect(directive(policy, "script-src"), where).not.toContain("'unsafe-inline'")
  expect(directive(policy, "script-src"), where).not.toContain("'unsafe-eval'")
  expect(answer.headers["x-frame-options"], where).toBe("DENY")
  expect(answer.headers["x-content-type-options"], where).toBe("nosniff")
  expect(answer.headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin")
  expect(answer.headers["cross-origin-opener-policy"], where).toBe("same-origin")
}

const html = (app: FastifyInstance, path: string) =>
  request(app.server).get(path).set("accept", "text/html,application/xhtml+xml")

describe("security headers on every answer", () => {
  let app: FastifyInstance
  beforeAll(async () => (app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })))
  afterAll(() => app.close())

  it("every route the gateway registers, the GraphQL API, pages, files and errors carry them; no HSTS outside production", async () => {
    const answers: [string, Answer][] = []
    const gets = app.routeTable.filter((route) => route.method === "GET")
    expect(gets.length).toBeGreaterThan(10)
    for (const route of gets) {
      const path = route.url.replace(/:[A-Za-z_]+/g, "x").replace("*", "x")
      answers.push([`GET ${route.url}`, await request(app.server).get(path)])
    }
    for (const route of app.routeTable.filter((r) => r.method !== "GET" && r.method !== "OPTIONS")) {
      const path = route.url.replace(/:[A-Za-z_]+/g, "x").replace("*", "x")
      answers.push([
        `${route.method} ${route.url}`,
        await request(app.server)
          [route.method.toLowerCase() as "post"](path)
          .set("content-type", "application/json")
          .send("{}"),
      ])
    }
    answers.push(
      [
        "POST /graphql",
        await request(app.server)
          .post("/graphql")
          .set("content-type", "application/json")
          .send({ query: "{ regions { id } }" }),
      ],
      [
        "a GraphQL error",
        await request(app.server).post("/graphql").set("content-type", "application/json").send({ query: "{ nope }" }),
      ],
      ["the home page", await html(app, "/")],
      ["a product page", await html(app, "/products/te-verde-herbal")],
      ["the cart (the shell)", await html(app, "/cart")],
      ["the back-office", await html(app, "/admin/")],
      ["an asset", await request(app.server).get("/favicon.ico")],
      ["an unknown API path", await request(app.server).get("/graphql/nope")]
    )
    expect(answers.length).toBeGreaterThan(20)
    for (const [where, answer] of answers) {
      expectHardened(answer, where)
      expect(answer.headers["strict-transport-security"], where).toBeUndefined()
    }
  })

  it("a drawn page's or frame's one inline script, the loader, is allowed by its hash; nothing else inline runs", async () => {
    for (const path of ["/", "/products", "/products/te-verde-herbal", "/cart", "/login", "/account"]) {
      const page = await html(app, path)
      expect(page.status).toBe(200)
      const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (match) => !match[1].includes('type="application/json"')
      )
      // The boot data and the chunk list are JSON (not run); the loader is the only script, with no attributes.
      expect(
        scripts.map((match) => match[1]),
        path
      ).toEqual([""])
      const hash = `'sha256-${createHash("sha256").update(scripts[0][2]).digest("base64")}'`
      expect(directive(csp(page), "script-src"), path).toBe(`script-src ${hash} 'self'`)
    }
    // A page that is not drawn (the shell) runs no inline script, and its policy allows none.
    expect(directive(csp(await html(app, "/search")), "script-src")).toBe("script-src 'self'")
  })

  it("the back-office has its own policy: no inline script, no third party, even with Stripe on", async () => {
    const stripe = await buildGateway({ STRIPE_PUBLISHABLE_KEY: "pk_test_placeholder" })
    try {
      const storefront = csp(await html(stripe, "/"))
      expect(directive(storefront, "script-src")).toContain("https://js.stripe.com")
      expect(directive(storefront, "connect-src")).toContain("https://api.stripe.com")
      expect(directive(storefront, "frame-src")).toContain("https://hooks.stripe.com")
      const admin = csp(await html(stripe, "/admin/"))
      expect(admin).not.toContain("stripe.com")
      expect(directive(admin, "script-src")).toBe("script-src 'self'")
      expect(directive(admin, "frame-ancestors")).toBe("frame-ancestors 'none'")
    } finally {
      await stripe.close()
    }
    // Without Stripe, no Stripe host anywhere.
    expect(csp(await html(app, "/"))).not.toContain("stripe.com")
    expect(directive(csp(await html(app, "/")), "frame-src")).toBe("frame-src 'none'")
  })

  it("production adds HSTS and upgrade-insecure-requests", async () => {
    const secret = "Zq3v8Jk2Lm9Pw4Rt7Yx1Nc6Bd5Hg0Fs2Ae8Ku"
    const production = await buildGateway({
      NODE_ENV: "production",
      SESSION_SECRET: secret,
      ORDER_LINK_SECRET: `${secret}o`,
    })
    try {
      for (const answer of [await request(production.server).get("/health"), await html(production, "/")]) {
        expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
        expect(csp(answer)).toContain("upgrade-insecure-requests")
        expectHardened(answer, "production")
      }
    } finally {
      await production.close()
    }
  })
})
