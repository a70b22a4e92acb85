import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decide, type StaffRole } from "@vitalia/schema/staff/policies"
import { demoAdmin, demoStaff } from "../../commerce/src/scripts/seed/accounts.js"
import { engineCallOf } from "../../gateway/src/admin-api/staff.js"
import { resources } from "@vitalia/schema/admin/index"
import type { ResourceDefinition, ResourceName } from "@vitalia/schema/admin/types"
import { examples, type Run } from "../support/admin-examples.js"
import { buildGateway } from "../support/gateway.js"
import { seedEveryList } from "../support/seed-lists.js"
import { bearer } from "../support/shopper.js"

/**
 * The staff authorisation matrix (docs/security.md, V4): every role × every /admin-api resource ×
 * every operation and action, as the staff policies (schema/staff/policies.ts) decide it,
 * asked of the real shop as that role. A cell the policy allows answers 2xx (reads, creates,
 * updates, deletes); one it refuses answers 403 with a message in the asker's language, and
 * changes nothing. Of the actions, the refused cells are asked here; an allowed one needs a record
 * in a given state, and its flow runs in admin-flows.test and staff-roles.test.
 */
let app: FastifyInstance
const unique = `m${Date.now().toString(36)}`
const tokens = new Map<StaffRole, Record<string, string>>()
const ROLES: StaffRole[] = ["owner", "operations", "catalogue", "partner_support"]
/** A refund limit no cell reaches: the cap is staff-roles.test's and refund-cap.test's subject. */
const NO_CAP = Number.POSITIVE_INFINITY

beforeAll(async () => {
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })
  for (const role of ROLES) {
    const account = role === "owner" ? demoAdmin : demoStaff.find((member) => member.role === role)!
    const login = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email: account.email, password: account.password })
    expect(login.status, `${role}: ${JSON.stringify(login.body)}`).toBe(200)
    tokens.set(role, bearer(login.body.token))
  }
  // Every list has a record to show, update and delete (an empty list would check nothing).
  await seedEveryList(app, unique)
}, 600_000)
afterAll(() => app.close())

const as = (role: StaffRole) => ({
  get: (path: string) =>
    request(app.server).get(`/admin-api${path}`).set(tokens.get(role)!).set("accept-language", "es"),
  post: (path: string, body: unknown) =>
    request(app.server)
      .post(`/admin-api${path}`)
      .set(tokens.get(role)!)
      .set("accept-language", "es")
      .send(body as object),
  put: (path: string, body: unknown) =>
    request(app.server)
      .put(`/admin-api${path}`)
      .set(tokens.get(role)!)
      .set("accept-language", "es")
      .send(body as object),
  delete: (path: string) =>
    request(app.server)
      .delete(`/admin-api${path}`)
      .set(tokens.get(role)!)
      .set({ "accept-language": "es", "content-type": "application/json" }),
})

/** Filters a list cannot do without (the path of promotion rule options names them). */
const REQUIRED_FILTERS: Record<string, Record<string, string>> = {
  "promotion-rule-attributes": { rule_type: "rules" },
  "promotion-rule-values": { rule_type: "rules", attribute: "currency_code" },
}

const listUrl = (definition: ResourceDefinition) =>
  `/${definition.name}?range=${encodeURIComponent("[0,0]")}&filter=${encodeURIComponent(
    JSON.stringify(REQUIRED_FILTERS[definition.name] ?? {})
  )}`

/** The owner's first record of a list (its id), or null when the list is empty or cannot be listed. */
async function firstId(definition: ResourceDefinition): Promise<string | null> {
  if (!definition.operations.includes("list")) return null
  // The oldest when the list can say which: the seed's records, which the examples expect.
  const oldest = definition.fields.created_at?.sortable
  const sort = oldest ? `&sort=${encodeURIComponent(JSON.stringify(["created_at", "ASC"]))}` : ""
  const { status, body } = await as("owner").get(listUrl(definition) + sort)
  return status === 200 && Array.isArray(body) && body[0]?.id !== undefined ? String(body[0].id) : null
}

const run: Run = {
  unique,
  async first(resource: ResourceName) {
    const id = await firstId(resources.find((r) => r.name === resource)!)
    expect(id, `the test shop has no ${resource}`).toBeTruthy()
    return id!
  },
}

type Answer = { status: number; body: { message?: unknown; reason?: unknown } }

/** What a refused cell must look like: 403, the role's reason, a Spanish sentence. */
function refusedProblem(cell: string, answer: Answer): string | null {
  if (answer.status !== 403) return `${cell}: expected 403, got ${answer.status} ${JSON.stringify(answer.body)}`
  if (answer.body.reason !== "STAFF_ROLE_FORBIDDEN" || typeof answer.body.message !== "string")
    return `${cell}: 403 without the role's reason and message ${JSON.stringify(answer.body)}`
  return null
}

function allowedProblem(cell: string, answer: Answer): string | null {
  return answer.status >= 200 && answer.status < 300
    ? null
    : `${cell}: expected 2xx, got ${answer.status} ${JSON.stringify(answer.body)}`
}

const allowed = (role: StaffRole, definition: ResourceDefinition, kind: Parameters<typeof engineCallOf>[1]) =>
  decide(role, engineCallOf(definition, kind), NO_CAP).allowed

describe("the staff authorisation matrix: each role × each /admin-api resource and action", () => {
  for (const role of ROLES.filter((r) => r !== "owner")) {
    it(`${role}: reads, creates, updates and deletes exactly what its policies allow`, async () => {
      const problems: string[] = []
      let cells = 0
      for (const definition of resources) {
        const has = (operation: string) => definition.operations.includes(operation as never)
        const name = definition.name
        const id = await firstId(definition)
        const path = id === null ? null : `/${name}/${encodeURIComponent(id)}`
        const check = (cell: string, may: boolean, answer: Answer) => {
          cells++
          const problem = may ? allowedProblem(cell, answer) : refusedProblem(cell, answer)
          if (problem) problems.push(problem)
        }

        if (has("list"))
          check(`${name} list`, allowed(role, definition, "list"), await as(role).get(listUrl(definition)))
        if (has("show") && path) check(`${name} show`, allowed(role, definition, "show"), await as(role).get(path))

        const example = examples[name as ResourceName]
        if (has("create") && example?.create) {
          const may = allowed(role, definition, "create")
          const created = await as(role).post(`/${name}`, await example.create(run))
          check(`${name} create`, may, created)
          // What a role created is removed again by the owner; a refused create must have made nothing.
          if (created.status === 200 && created.body.id && has("delete"))
            await as("owner").delete(`/${name}/${encodeURIComponent(String(created.body.id))}`)
        }
        if (has("update") && path && example?.update) {
          const may = allowed(role, definition, "update")
          const before = (await as("owner").get(path)).body as Record<string, unknown>
          const changes = example.update(run)
          check(`${name} update`, may, await as(role).put(path, changes))
          if (may) {
            // Other files use the seeded records: what changed goes back as it was.
            const restore = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key] ?? null]))
            await as("owner").put(path, restore)
          } else if (has("show")) {
            const after = (await as("owner").get(path)).body as Record<string, unknown>
            for (const key of Object.keys(changes))
              if (JSON.stringify(after[key]) !== JSON.stringify(before[key]))
                problems.push(`${name} update: refused, yet ${key} changed`)
          }
        }
        if (has("delete") && example?.create) {
          // A record made for the purpose by the owner, so no seeded record is lost.
          const made = await as("owner").post(
            `/${name}`,
            await example.create({ ...run, unique: `${unique}d${role.replace(/_/g, "")}` })
          )
          if (made.status !== 200) {
            problems.push(`${name} delete: the owner could not make a record to delete (${made.status})`)
          } else {
            const target = `/${name}/${encodeURIComponent(String(made.body.id))}`
            for (const action of example.beforeDelete ?? []) await as("owner").post(`${target}/actions/${action}`, {})
            const may = allowed(role, definition, "delete")
            check(`${name} delete`, may, await as(role).delete(target))
            if (!may) {
              if (has("show")) {
                const still = await as("owner").get(target)
                if (still.status !== 200) problems.push(`${name} delete: refused, yet the record is gone`)
              }
              await as("owner").delete(target)
            }
          }
        }

        for (const [action, declared] of Object.entries(definition.actions ?? {})) {
          const target = declared.collection ? `/${name}/actions/${action}` : path && `${path}/actions/${action}`
          // Refused actions only: one the role may take needs a record in a given state, and would change
          // the seeded records other files use; those flows run in admin-flows.test and staff-roles.test.
          if (!target || allowed(role, definition, { action })) continue
          check(`${name} action ${action}`, false, await as(role).post(target, {}))
        }
      }
      expect(problems).toEqual([])
      expect(cells).toBeGreaterThan(100)
    })
  }

  it("the back-office's own permissions (GET /admin-api/staff/me) are the matrix's, for every role", async () => {
    for (const role of ROLES) {
      const me = await as(role).get("/staff/me")
      expect(me.status).toBe(200)
      const permissions = me.body.permissions as Record<
        string,
        { operations: Record<string, boolean>; actions: Record<string, unknown> }
      >
      for (const definition of resources) {
        for (const operation of definition.operations)
          expect(permissions[definition.name].operations[operation], `${role} ${definition.name} ${operation}`).toBe(
            allowed(role, definition, operation)
          )
      }
    }
  })
})
