import type { AddressInfo } from "node:net"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { resources } from "@vitalia/schema/admin/index"
import type { ResourceDefinition, ResourceName } from "@vitalia/schema/admin/types"
import { invitedAdministrator } from "../support/admin-api.js"
import { examples, type Run } from "../support/admin-examples.js"
import { eventually } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { placeOrder, seedEveryList } from "../support/seed-lists.js"
import { ok } from "../support/shopper.js"
import { cookieClient, simpleRestProvider, type SimpleRestProvider } from "../support/simple-rest.js"

/**
 * /admin-api as any other react-admin app uses it: ra-data-simple-rest exactly as it comes (its own
 * `simpleRestProvider`, not the back-office's wrapper, which sends only the fields a form changed),
 * signed in with the back-office's cookie. For every definition of schema/admin, listed or not, each
 * operation it declares: getList and getMany of that page, getOne (and getMany of its id), update
 * with the whole record as getOne read it (read-only and computed fields included), a change made
 * the same way and put back, getManyReference by each reference filter, create (then read and
 * delete where declared), and delete of a record made for it. The last case fails when an operation
 * of a definition has no case, so a new resource cannot be left out.
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
  // Removing a staff member needs the password again (gateway/src/admin-api/reauth.ts): the owner
  // confirms once, and the proof rides in a header, as any app's httpClient adds its headers.
  const confirmed = await request(app.server)
    .post("/admin-api/auth/reauthenticate")
    .set("cookie", cookie)
    .send({ password: demoAdmin.password })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  // The library's own provider, its calls carrying the session cookie a browser would send.
  provider = simpleRestProvider(
    `http://127.0.0.1:${port}/admin-api`,
    cookieClient(cookie, { "x-vitalia-reauth": confirmed.body.proof as string })
  )
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

/**
 * Bodies for the creates the walk's examples (tests/support/admin-examples.ts) leave out: a change
 * of an order (return, exchange, claim, edit) needs an order of its own, since an order takes one
 * active change at a time.
 */
const creations: Partial<Record<ResourceName, (run: Run) => Promise<Record<string, unknown>>>> = {
  returns: async ({ unique, first }) => ({
    order_id: (await placeOrder(`${unique}-sr-devolucion`)).id,
    location_id: await first("stock-locations"),
  }),
  exchanges: async ({ unique }) => ({ order_id: (await placeOrder(`${unique}-sr-cambio`)).id }),
  claims: async ({ unique }) => ({ order_id: (await placeOrder(`${unique}-sr-reclamo`)).id, type: "refund" }),
  "order-edits": async ({ unique }) => ({ order_id: (await placeOrder(`${unique}-sr-edicion`)).id }),
  "payment-collections": async ({ unique }) => ({ order_id: (await placeOrder(`${unique}-sr-cobro`)).id, amount: 5 }),
  // A product of its own with a second size, for the new variant to take.
  "product-variants": async ({ unique }) => {
    const { data: product } = await provider.create("products", {
      data: {
        title: `Producto con variantes ${unique}`,
        handle: `producto-variantes-${unique}`,
        status: "draft",
        options: [{ title: "Tamaño", values: ["Único", "Grande"] }],
        variants: [
          {
            title: "Único",
            sku: `VARIANTES-${unique}`,
            options: { Tamaño: "Único" },
            prices: [{ currency_code: "usd", amount: 10 }],
          },
        ],
      },
    })
    return {
      product_id: product.id,
      title: "Grande",
      sku: `VARIANTES-GRANDE-${unique}`,
      options: { Tamaño: "Grande" },
      prices: [{ currency_code: "usd", amount: 14 }],
    }
  },
  // In the zone, for the profile and with the provider of the shop's first option.
  "shipping-options": async ({ unique, first }) => {
    const { data: option } = await provider.getOne("shipping-options", { id: await first("shipping-options") })
    return {
      name: `Envío de prueba ${unique}`,
      price_type: "flat",
      service_zone_id: option.service_zone_id,
      shipping_profile_id: option.shipping_profile_id,
      provider_id: option.provider_id,
      type: { label: "Prueba", description: "Opción de la prueba", code: `prueba-${unique}` },
      prices: [{ currency_code: "usd", amount: 3 }],
    }
  },
  fulfillments: async ({ unique, first }) => {
    const order = await placeOrder(`${unique}-sr-preparacion`)
    return {
      order_id: order.id,
      location_id: await first("stock-locations"),
      provider_id: "manual_manual",
      delivery_address: {
        first_name: "Lucía",
        last_name: "Prueba",
        address_1: "1 Main St",
        city: "Austin",
        country_code: "us",
        postal_code: "78701",
      },
      items: [{ title: "Té Verde Herbal", sku: "TE-VERDE-HERBAL-30", barcode: "0000", quantity: 1 }],
      labels: [],
      data: {},
      metadata: {},
    }
  },
}

/**
 * A record to read or delete of the resources that have no list and no create of their own: made
 * the way the shop makes them (a file upload, a location's fulfilment set, an invited
 * administrator, a shopper's search that finds nothing). Its id.
 */
const disposables: Partial<Record<ResourceName, () => Promise<string>>> = {
  uploads: async () => {
    const upload = await request(app.server)
      .post("/admin-api/uploads")
      .set("cookie", cookie)
      .attach("files", Buffer.from("a,b\n1,2\n"), { filename: `sr-${unique}.csv`, contentType: "text/csv" })
    expect(upload.status, JSON.stringify(upload.body)).toBe(200)
    return upload.body.files[0].id
  },
  "fulfillment-sets": async () => (await aFulfillmentSet()).set.id,
  "service-zones": async () => {
    const { set, location } = await aFulfillmentSet()
    const name = `Zona ${unique}`
    const done = await request(app.server)
      .post(`/admin-api/fulfillment-sets/${encodeURIComponent(set.id)}/actions/createServiceZone`)
      .set("cookie", cookie)
      .send({ name, geo_zones: [{ type: "country", country_code: "us" }] })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const { data } = await provider.getOne("stock-locations", { id: location })
    const zone = (data.fulfillment_sets as { id: string; service_zones?: { id: string; name: string }[] }[])
      .find((s) => s.id === set.id)
      ?.service_zones?.find((z) => z.name === name)
    expect(zone, JSON.stringify(data)).toBeTruthy()
    return zone!.id
  },
  users: async () => {
    const login = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email: demoAdmin.email, password: demoAdmin.password })
    const made = await invitedAdministrator(
      app,
      { authorization: `Bearer ${login.body.token}` },
      `sr-${unique}@vitalia.test`,
      "una-clave-de-prueba-2026"
    )
    return made.userId
  },
  "search-misses": async () => {
    const term = `zqsr${unique.replace(/[^a-z]/gi, "")}`
    ok(await graphql(app, `query ($q: String!) { searchProducts(query: $q) { totalCount } }`, { q: term }))
    return eventually(async () => {
      const { data } = await provider.getList("search-misses", {
        pagination: { page: 1, perPage: 50 },
        sort: sortOf(resources.find((r) => r.name === "search-misses")!),
        filter: {},
      })
      return (data.find((r) => JSON.stringify(r).includes(term))?.id as string | undefined) ?? null
    })
  },
}

/** A new stock location with a fulfilment set of its own, made as the back-office makes them. */
async function aFulfillmentSet() {
  const name = `${unique}-${Math.random().toString(36).slice(2, 6)}`
  const { data: location } = await provider.create("stock-locations", { data: { name: `Almacén ${name}` } })
  const done = await request(app.server)
    .post(`/admin-api/stock-locations/${encodeURIComponent(String(location.id))}/actions/createFulfillmentSet`)
    .set("cookie", cookie)
    .send({ name: `Conjunto ${name}`, type: "shipping" })
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  const { data } = await provider.getOne("stock-locations", { id: location.id })
  const set = (data.fulfillment_sets as { id: string; name: string }[]).find((s) => s.name === `Conjunto ${name}`)
  expect(set, JSON.stringify(data)).toBeTruthy()
  return { set: set!, location: String(location.id) }
}

/** Every case below, by resource and operation: the last test checks none was left without one. */
const covered = new Set<string>()
const cover = (definition: ResourceDefinition, operation: string) => covered.add(`${definition.name} ${operation}`)

/** The record a case reads, updates or deletes: the list's first row, a created one, or a disposable. */
async function someId(definition: ResourceDefinition): Promise<string> {
  if (has(definition, "list")) {
    const { data } = await firstPage(definition, 1)
    expect(data[0]?.id, `the test shop has no ${definition.name}`).toBeTruthy()
    return String(data[0].id)
  }
  const make = disposables[definition.name as ResourceName]
  if (make) return make()
  const body = await bodyFor(definition)
  const created = await provider
    .create(definition.name, { data: body })
    .catch((e) => Promise.reject(new Error(said(e))))
  return String(created.data.id)
}

async function bodyFor(definition: ResourceDefinition): Promise<Record<string, unknown>> {
  const name = definition.name as ResourceName
  const make = creations[name] ?? examples[name]?.create
  if (!make)
    throw new Error(
      `No create body for ${name}: add one to creations (this file) or to tests/support/admin-examples.ts`
    )
  return make(run)
}

describe("ra-data-simple-rest, unchanged, against every resource of schema/admin", () => {
  for (const definition of resources) {
    const example = examples[definition.name as ResourceName]
    describe(definition.name, () => {
      if (has(definition, "list")) {
        cover(definition, "list")
        it("getList answers a page and its total; getMany answers exactly the page's ids", async () => {
          const page = await firstPage(definition).catch((e) => Promise.reject(new Error(said(e))))
          expect(page.data.length, `the test shop has no ${definition.name}`).toBeGreaterThan(0)
          expect(page.total).toBeGreaterThanOrEqual(page.data.length)
          if (REQUIRED_FILTERS[definition.name]) return // rule options have no ids to ask for
          const ids = page.data.map((r) => r.id)
          const many = await provider.getMany(definition.name, { ids }).catch((e) => Promise.reject(new Error(said(e))))
          expect(many.data.map((r) => String(r.id)).sort()).toEqual(ids.map(String).sort())
        })
      }

      if (has(definition, "show")) {
        cover(definition, "show")
        it("getOne answers the record; getMany of its id answers it too", async () => {
          const id = await someId(definition)
          const one = await provider.getOne(definition.name, { id }).catch((e) => Promise.reject(new Error(said(e))))
          expect(String(one.data.id)).toBe(id)
          const many = await provider
            .getMany(definition.name, { ids: [id] })
            .catch((e) => Promise.reject(new Error(said(e))))
          expect(many.data.map((r) => String(r.id))).toEqual([id])
        })
      }

      if (has(definition, "update")) {
        cover(definition, "update")
        it("update with the whole record as getOne read it succeeds (read-only and computed fields ignored)", async () => {
          expect(has(definition, "show"), `${definition.name} is updated but cannot be read`).toBe(true)
          const id = await someId(definition)
          const { data: record } = await provider.getOne(definition.name, { id })
          const updated = await provider
            .update(definition.name, { id: record.id, data: record, previousData: record })
            .catch((e) => Promise.reject(new Error(said(e))))
          expect(String(updated.data.id)).toBe(String(record.id))
        })

        if (example?.update && has(definition, "list")) {
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
        if (!has(definition, "list")) continue
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

      if (has(definition, "create")) {
        cover(definition, "create")
        if (has(definition, "delete")) cover(definition, "delete")
        const then = [has(definition, "show") && "read", has(definition, "delete") && "delete"].filter(Boolean)
        it(`create${then.length ? `, then ${then.join(" and ")}` : ""}`, async () => {
          const created = await provider
            .create(definition.name, { data: await bodyFor(definition) })
            .catch((e) => Promise.reject(new Error(said(e))))
          expect(created.data.id).toBeTruthy()
          if (has(definition, "show")) {
            const one = await provider
              .getOne(definition.name, { id: created.data.id })
              .catch((e) => Promise.reject(new Error(said(e))))
            expect(String(one.data.id)).toBe(String(created.data.id))
          }
          if (!has(definition, "delete")) return
          for (const action of example?.beforeDelete ?? []) {
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
      } else if (has(definition, "delete")) {
        cover(definition, "delete")
        it("delete of a record made for it", async () => {
          const make = disposables[definition.name as ResourceName]
          expect(make, `No record to delete for ${definition.name}: add one to disposables (this file)`).toBeTruthy()
          const id = await make!()
          const deleted = await provider
            .delete(definition.name, { id, previousData: { id } })
            .catch((e) => Promise.reject(new Error(said(e))))
          expect(String(deleted.data.id)).toBe(id)
        })
      }
    })
  }

  it("every operation every definition declares has a case above", () => {
    const missing = resources.flatMap((d) => d.operations.map((o) => `${d.name} ${o}`)).filter((k) => !covered.has(k))
    expect(missing).toEqual([])
  })
})
