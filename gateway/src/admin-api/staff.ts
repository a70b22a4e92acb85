import { createHash } from "node:crypto"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { decide, policyFor, type StaffCall, type StaffDecision, type StaffRole } from "@vitalia/schema/staff/policies"
import type { Operation, ResourceDefinition } from "@vitalia/schema/admin/types"
import type {
  AdminStaffInfo,
  AdminStaffMeResponse,
  AdminStaffMemberResponse,
  AdminStaffMembersResponse,
  AdminStaffTotpConfirmResponse,
  AdminStaffTotpResetResponse,
  AdminStaffTotpStartResponse,
} from "@vitalia/schema/engine/admin"
import { readEngineToken } from "../auth/engine-token.js"
import { isApiKey, type MedusaClient } from "../medusa/client.js"
import { message } from "../messages/errors.js"
import { requireRecentAuthentication, requireReauth } from "./reauth.js"

/** Whether the administrator has a second factor of either kind. */
export function hasSecondFactor(info: Pick<AdminStaffInfo, "totp" | "security_keys">) {
  return info.totp.enrolled || (info.security_keys?.count ?? 0) > 0
}

/**
 * What the back-office may show a role: per resource, its operations and actions; a refund
 * the role may make only up to its cap is `{ upTo }` (offered on records whose amount is within it).
 */
export type Permissions = Record<
  string,
  { operations: Partial<Record<Operation, boolean>>; actions: Record<string, boolean | { upTo: number }> }
>

const TTL_MS = 10_000
const MAX_CACHED = 1_000

/**
 * The gateway's mirror of the engine's staff roles (schema/staff/policies.ts,
 * the same table): each /admin-api call is checked against the administrator's role
 * before the engine is called, so a refused call costs no engine work and is answered
 * with a 403 and a reason in the request's language. The engine checks every call
 * again (src/staff/middleware.ts) and stays the authority; its own 403s carry the same
 * codes and get the same messages here. An administrator's role is read from the engine
 * and kept 10 s per gateway (forgotten at once when this gateway changes it).
 */
export class StaffDirectory {
  private readonly cache = new Map<string, { info: AdminStaffInfo; expires: number }>()

  constructor(private readonly medusa: MedusaClient) {}

  async of(token: string): Promise<AdminStaffInfo> {
    // A secret API key is kept under a digest of itself: its creator is known only from the engine's answer.
    const userId = isApiKey(token)
      ? `key:${createHash("sha256").update(token).digest("hex")}`
      : (readEngineToken(token)?.actor_id ?? "")
    const cached = this.cache.get(userId)
    if (cached && cached.expires > Date.now()) return cached.info
    const { staff } = await this.medusa.get<AdminStaffMeResponse>("/admin/staff/me", { token })
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(userId, { info: staff, expires: Date.now() + TTL_MS })
    return staff
  }

  forget(userId: string) {
    this.cache.delete(userId)
  }
}

/** The engine call a route of a definition makes (for the role check). */
export function engineCallOf(
  definition: ResourceDefinition,
  kind: Operation | { action: string },
  id = "x"
): StaffCall {
  const base = definition.engine.path
  if (typeof kind === "object") {
    const action = definition.actions?.[kind.action]
    return { method: action?.method ?? "POST", path: (action?.path ?? base).replace(":id", id) }
  }
  switch (kind) {
    case "list":
      return { method: "GET", path: base }
    case "show":
      return { method: "GET", path: `${base}/${id}` }
    case "create":
      return { method: "POST", path: definition.engine.create ?? base }
    case "update":
      return { method: "POST", path: `${base}/${id}` }
    case "delete":
      return { method: "DELETE", path: `${base}/${id}` }
  }
}

/** Everything a role may do with the definitions, for the back-office to hide the rest. */
export function permissionsOf(info: AdminStaffInfo, resources: readonly ResourceDefinition[]): Permissions {
  const limit = info.refund_limit ?? Number.POSITIVE_INFINITY
  const permissions: Permissions = {}
  for (const definition of resources) {
    const operations: Partial<Record<Operation, boolean>> = {}
    for (const operation of definition.operations)
      operations[operation] = decide(info.role, engineCallOf(definition, operation), limit).allowed
    const actions: Record<string, boolean | { upTo: number }> = {}
    for (const name of Object.keys(definition.actions ?? {})) {
      const call = engineCallOf(definition, { action: name })
      const allowed = decide(info.role, call, limit).allowed
      actions[name] =
        allowed && info.refund_limit !== null && policyFor(call)?.operation === "refund"
          ? { upTo: info.refund_limit }
          : allowed
    }
    permissions[definition.name] = { operations, actions }
  }
  return permissions
}

/** A 403 for a refused decision, with the reason's message in the request's language. */
export function refuse(
  reply: FastifyReply,
  reason: Exclude<StaffDecision, { allowed: true }>["reason"] | "TOTP_ENROLMENT_REQUIRED",
  limit?: number | null
) {
  const request = reply.request
  const text =
    reason === "REFUND_LIMIT"
      ? message(request, "STAFF_REFUND_LIMIT", { limit: limit ?? 0 })
      : reason === "NO_ROLE"
        ? message(request, "STAFF_NO_ROLE")
        : reason === "TOTP_ENROLMENT_REQUIRED"
          ? message(request, "TOTP_ENROLMENT_REQUIRED")
          : message(request, "STAFF_ROLE_FORBIDDEN")
  const code = reason === "TOTP_ENROLMENT_REQUIRED" ? reason : `STAFF_${reason === "ROLE" ? "ROLE_FORBIDDEN" : reason}`
  return reply
    .code(403)
    .send({ code: "FORBIDDEN", reason: code, message: text, ...(reason === "REFUND_LIMIT" ? { limit } : {}) })
}

/**
 * A hook refusing a route's engine call when the administrator's role does not allow it. Registered
 * as preValidation (the body is parsed, not yet validated): a refusal for the role comes before any
 * complaint about the input. A refund's amount is read from the body when it is a number (else the
 * engine looks the payment up and decides).
 */
export function staffGuard(staff: StaffDirectory, callOf: (request: FastifyRequest) => StaffCall) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.adminEngineToken
    if (!token) return
    const info = await staff.of(token)
    const amount = (request.body as { amount?: unknown } | undefined)?.amount
    const decision = decide(
      info.role,
      callOf(request),
      info.refund_limit ?? Number.POSITIVE_INFINITY,
      typeof amount === "number" ? amount : undefined
    )
    if (!decision.allowed) return refuse(reply, decision.reason, info.refund_limit)
  }
}

/** Paths an owner who must still enrol a second factor may use: their own staff routes. */
function ownFactorRoute(request: FastifyRequest) {
  return request.url.split("?")[0].startsWith("/admin-api/staff/me")
}

/**
 * /admin-api/staff/*: the signed-in administrator's permissions and second factor,
 * and, for owners, everyone's roles.
 *   GET    /admin-api/staff/me                 → { role, refundLimit, totp, securityKeys, permissions }
 *   (the security keys' own routes: security-keys.ts)
 *   POST   /admin-api/staff/me/totp            → { secret, otpauthUrl } (enrolment starts)
 *   POST   /admin-api/staff/me/totp/confirm    { code } → { enrolled: true }
 *   GET    /admin-api/staff?user_id=…          → [{ user_id, role, totp_enrolled }]   (owners)
 *   PUT    /admin-api/staff/:userId            { role } → { user_id, role, totp_enrolled } (owners)
 *   DELETE /admin-api/staff/:userId/totp       → { user_id, totp: { enrolled: false } } (owners: a lost phone)
 * The last two need a re-authentication proof (x-vitalia-reauth, reauth.ts), else 403 REAUTHENTICATION_REQUIRED.
 * Also an onRequest hook: a staff member who must enrol a second factor (ADMIN_TOTP_REQUIRED; TOTP
 * or a security key) gets 403 TOTP_ENROLMENT_REQUIRED everywhere else until they do.
 */
export function registerStaff(
  admin: FastifyInstance,
  options: { medusa: MedusaClient; resources: readonly ResourceDefinition[]; staff: StaffDirectory }
) {
  const { medusa, resources, staff } = options
  const token = (request: FastifyRequest) => request.adminEngineToken!

  admin.addHook("onRequest", async (request, reply) => {
    if (reply.sent || !request.adminEngineToken || ownFactorRoute(request)) return
    const info = await staff.of(request.adminEngineToken)
    if (info.totp.required && !hasSecondFactor(info)) return refuse(reply, "TOTP_ENROLMENT_REQUIRED")
  })

  admin.get("/staff/me", async (request) => {
    const info = await staff.of(token(request))
    return {
      role: info.role,
      refundLimit: info.refund_limit,
      totp: info.totp,
      securityKeys: info.security_keys?.count ?? 0,
      permissions: permissionsOf(info, resources),
    }
  })

  // Enrolling a second factor needs a recent sign-in or a proof (ASVS 3.7.1; reauth.ts).
  admin.post("/staff/me/totp", { preHandler: requireRecentAuthentication }, async (request, reply) => {
    const { totp } = await medusa.post<AdminStaffTotpStartResponse>("/admin/staff/me/totp", {
      token: token(request),
      body: {},
    })
    reply.header("cache-control", "no-store")
    return { secret: totp.secret, otpauthUrl: totp.otpauth_url }
  })

  const code = {
    type: "object",
    required: ["code"],
    additionalProperties: false,
    properties: { code: { type: "string", maxLength: 16 } },
  } as const
  admin.post<{ Body: { code: string } }>("/staff/me/totp/confirm", { schema: { body: code } }, async (request) => {
    await medusa.post<AdminStaffTotpConfirmResponse>("/admin/staff/me/totp/confirm", {
      token: token(request),
      body: { code: request.body.code.trim() },
    })
    staff.forget(readEngineToken(token(request))?.actor_id ?? "")
    return { enrolled: true }
  })

  const owners = staffGuard(staff, (request) => ({
    method: request.method === "PUT" ? "POST" : request.method,
    path: "/admin/staff",
  }))

  admin.get<{ Querystring: { user_id?: string | string[] } }>("/staff", { preValidation: owners }, async (request) => {
    const ids = request.query.user_id
    const { staff: members } = await medusa.get<AdminStaffMembersResponse>("/admin/staff", {
      token: token(request),
      query: { user_id: ids },
    })
    return members
  })

  const role = {
    type: "object",
    required: ["role"],
    additionalProperties: false,
    properties: { role: { type: "string", enum: ["owner", "operations", "catalogue", "partner_support"] } },
  } as const
  admin.put<{ Params: { userId: string }; Body: { role: StaffRole } }>(
    "/staff/:userId",
    // A role is a sensitive change: the owner confirms their password first (reauth.ts).
    { schema: { body: role }, preValidation: owners, preHandler: requireReauth },
    async (request) => {
      const { staff: member } = await medusa.post<AdminStaffMemberResponse>(
        `/admin/staff/${encodeURIComponent(request.params.userId)}`,
        { token: token(request), body: { role: request.body.role } }
      )
      staff.forget(request.params.userId)
      return member
    }
  )

  admin.delete<{ Params: { userId: string } }>(
    "/staff/:userId/totp",
    { preValidation: owners, preHandler: requireReauth },
    async (request) => {
      const answer = await medusa.delete<AdminStaffTotpResetResponse>(
        `/admin/staff/${encodeURIComponent(request.params.userId)}/totp`,
        {
          token: token(request),
        }
      )
      staff.forget(request.params.userId)
      return answer
    }
  )
}
