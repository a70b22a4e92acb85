import Fastify from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requireAdmin } from "./session.js"

/** A customer's engine token as the engine signs it (the gateway only reads its claims here). */
const customerToken = [
  Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url"),
  Buffer.from(JSON.stringify({ actor_id: "cus_1", actor_type: "customer", exp: 4_102_444_800 })).toString("base64url"),
  "firma",
].join(".")
const adminLike = [
  Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url"),
  Buffer.from(JSON.stringify({ actor_id: "user_1", actor_type: "user", exp: 4_102_444_800 })).toString("base64url"),
  "firma",
].join(".")

const app = Fastify()
app.get("/admin-api/orders", { preHandler: requireAdmin }, () => Promise.resolve({ ok: true }))
app.post("/admin-api/product-tags", { preHandler: requireAdmin }, () => Promise.resolve({ ok: true }))

beforeAll(() => app.ready())
afterAll(() => app.close())

describe("the back-office's own refusals say why, in the asker's language", () => {
  it("no session: 401, sign in to the back-office", async () => {
    const es = await app.inject({ method: "GET", url: "/admin-api/orders" })
    expect(es.statusCode).toBe(401)
    expect(es.json()).toEqual({
      code: "UNAUTHENTICATED",
      reason: "ADMIN_SIGN_IN_REQUIRED",
      message: "Inicia sesión en el back-office para continuar: no hay una sesión abierta o ya terminó.",
    })
    const en = await app.inject({ method: "GET", url: "/admin-api/orders", headers: { "accept-language": "en" } })
    expect(en.json<{ message: string }>().message).toBe(
      "Sign in to the back-office to continue: there is no open session, or it has ended."
    )
    const forged = await app.inject({
      method: "GET",
      url: "/admin-api/orders",
      headers: { authorization: "Bearer x.y" },
    })
    expect(forged.json()).toMatchObject({ code: "UNAUTHENTICATED", reason: "ADMIN_SIGN_IN_REQUIRED" })
  })

  it("a shopper's token: 403, only the shop's staff", async () => {
    const es = await app.inject({
      method: "GET",
      url: "/admin-api/orders",
      headers: { authorization: `Bearer ${customerToken}` },
    })
    expect(es.statusCode).toBe(403)
    expect(es.json()).toEqual({
      code: "FORBIDDEN",
      reason: "ADMIN_ONLY",
      message: "Solo el personal de la tienda puede usar el back-office: inicia sesión con una cuenta de personal.",
    })
  })

  it("a write sent by a page of another site: 403, make it from the back-office", async () => {
    const en = await app.inject({
      method: "POST",
      url: "/admin-api/product-tags",
      headers: { authorization: `Bearer ${adminLike}`, origin: "https://evil.example", "accept-language": "en" },
      payload: { value: "x" },
    })
    expect(en.statusCode).toBe(403)
    expect(en.json()).toEqual({
      code: "FORBIDDEN",
      reason: "CROSS_ORIGIN_WRITE",
      message: "A change sent from another site was refused: make it from the shop's back-office.",
    })
  })
})
