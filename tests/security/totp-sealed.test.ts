import { randomBytes } from "node:crypto"
import { asValue } from "awilix"
import type { FastifyInstance } from "fastify"
import { generateSecret } from "otplib"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { ContainerRegistrationKeys, createMedusaContainer, ModulesSdkUtils } from "@medusajs/framework/utils"
import { withClient } from "../../scripts/lib/postgres.js"
import { localSecrets } from "../../scripts/lib/secrets.js"
import { adminToken } from "../support/engine.js"
import { buildGateway } from "../support/gateway.js"
import { bearer } from "../support/shopper.js"
import { invitedAdministrator } from "../support/admin-api.js"
import { previousStepCode, stepCode } from "../support/totp.js"

/**
 * Administrators' TOTP secrets are sealed at rest (ASVS 2.8.2; docs/auth.md, "Back-office sign-in"):
 * `staff_member.totp_secret` holds an AES-256-GCM seal under a key derived from JWT_SECRET, which is
 * not in the database (commerce/src/staff/totp.ts, on commerce/src/notifications/sealed.ts), and the
 * migration script seals secrets stored in the clear before — after which their factor works on.
 */
let app: FastifyInstance
let owner: Record<string, string>
const password = "una-clave-de-secreto-sellado-2026"
const rowOf = (userId: string) =>
  withClient(
    inject("databaseUrl"),
    async (db) =>
      (
        await db.query(
          "SELECT totp_secret, totp_pending_secret FROM staff_member WHERE user_id = $1 AND deleted_at IS NULL",
          [userId]
        )
      ).rows[0] as { totp_secret: string | null; totp_pending_secret: string | null }
  )

beforeAll(async () => {
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })
  owner = bearer(await adminToken())
})
afterAll(() => app?.close())

/** A new administrator, invited by the owner and signed in: their bearer headers and user id. */
function administrator(name: string) {
  return invitedAdministrator(app, owner, `${name}.${randomBytes(4).toString("hex")}@vitalia.test`, password)
}

/** Whether a sign-in with the password and then the app's code of `steps` away from now succeeds. */
async function signInWithCode(email: string, secret: string, steps = 0) {
  const login = await request(app.server).post("/admin-api/auth/login").send({ email, password })
  const signIn = login.body as { totpRequired?: boolean; ticket?: string }
  expect(signIn.totpRequired, JSON.stringify(login.body)).toBe(true)
  const code = await stepCode(secret, steps)
  return request(app.server).post("/admin-api/auth/login/totp").send({ ticket: signIn.ticket, code })
}

/** Nothing of the secret in a stored value: not as it is, nor in any of the seal's parts decoded. */
function holdsNothingReadable(stored: string | null, secret: string) {
  expect(stored).toBeTruthy()
  expect(stored).not.toContain(secret)
  expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
  for (const part of stored!.split(".").slice(1)) {
    const decoded = Buffer.from(part, "base64url")
    expect(decoded.toString("latin1")).not.toContain(secret)
    expect(decoded.toString("latin1")).not.toContain(Buffer.from(secret).toString("hex"))
  }
}

describe("TOTP secrets are sealed in the database", () => {
  it("the pending and the enrolled secret hold nothing readable; sign-in with a code still works", async () => {
    const { email, headers, userId } = await administrator("sellado")
    const started = await request(app.server).post("/admin-api/staff/me/totp").set(headers).send({})
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const secret = (started.body as { secret: string }).secret
    holdsNothingReadable((await rowOf(userId)).totp_pending_secret, secret)

    const code = await previousStepCode(secret)
    const confirmed = await request(app.server).post("/admin-api/staff/me/totp/confirm").set(headers).send({ code })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    const row = await rowOf(userId)
    holdsNothingReadable(row.totp_secret, secret)
    expect(row.totp_pending_secret).toBeNull()

    const signedIn = await signInWithCode(email, secret)
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
  })

  it("a seal moved to another administrator's row opens nothing there", async () => {
    const one = await administrator("sello-uno")
    const other = await administrator("sello-otro")
    const started = await request(app.server).post("/admin-api/staff/me/totp").set(one.headers).send({})
    const secret = (started.body as { secret: string }).secret
    const code = await previousStepCode(secret)
    expect(
      (await request(app.server).post("/admin-api/staff/me/totp/confirm").set(one.headers).send({ code })).status
    ).toBe(200)
    // The other one enrols a factor of their own, then the first one's seal is copied over theirs.
    const theirs = await request(app.server).post("/admin-api/staff/me/totp").set(other.headers).send({})
    const theirCode = await previousStepCode((theirs.body as { secret: string }).secret)
    expect(
      (await request(app.server).post("/admin-api/staff/me/totp/confirm").set(other.headers).send({ code: theirCode }))
        .status
    ).toBe(200)
    const copied = (await rowOf(one.userId)).totp_secret
    await withClient(inject("databaseUrl"), (db) =>
      db.query("UPDATE staff_member SET totp_secret = $1 WHERE user_id = $2", [copied, other.userId])
    )
    const refused = await signInWithCode(other.email, secret)
    expect(refused.status).toBe(401)
    expect((refused.body as { reason: string }).reason).toBe("INVALID_TOTP_CODE")
  })
})

describe("the migration seals secrets stored in the clear", () => {
  it("a clear secret from before sealing is sealed in place, and its factor works on", async () => {
    const { email, headers, userId } = await administrator("migrado")
    // Enrolled as before sealing existed: the base32 secret itself in the column.
    const started = await request(app.server).post("/admin-api/staff/me/totp").set(headers).send({})
    const code = await previousStepCode((started.body as { secret: string }).secret)
    expect(
      (await request(app.server).post("/admin-api/staff/me/totp/confirm").set(headers).send({ code })).status
    ).toBe(200)
    const secret = generateSecret()
    await withClient(inject("databaseUrl"), (db) =>
      db.query("UPDATE staff_member SET totp_secret = $1 WHERE user_id = $2", [secret, userId])
    )
    // Kept in the clear, the engine opens nothing: no code signs in (never a sign-in without the factor).
    expect((await signInWithCode(email, secret)).status).toBe(401)

    // The migration script as `medusa db:migrate` runs it: the engine's container, its database, its
    // environment (DATABASE_URL and JWT_SECRET, which the engine's settings read). Put back afterwards.
    const environment = { DATABASE_URL: process.env.DATABASE_URL, JWT_SECRET: process.env.JWT_SECRET }
    process.env.DATABASE_URL = inject("databaseUrl")
    process.env.JWT_SECRET = localSecrets().jwtSecret
    const sealing = await import("../../commerce/src/migration-scripts/staff-totp-sealed.js")
    // The engine's migration scripts are CommonJS-shaped for TypeScript: the function is the module's default.
    const staffTotpSealed = (sealing as unknown as { default: (typeof sealing)["default"]["default"] }).default
    const connection = ModulesSdkUtils.createPgConnection({ clientUrl: inject("databaseUrl"), schema: "public" })
    const container = createMedusaContainer()
    container.register(ContainerRegistrationKeys.PG_CONNECTION, asValue(connection))
    container.register(ContainerRegistrationKeys.LOGGER, asValue(console))
    try {
      await staffTotpSealed({ container })
    } finally {
      await connection.destroy()
      for (const [name, value] of Object.entries(environment))
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
    }

    holdsNothingReadable((await rowOf(userId)).totp_secret, secret)
    // The next step's code: the current one may have been spent by the refused attempt above.
    const signedIn = await signInWithCode(email, secret, 1)
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
  })
})
