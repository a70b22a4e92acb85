import { Validator } from "@seriousme/openapi-schema-validator"
import { Ajv2020 } from "ajv/dist/2020.js"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { invitedAdministrator, reauthenticated } from "../support/admin-api.js"
import { adminToken } from "../support/engine.js"
import { buildGateway, gatewayEnv } from "../support/gateway.js"
import { bearer } from "../support/shopper.js"

/**
 * The OpenAPI 3.1 description of /admin-api (GET /admin-api/openapi.json), as an integrator
 * meets it: the document validates with a maintained OpenAPI validator, it names exactly the
 * routes the gateway has (no more, no fewer), and every route, called on the test shop as the
 * owner, answers a status the document lists with a body its schema accepts.
 */
type Doc = {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: Record<string, Record<string, unknown>>
}
type Operation = {
  operationId: string
  parameters?: { name: string; in: string; required?: boolean }[]
  responses: Record<string, { $ref?: string; content?: Record<string, unknown>; headers?: Record<string, unknown> }>
  security?: unknown[]
}

let app: FastifyInstance
let owner: Record<string, string>
let doc: Doc
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const METHODS = ["get", "post", "put", "delete", "patch"] as const
const PROOF_SECONDS = 60

beforeAll(async () => {
  // Proofs of a recent password last a minute here, not five: the walk below takes minutes, and must
  // keep working however long it takes (it asks for a new proof as one ages).
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000", REAUTH_SECONDS: String(PROOF_SECONDS) })
  owner = bearer(await adminToken())
  const answer = await request(app.server).get("/admin-api/openapi.json")
  expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200)
  doc = answer.body as Doc
})
afterAll(() => app.close())

/** A response object of an operation, its `$ref` followed. */
function responseOf(operation: Operation, status: number) {
  const response = operation.responses[String(status)]
  if (!response?.$ref) return response
  const name = response.$ref.replace("#/components/responses/", "")
  return doc.components.responses[name] as NonNullable<typeof response>
}

describe("GET /admin-api/openapi.json", () => {
  it("is an OpenAPI 3.1 document that a maintained validator accepts", async () => {
    expect(doc.openapi).toMatch(/^3\.1\./)
    const validator = new Validator()
    const result = await validator.validate(structuredClone(doc))
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe("3.1")
  })

  it("is public, and holds none of the shop's secrets", async () => {
    const text = JSON.stringify(doc)
    const env = gatewayEnv()
    for (const secret of [env.ENGINE_EDGE_SECRET, env.MEDUSA_PUBLISHABLE_KEY, env.MEDUSA_URL])
      expect(text.includes(secret), "a secret or the engine's address is in the document").toBe(false)
    // The engine's own paths stay inside the gateway: the document names /admin-api only.
    expect(Object.keys(doc.paths).every((path) => path.startsWith("/admin-api/"))).toBe(true)
    expect(doc.components.securitySchemes).toBeTruthy()
  })

  it("names exactly the routes the gateway has under /admin-api", () => {
    const inGateway = app.routeTable
      .filter((r) => r.url.startsWith("/admin-api/") && r.method !== "OPTIONS")
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`)
    const inDocument = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`)
    )
    expect(inGateway.length).toBeGreaterThan(300)
    expect(
      inGateway.filter((route) => !inDocument.includes(route)),
      "routes of the gateway the document leaves out"
    ).toEqual([])
    expect(
      inDocument.filter((route) => !inGateway.includes(route)),
      "routes of the document the gateway does not have"
    ).toEqual([])
  })
})

describe("every route answers as the document says", () => {
  it("each operation, called as the owner, answers a documented status with a body its schema accepts", async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
    ajv.addSchema({ $id: "https://vitalia.test/admin-openapi.json", components: doc.components })
    // One validator per distinct schema (most routes share theirs), its refs pointing into the document.
    const compiled = new Map<string, ReturnType<typeof ajv.compile>>()
    const compile = (schema: unknown) => {
      const text = JSON.stringify(schema).replace(
        /"#\/components\//g,
        '"https://vitalia.test/admin-openapi.json#/components/'
      )
      if (!compiled.has(text)) compiled.set(text, ajv.compile(JSON.parse(text) as object))
      return compiled.get(text)!
    }

    // A second administrator for the routes that change who is signed in (sign-out, second factor, password).
    const other = await invitedAdministrator(app, owner, `openapi-${unique}@vitalia.test`, "openapi-clave-2026")
    // The owner with a proof of a recent password, for the routes that need one (gateway/src/admin-api/reauth.ts),
    // asked again at half its life: on a busy machine the walk outlasts any one proof.
    // The second administrator's own, for enrolling a second factor (a recent sign-in or a proof).
    const confirm = () =>
      Promise.all([
        reauthenticated(app, owner, demoAdmin.password),
        reauthenticated(app, other.headers, "openapi-clave-2026"),
      ])
    let [confirmed, otherConfirmed] = await confirm()
    let confirmedAt = Date.now()
    // A record of each list (the first), to read and to send back unchanged.
    const firstOf = new Map<string, Record<string, unknown>>()
    // Records this test creates for real (then deletes): resource → id.
    const created = new Map<string, string>()

    const problems: string[] = []
    let calls = 0
    // Lists first: shows and updates use their first record.
    const operations = Object.entries(doc.paths)
      .flatMap(([path, item]) =>
        METHODS.filter((m) => item[m]).map((method) => ({ path, method, operation: item[method]! }))
      )
      .sort((a, b) => rank(a.operation.operationId) - rank(b.operation.operationId))

    for (const { path, method, operation } of operations) {
      if (Date.now() - confirmedAt > (PROOF_SECONDS * 1000) / 2) {
        ;[confirmed, otherConfirmed] = await confirm()
        confirmedAt = Date.now()
      }
      const plan = planFor(path, method, operation, { firstOf, other, confirmed, otherConfirmed, unique, created })
      const call = request(app.server)
        [method](plan.url)
        .set(plan.headers ?? owner)
        .set("accept-language", "en")
      if (plan.contentType) call.set("content-type", plan.contentType)
      const response = await (plan.body === undefined ? call : call.send(plan.body as object))
      calls++
      const where = `${method.toUpperCase()} ${plan.url} (${operation.operationId})`
      if (plan.status !== undefined && !plan.status.includes(response.status)) {
        problems.push(
          `${where}: ${response.status}, expected ${plan.status.join(" or ")}: ${JSON.stringify(response.body).slice(0, 300)}`
        )
        continue
      }
      const documented = responseOf(operation, response.status)
      if (!documented) {
        problems.push(`${where}: ${response.status} is not among its documented answers`)
        continue
      }
      const schema = (documented.content?.["application/json"] as { schema?: unknown } | undefined)?.schema
      if (!schema) {
        problems.push(`${where}: the documented ${response.status} has no JSON schema`)
        continue
      }
      const validate = compile(schema)
      if (!validate(response.body))
        problems.push(
          `${where} ${response.status}: ${ajv.errorsText(validate.errors, { separator: "; " }).slice(0, 400)} — ${JSON.stringify(response.body).slice(0, 200)}`
        )
      for (const [header, spec] of Object.entries(documented.headers ?? {})) {
        const headerSchema = (spec as { schema?: unknown; required?: boolean }).schema
        const value = response.headers[header.toLowerCase()]
        if (value === undefined) {
          if ((spec as { required?: boolean }).required) problems.push(`${where}: no ${header} header`)
          continue
        }
        const check = compile(headerSchema)
        if (!check(value)) problems.push(`${where}: ${header} "${value}" does not match its schema`)
      }
      // The first record of each list, then as its show reads it whole (an update sends that back).
      const name = path.split("/")[2]
      if (operation.operationId.endsWith(".list") && response.status === 200 && Array.isArray(response.body)) {
        if (response.body[0]) firstOf.set(name, response.body[0] as Record<string, unknown>)
      }
      if (operation.operationId.endsWith(".create") && response.status === 200)
        created.set(name, String((response.body as { id: unknown }).id))
      if (operation.operationId.endsWith(".show") && response.status === 200)
        firstOf.set(name, response.body as Record<string, unknown>)
    }
    expect(calls).toBeGreaterThan(300)
    expect(problems).toEqual([])
    // Some 360 calls, each a real engine call or more: minutes on a busy machine.
  }, 600_000)
})

/** Lists, then shows, then the rest: later calls use what lists answered. */
function rank(operationId: string): number {
  if (operationId.endsWith(".list")) return 0
  if (operationId.endsWith(".show")) return 1
  if (operationId.endsWith(".update")) return 2
  if (operationId.startsWith("auth.logout")) return 9
  return 3
}

/** Filters a list cannot do without (the path of promotion rule options names them). */
const REQUIRED_FILTERS: Record<string, Record<string, string>> = {
  "promotion-rule-attributes": { rule_type: "rules" },
  "promotion-rule-values": { rule_type: "rules", attribute: "currency_code" },
}

/** The resource this test creates and deletes for real. */
const REAL_WRITES = "product-tags"

interface Plan {
  url: string
  body?: unknown
  headers?: Record<string, string>
  contentType?: string
  /** The statuses this call must answer (besides being documented). */
  status?: number[]
}

/**
 * The call each route gets: lists, shows and unchanged updates for real (200); creates and flows
 * with a field no definition declares (400: the document's coded error, nothing written); deletes
 * of an id no record has (404); and the sign-in, staff, upload and invite routes as an integrator
 * would misuse or use them.
 */
function planFor(
  path: string,
  method: string,
  operation: Operation,
  context: {
    firstOf: Map<string, Record<string, unknown>>
    other: { headers: Record<string, string>; userId: string }
    otherConfirmed: Record<string, string>
    confirmed: Record<string, string>
    unique: string
    created: Map<string, string>
  }
): Plan {
  const id = operation.operationId
  const name = path.split("/")[2]
  const record = context.firstOf.get(name)
  const unknown = name === "currencies" ? "zzz" : "nope_01NOTHERE"
  const fill = (recordId: string) => path.replace("{id}", encodeURIComponent(recordId))
  const undeclared = { not_a_declared_field: 1 }
  const fixed: Record<string, Plan> = {
    "openapi.json": { url: path, headers: {}, status: [200] },
    "auth.login": {
      url: path,
      headers: {},
      body: { email: "nadie@vitalia.test", password: "no-es-la-clave" },
      status: [401],
    },
    "auth.loginTotp": { url: path, headers: {}, body: { ticket: "not-a-ticket", code: "123456" }, status: [401] },
    "auth.loginSecurityKey": { url: path, headers: {}, body: { ticket: "not-a-ticket", response: {} }, status: [401] },
    // The sign-in routes take JSON only (415 otherwise), even with nothing to say: an empty object.
    "auth.logout": { url: path, headers: context.other.headers, body: {}, status: [200] },
    "auth.me": { url: path, status: [200] },
    "auth.refresh": { url: path, body: {}, status: [200] },
    "auth.resetPassword": {
      url: path,
      headers: {},
      body: { email: `nadie-${context.unique}@vitalia.test` },
      status: [200],
    },
    "auth.updatePassword": {
      url: path,
      headers: {},
      body: { token: "not-a-reset-token", password: "una-clave-nueva-2026" },
      status: [401],
    },
    "auth.changePassword": {
      url: path,
      headers: context.other.headers,
      body: { currentPassword: "no-es-la-clave", newPassword: "una-clave-nueva-2026" },
      status: [401],
    },
    "auth.sessions": { url: path, status: [200] },
    "auth.reauthenticate": {
      url: path,
      headers: context.other.headers,
      body: { password: "no-es-la-clave" },
      status: [401],
    },
    "auth.endSession": {
      url: path.replace("{id}", "no-such-session"),
      headers: context.confirmed,
      body: {},
      status: [404],
    },
    // A bearer client has no browser session to keep: refused before anything ends.
    "auth.endOtherSessions": { url: path, body: {}, status: [403] },
    "staff.me": { url: path, status: [200] },
    "staff.startTotp": { url: path, headers: context.otherConfirmed, status: [200] },
    "staff.confirmTotp": { url: path, headers: context.other.headers, body: { code: "000000" }, status: [400] },
    "staff.list": { url: path, status: [200] },
    "staff.securityKeys": { url: path, status: [200] },
    "staff.securityKeyOptions": { url: path, headers: context.otherConfirmed, body: {}, status: [200] },
    // An answer no key made: refused whether or not the options above were asked first.
    "staff.addSecurityKey": {
      url: path,
      headers: context.other.headers,
      body: { name: "Llave", response: {} },
      status: [400],
    },
    // Removing one's own key asks for a recent sign-in or a proof; the owner's sign-in is older than a proof lives.
    "staff.removeSecurityKey": { url: path.replace("{id}", "stkey_nope"), headers: context.confirmed, status: [404] },
    "staff.setRole": { url: path.replace("{userId}", context.other.userId), body: { role: "nobody" }, status: [400] },
    // The second administrator started an enrolment above and never confirmed it.
    "staff.resetTotp": {
      url: path.replace("{userId}", context.other.userId),
      headers: context.confirmed,
      status: [200, 404],
    },
    "uploads.upload": { url: path, body: {}, status: [415] },
    "invites.accept": {
      url: path,
      headers: {},
      body: {
        invite_token: "not-an-invite-token",
        email: `x-${context.unique}@vitalia.test`,
        password: "una-clave-2026",
      },
      status: [401],
    },
  }
  if (fixed[id]) return fixed[id]
  const kind = id.slice(name.length + 1)
  if (kind === "list") {
    const filter = REQUIRED_FILTERS[name] ?? {}
    return {
      url: `${path}?range=${encodeURIComponent("[0,4]")}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      status: [200],
    }
  }
  if (kind === "show")
    return record ? { url: fill(String(record.id)), status: [200] } : { url: fill(unknown), status: [404] }
  // A resource without a list answers getMany alone: an id no record has is 404.
  if (kind === "getMany")
    return { url: `${path}?filter=${encodeURIComponent(JSON.stringify({ id: [unknown] }))}`, status: [404] }
  if (kind === "update")
    // The record sent back as it was read: answered with the record, nothing written.
    return record
      ? { url: fill(String(record.id)), body: record, status: [200] }
      : { url: fill(unknown), body: {}, status: [404] }
  // One resource is created and deleted for real, so both answers' schemas meet a real record too.
  if (kind === "create" && name === REAL_WRITES)
    return { url: path, body: { value: `openapi-${context.unique}` }, status: [200] }
  if (kind === "create") return { url: path, body: undeclared, status: [400] }
  if (kind === "delete" && context.created.has(name)) return { url: fill(context.created.get(name)!), status: [200] }
  // Removing a staff member needs the owner's proof of a recent password.
  if (kind === "delete")
    return { url: fill(unknown), status: [404], ...(name === "users" ? { headers: context.confirmed } : {}) }
  if (kind.startsWith("actions."))
    return { url: fill(record ? String(record.id) : unknown), body: undeclared, status: [400] }
  throw new Error(`no call planned for ${id}`)
}
