/**
 * The shop as production runs it: `npm start` with NODE_ENV=production and the secrets production
 * requires (docs/operations.md, "What an operator must set"), started once, from its own data folder
 * on ports of its own. What only production settings switch on is checked here: `Secure` session
 * cookies, HSTS on every answer, no demo account (the first owner comes from OWNER_EMAIL and
 * OWNER_PASSWORD; staff are invited by that owner, shoppers register), owners held to enrolling a
 * second factor before anything else (ADMIN_TOTP_REQUIRED), no GraphQL explorer page loading
 * scripts from another host, and an engine that answers only its gateway.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { chmodSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAdmin, demoShoppers, demoStaff } from "../../commerce/src/scripts/seed/accounts.js"
import { ROOT } from "../../scripts/lib/paths.js"
import { freePort } from "../../scripts/lib/ports.js"
import { dropDatabase } from "../../scripts/lib/postgres.js"
import { isRunning } from "../../scripts/lib/processes.js"
import { RUN_ID_VARIABLE, readRecord } from "../../scripts/lib/run.js"
import { storedPasswords } from "../support/passwords.js"
import { SoftwareKey } from "../support/software-key.js"
import { stepCode, untilNextStep } from "../support/totp.js"

const secret = () => randomBytes(32).toString("base64url")

/** The cookie of `name` among Set-Cookie lines, whole (with its attributes). */
function cookieNamed(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))
}

/** The first owner, as an operator sets it (docs/operations.md, "The first owner"). */
const owner = { email: "duena@tienda.example", password: "la-primera-duena-de-la-tienda" }
/** A shopper who registers, as shoppers do in production. */
const shopper = { email: "primera.compradora@tienda.example", password: "una-compradora-de-verdad" }

describe("npm start in production (NODE_ENV=production)", () => {
  let dataDir: string
  let child: ChildProcess | undefined
  let output = ""
  let exited: Promise<number | null> | undefined
  let database: string | undefined
  let base: string
  let enginePort: number
  /** The owner's second factor, once enrolled (the owners' test below). */
  let ownerFactor: string | undefined

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "vitalia-production-"))
    // Reachable by the postgres user when tests run as root (the embedded cluster lives here).
    chmodSync(dataDir, 0o755)
    const gatewayPort = await freePort()
    enginePort = await freePort()
    base = `http://localhost:${gatewayPort}`
    if (process.env.DATABASE_URL) {
      const url = new URL(process.env.DATABASE_URL)
      url.pathname = `/vitalia_production_test_${process.pid}_${Date.now()}`
      database = url.toString()
    }
    const env: NodeJS.ProcessEnv = { ...process.env }
    // PASSWORD_HASH_LOG_N: npm test lowers it for its own shops (scripts/lib/test-database.ts); production refuses that.
    for (const name of [
      RUN_ID_VARIABLE,
      "DATABASE_URL",
      "SHOP_LOGS",
      "SHOP_DATA_DIR",
      "ENGINE_EDGE_SECRET",
      "PASSWORD_HASH_LOG_N",
    ])
      delete env[name]
    child = spawn("npm", ["start"], {
      cwd: ROOT,
      env: {
        ...env,
        NODE_ENV: "production",
        SHOP_DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database } : {}),
        PORT: String(gatewayPort),
        ENGINE_PORT: String(enginePort),
        PUBLIC_URL: base,
        JWT_SECRET: secret(),
        COOKIE_SECRET: secret(),
        SESSION_SECRET: secret(),
        ORDER_LINK_SECRET: secret(),
        PASSWORD_PEPPER: secret(),
        // The local identity provider refuses to run in production; an external one is named instead
        // (nothing here signs in through it; the engine discovers it only when someone does).
        OIDC_ISSUER_URL: `http://127.0.0.1:${await freePort()}`,
        OIDC_CLIENT_ID: "vitalia-production-test",
        OIDC_CLIENT_SECRET: secret(),
        OWNER_EMAIL: owner.email,
        OWNER_PASSWORD: owner.password,
        // Every sign-in below (and the demo accounts' refused ones) comes from this one address.
        AUTH_RATE_LIMIT: "100",
        // ENGINE_EDGE_SECRET is left to the launcher, which makes one for the run.
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    child.stdout!.on("data", (chunk) => (output += String(chunk)))
    child.stderr!.on("data", (chunk) => (output += String(chunk)))
    exited = new Promise((resolve) => child!.once("exit", (code) => resolve(code)))
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on("data", () => output.includes("Vitalia is ready") && resolve())
      void exited!.then((code) =>
        reject(new Error(`npm start ended (exit ${code}) before the shop was ready:\n${output}`))
      )
    })
    const registered = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        query: `mutation ($input: RegisterInput!) { register(input: $input) { customer { email } } }`,
        variables: { input: shopper },
      }),
    })
    expect(((await registered.json()) as { errors?: unknown }).errors).toBeUndefined()
  }, 600_000)

  afterAll(async () => {
    const run = readRecord(path.join(dataDir, "runs", "shop.json"))
    if (run && isRunning(run.launcher.pid)) process.kill(run.launcher.pid, "SIGTERM")
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
    await exited
    if (database) await dropDatabase(database)
    rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  it("answers with Strict-Transport-Security, on pages, the API and probes alike", async () => {
    for (const [url, init] of [
      [`${base}/health`, {}],
      [`${base}/`, { headers: { accept: "text/html" } }],
      [
        `${base}/graphql`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ regions { id } }" }),
        },
      ],
    ] as const) {
      const response = await fetch(url, init)
      await response.body?.cancel()
      expect(response.status, url).toBeLessThan(400)
      expect(response.headers.get("strict-transport-security"), url).toBe("max-age=31536000; includeSubDomains")
    }
  })

  it("stores the registered shopper's password as scrypt at N=2^15 or more (ASVS 2.4.1)", async () => {
    // The database this shop runs on: the test run's server, else the embedded one the launcher started.
    const run = readRecord(path.join(dataDir, "runs", "shop.json"))!
    const postgres = run.processes.find((entry) => entry.name === "postgres")
    const url = database ?? `postgres://postgres:postgres@127.0.0.1:${postgres?.command.at(-1)}/vitalia`
    const stored = (await storedPasswords(url, shopper.email))[0] ?? ""
    // scrypt-kdf's format (base64): "scrypt", a version byte, log2(N), then r, p, the salt and the hash.
    const raw = Buffer.from(stored, "base64")
    expect(raw.subarray(0, 6).toString()).toBe("scrypt")
    expect(raw.readUInt8(7)).toBeGreaterThanOrEqual(15)
    expect(raw.length).toBe(96)
  })

  it("has no demo account: none of them signs in, and the launcher printed only the owner, without a password", async () => {
    for (const account of [demoAdmin, ...demoStaff]) {
      const login = await fetch(`${base}/admin-api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email: account.email, password: account.password }),
      })
      await login.body?.cancel()
      expect(login.status, account.email).toBe(401)
    }
    for (const account of demoShoppers) {
      const login = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({
          query: `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } } }`,
          variables: { email: account.email, password: account.password },
        }),
      })
      const answer = (await login.json()) as { errors?: { extensions?: { code?: string } }[] }
      expect(answer.errors?.[0]?.extensions?.code, account.email).toBe("AUTHENTICATION_FAILED")
    }
    expect(output).toContain(`Owner          ${owner.email}`)
    expect(output).not.toContain(owner.password)
    for (const account of [demoAdmin, ...demoStaff, ...demoShoppers]) expect(output).not.toContain(account.email)
    // What it loaded is named as it is: no "demo shop" in production.
    expect(output).toContain("no demo accounts in production")
    expect(output).not.toContain("loading the demo shop")
  })

  it("a shopper's and an administrator's session cookies are __Host- cookies: Secure, httpOnly, Path=/, no Domain", async () => {
    const login = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        query: `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } } }`,
        variables: { email: shopper.email, password: shopper.password },
      }),
    })
    const answer = (await login.json()) as { data?: { login?: { customer: { email: string } } }; errors?: unknown }
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined()
    expect(answer.data?.login?.customer.email).toBe(shopper.email)
    // The __Host- prefix: the browser keeps it only if Secure, for Path=/, with no Domain (ASVS 3.4.4).
    expect(cookieNamed(login, "vitalia_session")).toBeUndefined()
    const session = cookieNamed(login, "__Host-vitalia_session")
    expect(session).toMatch(/;\s*Secure/i)
    expect(session).toMatch(/;\s*HttpOnly/i)
    expect(session).toMatch(/;\s*Path=\/(;|$)/i)
    expect(session).not.toMatch(/;\s*Domain=/i)

    const admin = await fetch(`${base}/admin-api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(owner),
    })
    await admin.body?.cancel()
    expect(admin.status).toBe(200)
    const adminCookie = cookieNamed(admin, "__Host-vitalia_session_admin")
    expect(adminCookie).toMatch(/;\s*Secure/i)
    expect(adminCookie).toMatch(/;\s*HttpOnly/i)
    expect(adminCookie).toMatch(/;\s*Path=\/(;|$)/i)
    expect(adminCookie).not.toMatch(/;\s*Domain=/i)
  })

  it("an owner without a second factor can only enrol one; once enrolled, the back-office opens", async () => {
    const login = await fetch(`${base}/admin-api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(owner),
    })
    await login.body?.cancel()
    expect(login.status).toBe(200)
    // The cookie is Secure: a browser would send it only over https, so it is handed back by hand.
    const cookie = cookieNamed(login, "__Host-vitalia_session_admin")!.split(";")[0]
    const asOwner = (pathname: string, init: RequestInit = {}) =>
      fetch(`${base}/admin-api${pathname}`, {
        ...init,
        headers: { cookie, origin: base, "content-type": "application/json", ...init.headers },
      })

    const orders = await asOwner(`/orders?range=${encodeURIComponent("[0,0]")}`)
    expect(orders.status).toBe(403)
    expect(await orders.json()).toMatchObject({ code: "FORBIDDEN", reason: "TOTP_ENROLMENT_REQUIRED" })
    const me = (await (await asOwner("/staff/me")).json()) as { totp: unknown }
    expect(me.totp).toEqual({ enrolled: false, required: true })

    const started = await asOwner("/staff/me/totp", { method: "POST", body: "{}" })
    expect(started.status).toBe(200)
    const { secret: factor } = (await started.json()) as { secret: string }
    ownerFactor = factor
    const confirmed = await asOwner("/staff/me/totp/confirm", {
      method: "POST",
      body: JSON.stringify({ code: await stepCode(factor, 0) }),
    })
    expect(confirmed.status, await confirmed.clone().text()).toBe(200)
    expect((await asOwner(`/orders?range=${encodeURIComponent("[0,0]")}`)).status).toBe(200)
  })

  it("every staff role, not only owners, is held to enrolling a second factor before anything else", async () => {
    // The owner signs in with the factor enrolled above (the next step's code: this step's was spent
    // on the enrolment), invites one administrator per other role and gives each their role.
    expect(ownerFactor, "the owners' test enrols the owner's factor").toBeDefined()
    const password = await fetch(`${base}/admin-api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(owner),
    })
    const { ticket } = (await password.json()) as { ticket: string }
    const code = await stepCode(ownerFactor!, 1)
    const second = await fetch(`${base}/admin-api/auth/login/totp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ ticket, code }),
    })
    await second.body?.cancel()
    expect(second.status).toBe(200)
    const ownerCookie = cookieNamed(second, "__Host-vitalia_session_admin")!.split(";")[0]
    // Giving roles needs the owner's password and a code again (ASVS 3.7.1): one of a step no sign-in
    // used, so first the clock moves on to the next 30-second step.
    await untilNextStep()
    const reauth = await fetch(`${base}/admin-api/auth/reauthenticate`, {
      method: "POST",
      headers: { cookie: ownerCookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify({
        password: owner.password,
        code: await stepCode(ownerFactor!, 1),
      }),
    })
    expect(reauth.status, await reauth.clone().text()).toBe(200)
    const { proof } = (await reauth.json()) as { proof: string }
    const asOwner = (pathname: string, method: string, body: unknown) =>
      fetch(`${base}/admin-api${pathname}`, {
        method,
        headers: { cookie: ownerCookie, origin: base, "content-type": "application/json", "x-vitalia-reauth": proof },
        body: JSON.stringify(body),
      })
    const members = []
    for (const role of ["operations", "catalogue", "partner_support"]) {
      const member = { role, email: `${role.replace("_", ".")}@tienda.example`, password: `la-clave-de-${role}-2026` }
      const invite = await asOwner("/invites", "POST", { email: member.email })
      expect(invite.status, role).toBe(200)
      const { token } = (await invite.json()) as { token: string }
      const accepted = await fetch(`${base}/admin-api/invites/accept`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ invite_token: token, email: member.email, password: member.password }),
      })
      expect(accepted.status, role).toBe(200)
      const { user } = (await accepted.json()) as { user: { id: string } }
      const given = await asOwner(`/staff/${user.id}`, "PUT", { role })
      expect(given.status, await given.clone().text()).toBe(200)
      members.push(member)
    }

    for (const member of members) {
      const login = await fetch(`${base}/admin-api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, "accept-language": "es" },
        body: JSON.stringify({ email: member.email, password: member.password }),
      })
      await login.body?.cancel()
      expect(login.status, member.role).toBe(200)
      const cookie = cookieNamed(login, "__Host-vitalia_session_admin")!.split(";")[0]
      const as = (pathname: string) =>
        fetch(`${base}/admin-api${pathname}`, { headers: { cookie, origin: base, "accept-language": "es" } })
      const list = await as(`/customers?range=${encodeURIComponent("[0,0]")}`)
      expect(list.status, member.role).toBe(403)
      const refusal = (await list.json()) as { reason?: string; message?: string }
      expect(refusal.reason, member.role).toBe("TOTP_ENROLMENT_REQUIRED")
      expect(refusal.message, member.role).toBe(
        "Activa la verificación en dos pasos (con una aplicación o una llave de seguridad) antes de continuar: todo el personal la necesita para usar la administración."
      )
      const me = (await (await as("/staff/me")).json()) as { totp: unknown }
      expect(me.totp, member.role).toEqual({ enrolled: false, required: true })
    }

    // A security key meets the requirement as TOTP does (docs/auth.md, "Security keys"): the first
    // member enrols one (a software key; PUBLIC_URL's host is the relying party) and may then work.
    const member = members[0]
    const login = await fetch(`${base}/admin-api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: member.email, password: member.password }),
    })
    await login.body?.cancel()
    const cookie = cookieNamed(login, "__Host-vitalia_session_admin")!.split(";")[0]
    const post = (pathname: string, body: unknown) =>
      fetch(`${base}/admin-api${pathname}`, {
        method: "POST",
        headers: { cookie, origin: base, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    const started = await post("/staff/me/security-keys/options", {})
    expect(started.status, await started.clone().text()).toBe(200)
    const { options } = (await started.json()) as { options: { challenge: string; rp: { id: string } } }
    const key = new SoftwareKey()
    const added = await post("/staff/me/security-keys", { name: "Llave", response: key.register(options, base) })
    expect(added.status, await added.clone().text()).toBe(200)
    const list = await fetch(`${base}/admin-api/customers?range=${encodeURIComponent("[0,0]")}`, {
      headers: { cookie, origin: base },
    })
    await list.body?.cancel()
    expect(list.status, member.role).toBe(200)
    // And the next sign-in asks for the key.
    const next = await fetch(`${base}/admin-api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: member.email, password: member.password }),
    })
    expect(((await next.json()) as { secondFactor?: unknown }).secondFactor).toEqual({ totp: false, securityKey: true })
  })

  it("GET /graphql in a browser serves no page that loads scripts from another host", async () => {
    const response = await fetch(`${base}/graphql`, { headers: { accept: "text/html" } })
    const text = await response.text()
    expect(text).not.toMatch(/<script[^>]*\ssrc=["']?(https?:)?\/\//i)
    expect(text).not.toContain("cdn.apollographql.com")
  })

  it("the engine answers only its gateway: the launcher made an edge secret for the run", async () => {
    const direct = await fetch(`http://127.0.0.1:${enginePort}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(owner),
    })
    expect(direct.status).toBe(401)
    expect(((await direct.json()) as { code?: string }).code).toBe("ENGINE_EDGE_REQUIRED")
    expect((await fetch(`${base}/ready`)).status).toBe(200)
  })
})
