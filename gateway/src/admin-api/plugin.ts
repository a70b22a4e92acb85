import { Ajv } from "ajv"
import type { FastifyInstance, FastifyRequest } from "fastify"
import type { Operation, ResourceDefinition } from "@vitalia/schema/admin/types"
import { bodySchema } from "./bodies.js"
import { openApiDocument } from "./openapi.js"
import { ADMIN_TEXTS } from "../messages/admin.js"
import { adminErrorHandler, BadRequest, paymentFailure } from "./errors.js"
import { readListRequest, contentRange } from "./query.js"
import { ResourceApi } from "./resources.js"
import { requireReauth } from "./reauth.js"
import { requireAdmin } from "./session.js"
import { registerUploads } from "./uploads.js"
import { registerInviteAcceptance } from "./invites.js"
import { engineCallOf, registerStaff, StaffDirectory, staffGuard } from "./staff.js"
import { registerSecurityKeys } from "./security-keys.js"
import type { AdminApiOptions } from "./options.js"

type Params = { id: string; action: string }

/**
 * /admin-api/<resource>: the REST adapter of the back-office, generated from the
 * definitions in schema/admin. It speaks react-admin's simple-rest dialect —
 *   GET    /admin-api/<res>?sort=["f","ASC"]&range=[0,24]&filter={…}  → [records], Content-Range
 *   GET    /admin-api/<res>/<id>                                        → record
 *   POST   /admin-api/<res>                                             → created record
 *   PUT    /admin-api/<res>/<id>                                        → updated record
 *   DELETE /admin-api/<res>/<id>                                        → { id }
 *   POST   /admin-api/<res>/<id>/actions/<action>  (and <res>/actions/<action>) → { id, result }
 * — each mapped to the engine's admin call. Writes accept only declared fields
 * (JSON schema); failures are `{ code, message, errors: { field: message } }`.
 * Every route needs an administrator's session (401 without, 403 for another actor).
 */
export async function registerAdminApi(app: FastifyInstance, options: AdminApiOptions) {
  await app.register(
    async (admin) => {
      // Our own validator: every error at once, no coercion, unknown fields refused rather than dropped.
      const ajv = new Ajv({
        allErrors: true,
        coerceTypes: false,
        removeAdditional: false,
        useDefaults: false,
        strict: false,
      })
      admin.setValidatorCompiler(({ schema }) => ajv.compile(schema))
      admin.setErrorHandler(adminErrorHandler)
      // react-admin sends DELETE (and bodiless POST) with a JSON content type and no body: an empty body is no body.
      admin.removeContentTypeParser("application/json")
      admin.addContentTypeParser("application/json", { parseAs: "string" }, (_request, text, done) => {
        if (text === "") return done(null, undefined)
        let body: unknown
        try {
          body = JSON.parse(text as string)
        } catch {
          return done(Object.assign(new Error(ADMIN_TEXTS.badJson.en), { statusCode: 400 }), undefined)
        }
        // PostgreSQL cannot store the NUL character: refused here rather than failing in the engine.
        if (hasNul(body)) return done(Object.assign(new Error(ADMIN_TEXTS.nul.en), { statusCode: 400 }), undefined)
        done(null, body)
      })
      // Before anything is parsed or validated: who is calling.
      admin.addHook("onRequest", requireAdmin)
      // Then what their staff role allows (staff.ts; the engine checks again).
      const staff = new StaffDirectory(options.medusa)
      registerStaff(admin, { medusa: options.medusa, resources: options.resources, staff })
      registerSecurityKeys(admin, { medusa: options.medusa, addresses: options.addresses, staff })

      await registerUploads(admin, options)
      await registerInviteAcceptance(admin, options)
      for (const definition of options.resources) registerResource(admin, definition, options, staff, ajv)

      // The OpenAPI 3.1 description of every route above, from the same definitions (openapi.ts). Public.
      const description = JSON.stringify(
        openApiDocument({ resources: options.resources, adminCookie: options.adminCookie })
      )
      admin.get("/openapi.json", { config: { publicDescription: true } }, async (_request, reply) =>
        reply.type("application/json; charset=utf-8").header("cache-control", "public, max-age=300").send(description)
      )
    },
    { prefix: "/admin-api" }
  )
}

/** Resources whose delete needs a re-authentication proof (ASVS 3.7.1, reauth.ts): removing a staff member. */
const REAUTH_ON_DELETE = new Set(["users"])

function registerResource(
  admin: FastifyInstance,
  definition: ResourceDefinition,
  options: AdminApiOptions,
  staff: StaffDirectory,
  ajv: Ajv
) {
  const api = new ResourceApi(definition, options.medusa)
  const base = `/${definition.name}`
  const has = (operation: Operation) => definition.operations.includes(operation)
  const written = async () => options.afterWrite?.(definition)
  // The engine call each route makes, checked against the administrator's staff role first — before
  // the body is validated, so a role that may not act is told so, not asked to fix the input (staff-matrix.test).
  const allowed = (kind: Operation | { action: string }) => ({
    preValidation: staffGuard(staff, (request) =>
      engineCallOf(definition, kind, (request.params as Partial<Params>).id)
    ),
  })

  if (has("list")) {
    admin.get(base, allowed("list"), async (request, reply) => {
      const list = readListRequest(definition, request.query as Record<string, unknown>)
      const { data, total } = await api.list(token(request), list)
      reply.header("content-range", contentRange(definition.name, list.ids ? 0 : list.offset, data.length, total))
      reply.header("access-control-expose-headers", "Content-Range")
      return data
    })
  }
  if (has("show")) {
    admin.get<{ Params: Params }>(`${base}/:id`, allowed("show"), async (request) =>
      api.one(token(request), request.params.id)
    )
  }
  if (has("show") && !has("list")) {
    // No list, but react-admin's getMany (references, ra-data-simple-rest) asks for records by id
    // at the list's address (`?filter={"id":[…]}`): each is read on its own; anything else has no list.
    admin.get(base, allowed("show"), async (request, reply) => {
      const ids = idsAskedFor((request.query as Record<string, unknown>).filter)
      if (!ids)
        throw new BadRequest(`${definition.name} has no list: ask for records by id (filter={"id":[…]})`, {
          filter: "must name ids",
        })
      const data = await Promise.all(ids.map((id) => api.one(token(request), id)))
      reply.header("content-range", contentRange(definition.name, 0, data.length, data.length))
      reply.header("access-control-expose-headers", "Content-Range")
      return data
    })
  }
  if (has("create")) {
    admin.post(
      base,
      { schema: { body: bodySchema(definition.fields, "create") }, ...allowed("create") },
      async (request) => {
        const created = await api.create(token(request), request.body as Record<string, unknown>)
        await written()
        return created
      }
    )
  }
  if (has("update")) {
    // Validated after the record is read: only what the body changes must be writable (resources.ts, update).
    const validate = ajv.compile(bodySchema(definition.fields, "update"))
    admin.put<{ Params: Params }>(`${base}/:id`, allowed("update"), async (request) => {
      const body = request.body
      if (!body || typeof body !== "object" || Array.isArray(body))
        throw new BadRequest("The body must be a JSON object", { body: "must be an object" })
      const updated = await api.update(
        token(request),
        request.params.id,
        body as Record<string, unknown>,
        (changes) => {
          if (!validate(changes))
            throw Object.assign(new Error("The body is not valid"), {
              statusCode: 400,
              validation: validate.errors ?? [],
            })
        }
      )
      await written()
      return updated
    })
  }
  if (has("delete")) {
    // Removing a staff member is a sensitive change: the owner confirms their password first (reauth.ts).
    const confirm = REAUTH_ON_DELETE.has(definition.name) ? { preHandler: requireReauth } : {}
    admin.delete<{ Params: Params }>(`${base}/:id`, { ...allowed("delete"), ...confirm }, async (request) => {
      const removed = await api.remove(token(request), request.params.id)
      await written()
      return removed
    })
  }
  for (const [name, action] of Object.entries(definition.actions ?? {})) {
    const url = action.collection ? `${base}/actions/${name}` : `${base}/:id/actions/${name}`
    admin.post<{ Params: Params }>(
      url,
      { schema: { body: bodySchema(action.input ?? {}, "input") }, ...allowed({ action: name }) },
      async (request) => {
        let answer: Awaited<ReturnType<typeof api.action>>
        try {
          answer = await api.action(
            token(request),
            name,
            action.collection ? null : request.params.id,
            (request.body ?? {}) as Record<string, unknown>
          )
        } catch (error) {
          throw paymentFailure(action.path, error)
        }
        await written()
        return answer
      }
    )
  }
}

function token(request: FastifyRequest): string {
  return request.adminEngineToken!
}

/** The ids of a `filter={"id":[…]}` (or one id), as react-admin's getMany sends them; null for any other query. */
function idsAskedFor(filter: unknown): string[] | null {
  if (typeof filter !== "string") return null
  let parsed: unknown
  try {
    parsed = JSON.parse(filter)
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null
  const entries = Object.entries(parsed)
  if (entries.length !== 1 || entries[0][0] !== "id") return null
  const ids = ([] as unknown[]).concat(entries[0][1])
  if (!ids.length || ids.length > 100 || !ids.every((id) => typeof id === "string" || typeof id === "number"))
    return null
  return [...new Set(ids.map(String))]
}

/** Whether any string (or key) in a parsed JSON value holds U+0000. */
function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000")
  if (Array.isArray(value)) return value.some(hasNul)
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || hasNul(inner))
  return false
}
