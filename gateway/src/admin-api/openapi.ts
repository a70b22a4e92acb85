import type { Field, Filter, ResourceDefinition } from "@vitalia/schema/admin/types"
import { bodySchema } from "./bodies.js"
import { MAX_PAGE } from "./query.js"

type Json = Record<string, unknown>

/** The OpenAPI version the document is written in (JSON Schema 2020-12 inside). */
export const OPENAPI_VERSION = "3.1.0"

export interface OpenApiOptions {
  /** Every admin resource definition (schema/admin): the same list the routes are built from. */
  resources: readonly ResourceDefinition[]
  /** The name of the back-office session cookie (`<SESSION_COOKIE_NAME>_admin`). */
  adminCookie: string
}

/**
 * The OpenAPI 3.1 description of /admin-api, built from the resource definitions of schema/admin
 * — the same ones plugin.ts builds the routes from, with the same body schemas (bodies.ts) — plus
 * the routes that are not a definition's (sign-in, staff, uploads, invite acceptance, this
 * document). It names no engine path and no setting: what an integrator may call, nothing of how
 * the gateway reaches the engine. tests/integration/admin-openapi.test.ts checks that it names
 * exactly the gateway's routes and that every route answers as it says.
 */
export function openApiDocument(options: OpenApiOptions): Json {
  const paths: Record<string, Record<string, Json>> = {}
  const schemas: Record<string, Json> = { ...COMMON_SCHEMAS }
  const add = (path: string, method: string, operation: Json) => {
    ;(paths[path] ??= {})[method] = operation
  }
  for (const definition of options.resources) describeResource(definition, schemas, add)
  describeFixedRoutes(add)
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: "Vitalia back-office API",
      version: "1",
      description:
        "The REST adapter the back-office uses (react-admin's simple-rest dialect), generated from the " +
        "shop's resource definitions. Lists take `sort`, `range` and `filter` as JSON in the query and " +
        "answer a `Content-Range` header with the total. Every failure is a coded error " +
        "`{ code, message, errors?, reason?, engineCode? }` in the language of `Accept-Language` " +
        "(Spanish by default, English). Every route needs an administrator's session (a bearer token " +
        "from POST /admin-api/auth/login, or the back-office cookie), except the sign-in routes, invite " +
        "acceptance and this document; each staff role may call only part of it (403 FORBIDDEN).",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }, { apiKey: [] }, { cookie: [] }],
    tags: [
      ...options.resources.map((r) => ({ name: r.name, description: `${r.label.many[1]} (${r.label.many[0]})` })),
      { name: "auth", description: "Sign-in, sessions and passwords" },
      { name: "staff", description: "Staff roles and second factors" },
      { name: "meta", description: "This description" },
    ],
    paths,
    components: {
      schemas,
      responses: ERROR_RESPONSES,
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "The `token` answered by POST /admin-api/auth/login (clients that are not a browser).",
        },
        apiKey: {
          type: "http",
          scheme: "basic",
          description:
            "An engine secret API key made in the back-office, as `Authorization: Basic base64(<key>:)`: it acts with the current staff role of the administrator who made it, and is refused at once when revoked.",
        },
        cookie: {
          type: "apiKey",
          in: "cookie",
          name: options.adminCookie,
          description: "The back-office's httpOnly session cookie, set by the sign-in from a browser.",
        },
      },
    },
  }
}

type Add = (path: string, method: string, operation: Json) => void

function describeResource(definition: ResourceDefinition, schemas: Record<string, Json>, add: Add) {
  const name = definition.name
  const has = (operation: string) => definition.operations.includes(operation as never)
  const recordName = schemaName(name)
  schemas[recordName] = recordSchema(definition)
  const record = { $ref: `#/components/schemas/${recordName}` }
  const base = `/admin-api/${name}`
  const tags = [name]
  const what = definition.label.one[1].toLowerCase()
  const idParameter = {
    name: "id",
    in: "path",
    required: true,
    schema: { type: "string" },
    description: definition.engine.idField ? `The record's ${definition.engine.idField}` : "The record's id",
  }

  if (has("list"))
    add(base, "get", {
      operationId: `${name}.list`,
      tags,
      summary: `List ${definition.label.many[1].toLowerCase()}`,
      description:
        "A page in the requested order, ties broken by id. `filter.id` as a list reads those records " +
        "(getMany). The total is in `Content-Range`.",
      parameters: listParameters(definition),
      responses: {
        200: recordsAnswer(name, record, "The page's records"),
        ...errors(400, 401, 403, 502, 503),
      },
    })
  if (has("show") && !has("list"))
    add(base, "get", {
      operationId: `${name}.getMany`,
      tags,
      summary: `Read ${definition.label.many[1].toLowerCase()} by id (no list)`,
      description:
        "There is no list of these records: the collection's address answers only `filter` naming ids " +
        '(`{"id":["…"]}`, at most 100), as react-admin\'s getMany asks; any other query is 400. The count is in `Content-Range`.',
      parameters: [
        {
          name: "filter",
          in: "query",
          required: true,
          description: 'JSON: `{"id":["<id>", …]}` or `{"id":"<id>"}`',
          schema: { type: "string" },
        },
      ],
      responses: {
        200: recordsAnswer(name, record, "The records asked for"),
        ...errors(400, 401, 403, 404, 502, 503),
      },
    })
  if (has("show"))
    add(`${base}/{id}`, "get", {
      operationId: `${name}.show`,
      tags,
      summary: `Read one ${what}`,
      parameters: [idParameter],
      responses: { 200: { description: "The record", content: json(record) }, ...errors(401, 403, 404, 502, 503) },
    })
  if (has("create"))
    add(base, "post", {
      operationId: `${name}.create`,
      tags,
      summary: `Create a ${what}`,
      requestBody: { required: true, content: json(bodySchema(definition.fields, "create")) },
      responses: {
        200: { description: "The new record, as read back", content: json(record) },
        ...errors(400, 401, 403, 409, 502, 503),
      },
    })
  if (has("update"))
    add(`${base}/{id}`, "put", {
      operationId: `${name}.update`,
      tags,
      summary: `Change a ${what}`,
      description:
        "Only the keys whose value differs from the record as GET reads it are changes, and only " +
        "those must be writable (the whole record may be sent back with its changes in it). Writable: " +
        "the properties of the body schema.",
      parameters: [idParameter],
      requestBody: { required: true, content: json(updateBody(definition)) },
      responses: {
        200: { description: "The record after the change", content: json(record) },
        ...errors(400, 401, 403, 404, 409, 502, 503),
      },
    })
  if (has("delete"))
    add(`${base}/{id}`, "delete", {
      operationId: `${name}.delete`,
      tags,
      summary: `Delete a ${what}`,
      parameters: [idParameter],
      responses: {
        200: { description: "Deleted", content: json({ $ref: "#/components/schemas/Deleted" }) },
        ...errors(401, 403, 404, 409, 502, 503),
      },
    })
  for (const [actionName, action] of Object.entries(definition.actions ?? {})) {
    const url = action.collection ? `${base}/actions/${actionName}` : `${base}/{id}/actions/${actionName}`
    add(url, "post", {
      operationId: `${name}.actions.${actionName}`,
      tags,
      summary: action.label[1],
      description:
        `${action.label[1]} (${action.label[0]}).` +
        (action.when ? " Only in the states the flow applies to: otherwise 409 NOT_ALLOWED." : "") +
        (action.fill ? ` Left out, these are computed from the record: ${Object.keys(action.fill).join(", ")}.` : ""),
      ...(action.collection ? {} : { parameters: [idParameter] }),
      requestBody: { required: false, content: json(bodySchema(action.input ?? {}, "input")) },
      responses: {
        200: {
          description: "The engine's answer to the flow",
          content: json({ $ref: "#/components/schemas/ActionResult" }),
        },
        ...errors(400, 401, 403, 404, 409, 502, 503),
      },
    })
  }
}

/** `sort`, `range` and `filter`, as query.ts reads them. */
function listParameters(definition: ResourceDefinition): Json[] {
  const sortable = [
    "id",
    ...Object.entries(definition.fields)
      .filter(([, f]) => f.sortable)
      .map(([n]) => n),
  ]
  const filterProperties: Record<string, Json> = {
    id: {
      description: "Only these records (getMany)",
      anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }],
    },
  }
  const required: string[] = []
  for (const [key, filter] of Object.entries(definition.filters ?? {})) {
    filterProperties[key] = filterSchema(filter)
    // A filter the list's path is built from cannot be left out (promotion rule options).
    if (definition.engine.path.includes(`:${filter.param ?? key}`)) required.push(key)
  }
  return [
    {
      name: "sort",
      in: "query",
      description: `["field", "ASC" | "DESC"]; default ${JSON.stringify(definition.sort ?? ["id", "ASC"])}`,
      content: json({
        type: "array",
        prefixItems: [
          { type: "string", enum: [...new Set(sortable)] },
          { type: "string", enum: ["ASC", "DESC"] },
        ],
        minItems: 2,
        maxItems: 2,
      }),
    },
    {
      name: "range",
      in: "query",
      description: `[first, last], both included, at most ${MAX_PAGE} records; default [0, 24]`,
      content: json({
        type: "array",
        prefixItems: [
          { type: "integer", minimum: 0 },
          { type: "integer", minimum: 0 },
        ],
        minItems: 2,
        maxItems: 2,
      }),
    },
    {
      name: "filter",
      in: "query",
      required: required.length > 0,
      description: "The list's declared filters; no other key is accepted",
      content: json({
        type: "object",
        additionalProperties: false,
        properties: filterProperties,
        ...(required.length ? { required } : {}),
      }),
    },
  ]
}

function filterSchema(filter: Filter): Json {
  const one: Json =
    filter.type === "boolean"
      ? { type: "boolean" }
      : filter.type === "enum" && filter.choices
        ? { type: "string", enum: Object.keys(filter.choices) }
        : filter.type === "date"
          ? { type: "string", description: "A date or date-time" }
          : { type: "string" }
  const schema = filter.multiple ? { anyOf: [one, { type: "array", items: one }] } : one
  const how =
    filter.type === "search"
      ? "Text search"
      : filter.op
        ? `${filter.label[1]} (${filter.op.replace("$", "")})`
        : filter.label[1]
  return { ...schema, description: how }
}

/** What PUT accepts: the writable fields (bodies.ts), and any other key whose value the record already has. */
function updateBody(definition: ResourceDefinition): Json {
  const schema = bodySchema(definition.fields, "update")
  return { ...schema, additionalProperties: true }
}

/** A record as the adapter answers it: the engine's record with the definition's fields at their keys. */
function recordSchema(definition: ResourceDefinition): Json {
  const properties: Record<string, Json> = { id: { type: ["string", "number"] } }
  for (const [name, field] of Object.entries(definition.fields)) properties[name] = readSchema(field)
  return {
    type: "object",
    title: definition.label.one[1],
    description:
      "The declared fields; the engine's other keys may come with them (lists carry fewer fields than one record).",
    properties,
    required: ["id"],
    additionalProperties: true,
  }
}

/** A field's value as read: its type, or null (the engine leaves out or nulls what a record lacks). */
function readSchema(field: Field): Json {
  const label = { title: field.label[1], ...(field.help ? { description: field.help[1] } : {}) }
  const nullable = (schema: Json): Json => ({
    ...label,
    anyOf: [schema, { type: "null" }],
  })
  switch (field.type) {
    case "id":
    case "reference":
      return nullable({ type: ["string", "number"] })
    case "text":
    case "longtext":
    case "email":
    case "url":
    case "image":
    case "date":
    case "datetime":
      return nullable({ type: "string" })
    case "number":
    case "money":
    case "percent":
      return nullable({ type: "number" })
    case "integer":
      return nullable({ type: "integer" })
    case "boolean":
      return nullable({ type: "boolean" })
    case "enum":
      return nullable(field.choices ? { type: "string", enum: Object.keys(field.choices) } : { type: "string" })
    case "references":
    case "strings":
      return nullable({ type: "array" })
    case "json":
      return { ...label }
    case "list":
      return nullable({ type: "array", items: objectOf(field.of ?? {}) })
    case "object":
      return nullable(objectOf(field.of ?? {}))
  }
}

function objectOf(fields: Readonly<Record<string, Field>>): Json {
  const properties: Record<string, Json> = {}
  for (const [name, field] of Object.entries(fields)) properties[name] = readSchema(field)
  return { type: "object", properties, additionalProperties: true }
}

const json = (schema: Json) => ({ "application/json": { schema } })

/** A 200 of records with their count in `Content-Range`, as react-admin's list and getMany read it. */
function recordsAnswer(name: string, record: Json, description: string): Json {
  return {
    description,
    headers: {
      "Content-Range": {
        required: true,
        description: "`<resource> <first>-<last>/<total>`, or `<resource> */<total>` when there are none",
        schema: { type: "string", pattern: `^${escape(name)} (\\d+-\\d+|\\*)/\\d+$` },
      },
    },
    content: json({ type: "array", items: record }),
  }
}

function errors(...statuses: number[]): Record<string, Json> {
  return Object.fromEntries(statuses.map((status) => [status, { $ref: `#/components/responses/E${status}` }]))
}

const COMMON_SCHEMAS: Record<string, Json> = {
  Error: {
    type: "object",
    description: "A coded error, in the language of Accept-Language",
    required: ["code", "message"],
    properties: {
      code: {
        type: "string",
        description:
          "BAD_REQUEST, UNAUTHENTICATED, AUTHENTICATION_FAILED, FORBIDDEN, NOT_FOUND, NOT_ALLOWED, CONFLICT, " +
          "UNSUPPORTED_MEDIA_TYPE, TOO_MANY_REQUESTS, PAYMENT_PROVIDER_ERROR, UPSTREAM_ERROR, UPSTREAM_UNAVAILABLE, INTERNAL",
      },
      message: { type: "string", description: "What went wrong and the way out" },
      errors: {
        type: "object",
        description: "A message per field (400)",
        additionalProperties: { type: "string" },
      },
      reason: { type: "string", description: "A finer cause (e.g. a staff role's refusal, INVALID_INVITE)" },
      field: { type: "string", description: "The input the reason concerns" },
      engineCode: { type: "string", description: "The engine's own code of a refusal the gateway cannot word" },
      limit: { type: ["number", "null"], description: "A staff role's refund limit (reason STAFF_REFUND_LIMIT)" },
      remaining: { type: "number", description: "What may still be refunded on the order (STAFF_REFUND_LIMIT)" },
    },
    additionalProperties: false,
  },
  Deleted: { type: "object", required: ["id"], properties: { id: { type: "string" } }, additionalProperties: false },
  ActionResult: {
    type: "object",
    required: ["id", "result"],
    properties: {
      id: { type: ["string", "null"], description: "The record the flow ran on (null for a collection's flow)" },
      result: { description: "The engine's answer to the flow's call, as it came" },
    },
    additionalProperties: false,
  },
  Success: {
    type: "object",
    required: ["success"],
    properties: { success: { const: true } },
    additionalProperties: false,
  },
  AdminUser: {
    type: "object",
    required: ["id", "email"],
    properties: { id: { type: "string" }, email: { type: "string" } },
    additionalProperties: true,
  },
  Session: {
    type: "object",
    required: ["user", "expiresAt", "token"],
    properties: {
      user: { $ref: "#/components/schemas/AdminUser" },
      expiresAt: { type: ["string", "null"] },
      token: {
        type: ["string", "null"],
        description: "The bearer token, for clients that are not a browser (a browser keeps the cookie only)",
      },
    },
    additionalProperties: false,
  },
  TotpRequired: {
    type: "object",
    required: ["totpRequired", "ticket"],
    properties: {
      totpRequired: { const: true },
      ticket: {
        type: "string",
        description: "For POST /admin-api/auth/login/totp or /login/security-key, within 5 minutes",
      },
      secondFactor: {
        type: "object",
        description: "The second factors the administrator has: an app's codes, security keys",
        required: ["totp", "securityKey"],
        properties: { totp: { type: "boolean" }, securityKey: { type: "boolean" } },
        additionalProperties: false,
      },
      securityKeyOptions: {
        type: ["object", "null"],
        description: "For the browser's navigator.credentials.get (WebAuthn); null without security keys",
      },
    },
    additionalProperties: false,
  },
  StaffMember: {
    type: "object",
    required: ["user_id", "role", "totp_enrolled"],
    properties: {
      user_id: { type: "string" },
      role: {
        description: "null for an administrator no owner has given a role yet: they may do nothing until one does",
        anyOf: [{ $ref: "#/components/schemas/StaffRole" }, { type: "null" }],
      },
      totp_enrolled: { type: "boolean", description: "Whether they have an authenticator app's codes" },
    },
    additionalProperties: true,
  },
  StaffRole: { type: "string", enum: ["owner", "operations", "catalogue", "partner_support"] },
}

const ERROR_TEXTS: Record<number, string> = {
  400: "The request is not valid (field messages under `errors`)",
  401: "No administrator's session, or one that ended",
  403: "Not an administrator, or the staff role does not allow it",
  404: "No such record",
  409: "Not allowed in the record's state, or a conflict",
  413: "The body is too large",
  415: "Wrong content type",
  429: "Too many attempts",
  502: "The engine or the payment provider failed",
  503: "The engine cannot be reached",
}

const ERROR_RESPONSES: Record<string, Json> = Object.fromEntries(
  Object.entries(ERROR_TEXTS).map(([status, description]) => [
    `E${status}`,
    { description, content: json({ $ref: "#/components/schemas/Error" }) },
  ])
)

const PUBLIC: Json = { security: [] }

/** The sign-in routes take JSON only (415 otherwise): a POST with nothing to say sends `{}`. */
const EMPTY_JSON: Json = {
  required: true,
  description: "An empty JSON object (content-type: application/json)",
  content: json({ type: "object", maxProperties: 0 }),
}

/** The routes no definition makes: sign-in (auth.ts), staff (staff.ts), uploads, invite acceptance, this document. */
function describeFixedRoutes(add: Add) {
  const body = (schema: Json) => ({ required: true, content: json(schema) })
  const ok = (description: string, schema: Json) => ({ 200: { description, content: json(schema) } })
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
  const object = (properties: Record<string, Json>, required = Object.keys(properties)): Json => ({
    type: "object",
    required,
    properties,
    additionalProperties: false,
  })
  const string = (min: number, max: number): Json => ({ type: "string", minLength: min, maxLength: max })

  add("/admin-api/openapi.json", "get", {
    operationId: "openapi.json",
    tags: ["meta"],
    summary: "This description (OpenAPI 3.1)",
    ...PUBLIC,
    responses: ok("The document", { type: "object", required: ["openapi", "paths"] }),
  })
  add("/admin-api/auth/login", "post", {
    operationId: "auth.login",
    tags: ["auth"],
    summary: "Sign in with e-mail and password",
    description:
      "With a second factor enrolled, answers a ticket for /login/totp or /login/security-key instead of a session.",
    ...PUBLIC,
    requestBody: body(object({ email: string(3, 254), password: string(1, 1024) })),
    responses: {
      ...ok("Signed in, or a second factor is needed", { oneOf: [ref("Session"), ref("TotpRequired")] }),
      ...errors(400, 401, 415, 429, 502, 503),
    },
  })
  add("/admin-api/auth/login/totp", "post", {
    operationId: "auth.loginTotp",
    tags: ["auth"],
    summary: "Second step of a sign-in: the ticket and a code of the authenticator app",
    ...PUBLIC,
    requestBody: body(object({ ticket: string(1, 8192), code: string(1, 16) })),
    responses: { ...ok("Signed in", ref("Session")), ...errors(400, 401, 415, 429, 502, 503) },
  })
  add("/admin-api/auth/login/security-key", "post", {
    operationId: "auth.loginSecurityKey",
    tags: ["auth"],
    summary: "Second step of a sign-in: the ticket and a security key's answer (WebAuthn)",
    description: "The browser's PublicKeyCredential as JSON, answering the login's securityKeyOptions.",
    ...PUBLIC,
    requestBody: body(object({ ticket: string(1, 8192), response: { type: "object", maxProperties: 16 } })),
    responses: { ...ok("Signed in", ref("Session")), ...errors(400, 401, 415, 429, 502, 503) },
  })
  add("/admin-api/auth/logout", "post", {
    operationId: "auth.logout",
    tags: ["auth"],
    summary: "End the session (its cookie and bearer token) for good",
    requestBody: EMPTY_JSON,
    responses: { ...ok("Ended", ref("Success")), ...errors(415) },
  })
  add("/admin-api/auth/me", "get", {
    operationId: "auth.me",
    tags: ["auth"],
    summary: "The signed-in administrator",
    responses: {
      ...ok(
        "The administrator and when the session ends",
        object({ user: ref("AdminUser"), expiresAt: { type: ["string", "null"] } })
      ),
      ...errors(401),
    },
  })
  add("/admin-api/auth/refresh", "post", {
    operationId: "auth.refresh",
    tags: ["auth"],
    summary: "Renew the session",
    requestBody: EMPTY_JSON,
    responses: {
      ...ok(
        "Renewed; a bearer client gets its new token",
        object({ expiresAt: { type: ["string", "null"] }, token: { type: ["string", "null"] } })
      ),
      ...errors(401, 403, 415, 502, 503),
    },
  })
  add("/admin-api/auth/reset-password", "post", {
    operationId: "auth.resetPassword",
    tags: ["auth"],
    summary: "E-mail a password reset link (the same answer whether or not the address has an account)",
    ...PUBLIC,
    requestBody: body(object({ email: string(3, 254) })),
    responses: { ...ok("Sent if the account exists", ref("Success")), ...errors(400, 415, 429, 502, 503) },
  })
  add("/admin-api/auth/update-password", "post", {
    operationId: "auth.updatePassword",
    tags: ["auth"],
    summary: "Set a new password with the reset link's token; every earlier session ends",
    ...PUBLIC,
    requestBody: body(object({ token: string(1, 4096), password: { type: "string" } })),
    responses: { ...ok("Changed", ref("Success")), ...errors(400, 401, 415, 429, 502, 503) },
  })
  add("/admin-api/auth/change-password", "post", {
    operationId: "auth.changePassword",
    tags: ["auth"],
    summary: "Change one's own password; this session goes on, every other one ends",
    requestBody: body(object({ currentPassword: string(1, 1024), newPassword: { type: "string" } })),
    responses: { ...ok("Changed; the new session", ref("Session")), ...errors(400, 401, 403, 415, 429, 502, 503) },
  })
  add("/admin-api/auth/sessions", "get", {
    operationId: "auth.sessions",
    tags: ["auth"],
    summary: "One's own browser sessions: device, start and last use (bearer clients are not listed)",
    responses: {
      ...ok(
        "The sessions",
        object({
          sessions: {
            type: "array",
            items: object({
              id: { type: "string" },
              browser: { type: ["string", "null"] },
              os: { type: ["string", "null"] },
              startedAt: { type: "string" },
              lastUsedAt: { type: "string" },
              current: { type: "boolean" },
            }),
          },
        })
      ),
      ...errors(401, 403),
    },
  })
  add("/admin-api/auth/reauthenticate", "post", {
    operationId: "auth.reauthenticate",
    tags: ["auth"],
    summary: "Confirm it is you (the password again, and the app's code with a second factor): a 5-minute proof",
    description:
      "The proof is for this session only; send it in the x-vitalia-reauth header to change a role, remove a staff member, reset a second factor or end sessions (else 403 REAUTHENTICATION_REQUIRED).",
    requestBody: body(object({ password: string(1, 1024), code: string(0, 16) }, ["password"])),
    responses: {
      ...ok("The proof", object({ proof: { type: "string" }, expiresAt: { type: "string" } })),
      ...errors(400, 401, 403, 415, 429, 502, 503),
    },
  })
  add("/admin-api/auth/sessions/{id}/end", "post", {
    operationId: "auth.endSession",
    tags: ["auth"],
    summary: "End one of one's own sessions by its id",
    description: "Needs a re-authentication proof (POST /admin-api/auth/reauthenticate) in x-vitalia-reauth.",
    parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
    requestBody: EMPTY_JSON,
    responses: { ...ok("Ended", ref("Success")), ...errors(401, 403, 404, 415) },
  })
  add("/admin-api/auth/sessions/end-others", "post", {
    operationId: "auth.endOtherSessions",
    tags: ["auth"],
    summary: "Sign out everywhere else: every other session and bearer token ends; this browser goes on",
    description:
      "From a browser only (its cookie): a bearer client gets 403 SESSIONS_BROWSER_ONLY. Needs a re-authentication proof (POST /admin-api/auth/reauthenticate) in x-vitalia-reauth.",
    requestBody: EMPTY_JSON,
    responses: { ...ok("Ended", ref("Success")), ...errors(401, 403, 415) },
  })
  add("/admin-api/staff/me", "get", {
    operationId: "staff.me",
    tags: ["staff"],
    summary: "The administrator's staff role, second factor and permissions",
    responses: {
      ...ok("The role and what it may do", {
        type: "object",
        required: ["role", "totp", "permissions"],
        properties: {
          role: ref("StaffRole"),
          refundLimit: { type: ["number", "null"] },
          totp: { type: "object" },
          securityKeys: { type: "integer", minimum: 0, description: "How many security keys they have" },
          permissions: { type: "object" },
        },
        additionalProperties: false,
      }),
      ...errors(401, 403, 502, 503),
    },
  })
  add("/admin-api/staff/me/totp", "post", {
    operationId: "staff.startTotp",
    tags: ["staff"],
    summary: "Start enrolling a second factor: the secret for the authenticator app",
    responses: {
      ...ok("The secret (shown once)", object({ secret: { type: "string" }, otpauthUrl: { type: "string" } })),
      ...errors(401, 403, 409, 502, 503),
    },
  })
  add("/admin-api/staff/me/totp/confirm", "post", {
    operationId: "staff.confirmTotp",
    tags: ["staff"],
    summary: "Confirm the second factor with a code of the app",
    requestBody: body(object({ code: { type: "string", maxLength: 16 } })),
    responses: { ...ok("Enrolled", object({ enrolled: { const: true } })), ...errors(400, 401, 403, 409, 502, 503) },
  })
  const securityKey = object(
    {
      id: { type: "string" },
      name: { type: "string" },
      createdAt: { type: "string" },
      lastUsedAt: { type: ["string", "null"] },
    },
    ["id", "name", "createdAt", "lastUsedAt"]
  )
  add("/admin-api/staff/me/security-keys", "get", {
    operationId: "staff.securityKeys",
    tags: ["staff"],
    summary: "The administrator's own security keys (WebAuthn)",
    responses: { ...ok("Their keys", { type: "array", items: securityKey }), ...errors(401, 403, 502, 503) },
  })
  add("/admin-api/staff/me/security-keys/options", "post", {
    operationId: "staff.securityKeyOptions",
    tags: ["staff"],
    summary: "Start adding a security key: the options for navigator.credentials.create",
    responses: {
      ...ok("The options (5 minutes)", object({ options: { type: "object" } })),
      ...errors(401, 403, 502, 503),
    },
  })
  add("/admin-api/staff/me/security-keys", "post", {
    operationId: "staff.addSecurityKey",
    tags: ["staff"],
    summary: "Add a security key: its name and the browser's answer to the options",
    requestBody: body(object({ name: string(1, 60), response: { type: "object", maxProperties: 16 } })),
    responses: { ...ok("The key", securityKey), ...errors(400, 401, 403, 409, 502, 503) },
  })
  add("/admin-api/staff/me/security-keys/{id}", "delete", {
    operationId: "staff.removeSecurityKey",
    tags: ["staff"],
    summary: "Remove one of one's own security keys",
    parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
    responses: {
      ...ok("Removed", object({ id: { type: "string" }, deleted: { const: true } })),
      ...errors(401, 403, 404, 502, 503),
    },
  })
  add("/admin-api/staff", "get", {
    operationId: "staff.list",
    tags: ["staff"],
    summary: "Staff roles (owners only)",
    parameters: [
      {
        name: "user_id",
        in: "query",
        schema: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
      },
    ],
    responses: { ...ok("The staff", { type: "array", items: ref("StaffMember") }), ...errors(401, 403, 502, 503) },
  })
  const userId = { name: "userId", in: "path", required: true, schema: { type: "string" } }
  add("/admin-api/staff/{userId}", "put", {
    operationId: "staff.setRole",
    tags: ["staff"],
    summary: "Give an administrator a staff role (owners only)",
    description: "Needs a re-authentication proof (POST /admin-api/auth/reauthenticate) in x-vitalia-reauth.",
    parameters: [userId],
    requestBody: body(object({ role: ref("StaffRole") })),
    responses: { ...ok("The staff member", ref("StaffMember")), ...errors(400, 401, 403, 404, 409, 502, 503) },
  })
  add("/admin-api/staff/{userId}/totp", "delete", {
    operationId: "staff.resetTotp",
    tags: ["staff"],
    summary: "Remove an administrator's second factor (owners only)",
    description: "Needs a re-authentication proof (POST /admin-api/auth/reauthenticate) in x-vitalia-reauth.",
    parameters: [userId],
    responses: { ...ok("The engine's answer", { type: "object" }), ...errors(401, 403, 404, 502, 503) },
  })
  add("/admin-api/uploads", "post", {
    operationId: "uploads.upload",
    tags: ["uploads"],
    summary: "Upload files (multipart, field `files`, 20 MB at most)",
    description: "Used when POST /admin-api/uploads/actions/presign gives no http URL to PUT the file to.",
    requestBody: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              files: { type: "array", items: { type: "string", contentMediaType: "application/octet-stream" } },
            },
          },
        },
      },
    },
    responses: {
      ...ok("The stored files", {
        type: "object",
        required: ["files"],
        properties: { files: { type: "array", items: { type: "object", required: ["id", "url"] } } },
      }),
      ...errors(400, 401, 403, 413, 415, 502, 503),
    },
  })
  add("/admin-api/invites/accept", "post", {
    operationId: "invites.accept",
    tags: ["invites"],
    summary: "Accept an invite: the invitee becomes an administrator",
    description: "The invite token in the body is the credential; no session.",
    ...PUBLIC,
    requestBody: body(
      object(
        {
          invite_token: string(10, 4096),
          email: { type: "string", maxLength: 254 },
          password: { type: "string" },
          first_name: { type: "string", maxLength: 200 },
          last_name: { type: "string", maxLength: 200 },
        },
        ["invite_token", "email", "password"]
      )
    ),
    responses: { ...ok("The new administrator", object({ user: ref("AdminUser") })), ...errors(400, 401, 502, 503) },
  })
}

/** A component name of a resource's record: `product-variants` → `ProductVariantsRecord`. */
function schemaName(resource: string): string {
  return `${resource.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Record`
}

function escape(text: string): string {
  // Not "-": inside a Unicode pattern (JSON Schema's) "\-" is no escape.
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
