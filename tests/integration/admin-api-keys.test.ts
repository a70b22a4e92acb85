import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { withClient } from "../../scripts/lib/postgres.js"
import { giveStaffRole, invitedAdministrator, reauthenticated } from "../support/admin-api.js"
import { buildGateway } from "../support/gateway.js"
import { bearer } from "../support/shopper.js"

/**
 * The engine's secret API keys on /admin-api, sent as Medusa's admin API takes them
 * (`Authorization: Basic base64(<key>:)`): a key acts with the staff role of the administrator who
 * created it, as that role is now, and a revoked key is refused at once with a coded error in the
 * asker's language (docs/admin.md, "Secret API keys").
 */
let app: FastifyInstance
let owner: Record<string, string>
let basic: Record<string, string>
let keyId: string
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}k`

/** A secret key made by the administrator signed in with `headers`: its id, and its token (answered only now). */
async function makeSecretKey(headers: Record<string, string>, title: string) {
  const made = await request(app.server).post("/admin-api/api-keys").set(headers).send({ title, type: "secret" })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return made.body as { id: string; token: string }
}

/** What an integration sends with a secret key: Basic, the token as the user name and no password. */
const withKey = (token: string) => ({ authorization: `Basic ${Buffer.from(`${token}:`).toString("base64")}` })

beforeAll(async () => {
  app = await buildGateway()
  const login = await request(app.server)
    .post("/admin-api/auth/login")
    .send({ email: demoAdmin.email, password: demoAdmin.password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  owner = bearer(login.body.token)
  // A new administrator, an owner while they make the key, then moved to the catalogue role.
  const person = await invitedAdministrator(app, owner, `clave-${unique}@vitalia.test`, "una-clave-de-prueba-2026")
  const role = (name: string) => giveStaffRole(app, owner, demoAdmin.password, person.userId, name)
  await role("owner")
  const made = await makeSecretKey(person.headers, `Integración ${unique}`)
  // The key itself is answered once, when it is made.
  expect(made.token).toMatch(/^sk_/)
  keyId = made.id
  await role("catalogue")
  basic = withKey(made.token)
})
afterAll(() => app.close())

describe("/admin-api with a secret API key (Authorization: Basic)", () => {
  it("reads and writes what its creator's role (catalogue) may", async () => {
    const products = await request(app.server)
      .get(`/admin-api/products?range=${encodeURIComponent("[0,4]")}`)
      .set(basic)
    expect(products.status, JSON.stringify(products.body)).toBe(200)
    expect(products.body.length).toBeGreaterThan(0)
    const tag = await request(app.server)
      .post("/admin-api/product-tags")
      .set(basic)
      .send({ value: `clave-${unique}` })
    expect(tag.status, JSON.stringify(tag.body)).toBe(200)
    expect(tag.body.value).toBe(`clave-${unique}`)
  })

  it("is refused, with the reason in the asker's language, what that role may not do", async () => {
    const customers = await request(app.server).get("/admin-api/customers").set(basic)
    expect(customers.status).toBe(403)
    expect(customers.body).toEqual({
      code: "FORBIDDEN",
      reason: "STAFF_ROLE_FORBIDDEN",
      message: "Tu rol de personal no permite esta acción: pídesela a una persona propietaria de la tienda.",
    })
    const key = await request(app.server)
      .post("/admin-api/api-keys")
      .set(basic)
      .set("accept-language", "en")
      .send({ title: `Otra ${unique}`, type: "secret" })
    expect(key.status).toBe(403)
    expect(key.body.reason).toBe("STAFF_ROLE_FORBIDDEN")
    expect(key.body.message).toMatch(/^Your staff role/)
  })

  it("a key that is not one gets 401 with a coded error", async () => {
    const wrong = withKey("sk_no-es-una-clave")
    const answer = await request(app.server).get("/admin-api/products").set(wrong)
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({
      code: "UNAUTHENTICATED",
      reason: "API_KEY_INVALID",
      message:
        "La clave de API no es válida o fue revocada: crea una clave secreta nueva en el back-office (Ajustes → Claves de API).",
    })
  })

  it("once revoked, gets 401 at once, in the asker's language", async () => {
    expect((await request(app.server).get("/admin-api/products").set(basic)).status).toBe(200)
    const revoked = await request(app.server)
      .post(`/admin-api/api-keys/${encodeURIComponent(keyId)}/actions/revoke`)
      .set(owner)
      .send({})
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200)
    const spanish = await request(app.server).get("/admin-api/products").set(basic)
    expect(spanish.status).toBe(401)
    expect(spanish.body).toEqual({
      code: "UNAUTHENTICATED",
      reason: "API_KEY_INVALID",
      message:
        "La clave de API no es válida o fue revocada: crea una clave secreta nueva en el back-office (Ajustes → Claves de API).",
    })
    const english = await request(app.server).get("/admin-api/products").set(basic).set("accept-language", "en")
    expect(english.status).toBe(401)
    expect(english.body.message).toBe(
      "The API key is not valid or has been revoked: create a new secret key in the back-office (Settings → API keys)."
    )
  })
})

describe("a key whose creator's account was removed", () => {
  it("has no staff role left: refused with STAFF_NO_ROLE, not answered as its creator was", async () => {
    const person = await invitedAdministrator(
      app,
      owner,
      `clave-retirada-${unique}@vitalia.test`,
      "una-clave-de-prueba-2026"
    )
    await giveStaffRole(app, owner, demoAdmin.password, person.userId, "owner")
    const key = withKey((await makeSecretKey(person.headers, `Retirada ${unique}`)).token)
    expect((await request(app.server).get("/admin-api/customers").set(key)).status).toBe(200)

    const removed = await request(app.server)
      .delete(`/admin-api/users/${person.userId}`)
      .set(await reauthenticated(app, owner, demoAdmin.password))
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    // The staff record goes with the account just after it (commerce/src/subscribers/staff-member-removal.ts),
    // on the removal's event: a busy machine may take more than vitest's one second to deliver it.
    await expect
      .poll(async () => (await request(app.server).get("/admin-api/customers").set(key)).status, { timeout: 15_000 })
      .toBe(403)
    const refused = await request(app.server).get("/admin-api/customers").set(key)
    expect(refused.body).toMatchObject({ code: "FORBIDDEN", reason: "STAFF_NO_ROLE" })

    // A shop whose older version kept a removed account's staff record: the key still acts for no one.
    const kept = (sql: string) => withClient(inject("databaseUrl"), (db) => db.query(sql, [person.userId]))
    await kept(`UPDATE staff_member SET deleted_at = NULL WHERE user_id = $1`)
    try {
      const again = await request(app.server).get("/admin-api/customers").set(key)
      expect(again.status, JSON.stringify(again.body)).toBe(403)
      expect(again.body).toMatchObject({ code: "FORBIDDEN", reason: "STAFF_NO_ROLE" })
    } finally {
      await kept(`UPDATE staff_member SET deleted_at = now() WHERE user_id = $1`)
    }
  })
})
