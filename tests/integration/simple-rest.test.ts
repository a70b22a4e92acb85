import type { AddressInfo } from "node:net"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { resources } from "../../schema/admin/index.js"
import type { ResourceDefinition, ResourceName } from "../../schema/admin/types.js"
import { examples, type Run } from "../support/admin-examples.js"
import { buildGateway } from "../support/gateway.js"
import { seedEveryList } from "../support/seed-lists.js"
import { cookieClient, simpleRestProvider, type SimpleRestProvider } from "../support/simple-rest.js"

/**
 * /admin-api as any other react-admin app uses it: ra-data-simple-rest exactly as it comes (its own
 * `simpleRestProvider`, not the back-office's wrapper, which sends only the fields a form changed),
 * signed in with the back-office's cookie. For every listable definition of schema/admin: getList,
 * getMany of that page, getOne, update with the whole record as it was read (read-only and computed
 * fields included), a change made the same way and put back, getManyReference by each reference
 * filter, and create then delete where both are declared.
 */
let app: FastifyInstance
let provider: SimpleRestProvider
/** The back-office's session cookie, as the sign-in sets it. */
let cookie: string
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}r`

/** Filters a list cannot do without (the path of promotion rule options names them). */
const REQUIRED_FILTERS: Record<string, Record<string, string>> = {
  "promotion-rule-attributes": { rule_type: "rules" },
  "promotion-rule-values": { rule_type: "rules", attribute: "currency_code" },
}

beforeAll(async () => {
  app = await buildGateway()
  await seedEveryList(app, unique)
  await app.listen({ port: 0, host: "127.0.0.1" })
  const { port } = app.server.address() as AddressInfo
  const login = await request(app.server)
    .post("/admin-api/auth/login")
    .send({ email: demoAdmin.email, password: demoAdmin.password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  cookie = ([] as string[])
    .concat(login.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .join("; ")
  expect(cookie).toMatch(/_admin=/)
  // The library's own provider, its calls carrying the session cookie a browser would send.
  provider = simpleRestProvider(`http://127.0.0.1:${port}/admin-api`, cookieClient(cookie))
})
afterAll(() => app.close())

const has = (definition: ResourceDefinition, operation: string) => definition.operations.includes(operation as never)
const sortOf = (definition: ResourceDefinition) => ({
  field: definition.sort?.[0] ?? "id",
  order: (definition.sort?.[1] ?? "ASC") as "ASC" | "DESC",
})

/** The first page of a list as the library asks for it. */
async function firstPage(definition: ResourceDefinition, perPage = 5) {
  return provider.getList(definition.name, {
    pagination: { page: 1, perPage },
    sort: sortOf(definition),
    filter: REQUIRED_FILTERS[definition.name] ?? {},
  })
}

const run: Run = {
  unique,
  async first(resource: ResourceName) {
    const definition = resources.find((r) => r.name === resource)!
    const oldest = definition.fields.created_at?.sortable
    const { data } = await provider.getList(resource, {
      pagination: { page: 1, perPage: 1 },
      sort: oldest ? { field: "created_at", order: "ASC" } : sortOf(definition),
      filter: {},
    })
    expect(data[0]?.id, `the test shop has no ${resource}`).toBeTruthy()
    return String(data[0].id)
  },
}

/** A failure as the library reports it: the status and the gateway's body. */
const said = (error: unknown) => (error instanceof Error ? error.message : String(error))

describe("ra-data-simple-rest, unchanged, against every listable resource", () => {
  for (const definition of resources.filter((d) => has(d, "list"))) {
    const example = examples[definition.name as ResourceName]
    describe(definition.name, () => {
      it("getList answers a page and its total; getMany answers exactly the page's ids", async () => {
        const page = await firstPage(definition).catch((e) => Promise.reject(new Error(said(e))))
        expect(page.data.length, `the test shop has no ${definition.name}`).toBeGreaterThan(0)
        expect(page.total).toBeGreaterThanOrEqual(page.data.length)
        if (REQUIRED_FILTERS[definition.name]) return // rule options have no ids to ask for
        const ids = page.data.map((r) => r.id)
        const many = await provider.getMany(definition.name, { ids }).catch((e) => Promise.reject(new Error(said(e))))
        expect(many.data.map((r) => String(r.id)).sort()).toEqual(ids.map(String).sort())
      })

      if (has(definition, "show")) {
        it("getOne answers the record", async () => {
          const { data } = await firstPage(definition, 1)
          const one = await provider
            .getOne(definition.name, { id: data[0].id })
            .catch((e) => Promise.reject(new Error(said(e))))
          expect(String(one.data.id)).toBe(String(data[0].id))
        })
      }

      if (has(definition, "update") && has(definition, "show")) {
        it("update with the whole record as it was read succeeds (read-only and computed fields ignored)", async () => {
          const { data } = await firstPage(definition, 1)
          const { data: record } = await provider.getOne(definition.name, { id: data[0].id })
          const updated = await provider
            .update(definition.name, { id: record.id, data: record, previousData: record })
            .catch((e) => Promise.reject(new Error(said(e))))
          expect(String(updated.data.id)).toBe(String(record.id))
        })

        if (example?.update) {
          it("a change sent inside the whole record is saved, and put back the same way", async () => {
            const { data } = await firstPage(definition, 1)
            const { data: record } = await provider.getOne(definition.name, { id: data[0].id })
            const changes = example.update!(run)
            const changed = await provider
              .update(definition.name, { id: record.id, data: { ...record, ...changes }, previousData: record })
              .catch((e) => Promise.reject(new Error(said(e))))
            for (const [key, value] of Object.entries(changes))
              if (typeof value !== "object") expect(changed.data[key]).toEqual(value)
            // Other suites use the seeded records: the values first read go back, inside the record as it is now.
            const original: Record<string, unknown> = { ...changed.data }
            for (const key of Object.keys(changes)) original[key] = record[key] ?? null
            const restored = await provider
              .update(definition.name, { id: record.id, data: original, previousData: changed.data })
              .catch((e) => Promise.reject(new Error(said(e))))
            for (const key of Object.keys(changes))
              if (typeof changes[key] !== "object") expect(restored.data[key] ?? null).toEqual(record[key] ?? null)
          })
        }
      }

      const references = Object.entries(definition.filters ?? {}).filter(
        ([, filter]) => filter.type === "reference" && filter.reference
      )
      for (const [target, filter] of references) {
        it(`getManyReference by ${target}`, async () => {
          const referenced = resources.find((r) => r.name === filter.reference)!
          const { data } = await firstPage(referenced, 1)
          const answer = await provider
            .getManyReference(definition.name, {
              target,
              id: data[0].id,
              pagination: { page: 1, perPage: 5 },
              sort: sortOf(definition),
              filter: {},
            })
            .catch((e) => Promise.reject(new Error(said(e))))
          expect(answer.total).toBeGreaterThanOrEqual(answer.data.length)
        })
      }

      if (has(definition, "create") && has(definition, "delete") && example?.create) {
        it("create, then delete", async () => {
          const created = await provider
            .create(definition.name, { data: await example.create!(run) })
            .catch((e) => Promise.reject(new Error(said(e))))
          expect(created.data.id).toBeTruthy()
          for (const action of example.beforeDelete ?? []) {
            const done = await request(app.server)
              .post(`/admin-api/${definition.name}/${encodeURIComponent(String(created.data.id))}/actions/${action}`)
              .set("cookie", cookie)
              .send({})
            expect(done.status, JSON.stringify(done.body)).toBe(200)
          }
          const deleted = await provider
            .delete(definition.name, { id: created.data.id, previousData: created.data })
            .catch((e) => Promise.reject(new Error(said(e))))
          expect(String(deleted.data.id)).toBe(String(created.data.id))
        })
      }
    })
  }
})
