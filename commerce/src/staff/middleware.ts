import { type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { StaffSettings } from "../settings"
import { accessOf } from "./access"
import { decide, policyFor } from "./policies"

/**
 * Every /admin call of a signed-in administrator, checked against their staff role
 * (src/staff/policies.ts) before the route runs: 403 `STAFF_ROLE_FORBIDDEN`,
 * `STAFF_REFUND_LIMIT` (a refund above STAFF_REFUND_LIMIT for a capped role; without
 * an amount the payment's whole amount counts), `STAFF_NO_ROLE`, or
 * `TOTP_ENROLMENT_REQUIRED` (an owner without a second factor when it is required).
 * Secret API keys (actor `api-key`, made by owners) are not staff and keep full access.
 * The framework authenticates every /admin route before any project middleware runs
 * (its router applies `authenticate("user", …)` to the /admin prefix first); calls with
 * no administrator yet (invite acceptance registers one) pass to the route unchanged.
 */
export function staffAccessMiddleware(settings: StaffSettings) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    check(req, res, next, req.originalUrl.split("?")[0], settings).catch(next)
  }
}

async function check(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
  path: string,
  settings: StaffSettings
) {
  const context = (req as MedusaRequest & { auth_context?: { actor_type?: string; actor_id?: string } }).auth_context
  if (!context?.actor_id || context.actor_type !== "user") return next()
  const call = { method: req.method, path }
  const policy = policyFor(call)
  if (!policy) return next()
  const access = await accessOf(req.scope, context.actor_id)
  if (access.role === "owner" && settings.ownerTotpRequired && !access.totpEnrolled) {
    return refuse(res, "TOTP_ENROLMENT_REQUIRED", "Owners must enrol a second factor (TOTP) first")
  }
  let amount: number | undefined
  if (policy.operation === "refund") amount = await refundAmount(req, path)
  const decision = decide(access.role, call, settings.refundLimit, amount)
  if (decision.allowed) return next()
  if (decision.reason === "REFUND_LIMIT") {
    return refuse(res, "STAFF_REFUND_LIMIT", `Your staff role may refund at most ${settings.refundLimit}`, {
      limit: settings.refundLimit,
    })
  }
  if (decision.reason === "NO_ROLE") return refuse(res, "STAFF_NO_ROLE", "This administrator has no staff role yet")
  return refuse(
    res,
    "STAFF_ROLE_FORBIDDEN",
    `Your staff role (${access.role}) may not ${policy.operation} ${policy.resource}`
  )
}

/** The amount a refund asks for: the body's, else the whole payment's. */
async function refundAmount(req: MedusaRequest, path: string): Promise<number> {
  const asked = (req.body as { amount?: unknown } | undefined)?.amount
  if (typeof asked === "number" || (typeof asked === "string" && asked.trim() !== "" && !Number.isNaN(Number(asked))))
    return Number(asked)
  const paymentId = path.split("/")[3]
  const payment = await req.scope
    .resolve(Modules.PAYMENT)
    .retrievePayment(paymentId, { select: ["amount"] })
    .catch(() => null)
  return payment ? Number(payment.amount) : Number.POSITIVE_INFINITY
}

function refuse(res: MedusaResponse, code: string, message: string, extra: Record<string, unknown> = {}) {
  res.status(403).json({ type: "not_allowed", code, message, ...extra })
}
