import { type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { StaffSettings } from "../settings"
import { accessOf, actingUserOf } from "./access"
import { decide, policyFor, REFUND_CAPPED } from "@vitalia/schema/staff/policies"

/**
 * Every /admin call of a signed-in administrator, checked against their staff role
 * (@vitalia/schema/staff/policies) before the route runs: 403 `STAFF_ROLE_FORBIDDEN`,
 * `STAFF_REFUND_LIMIT` (a refund that would take a capped role's refunds on the order past
 * STAFF_REFUND_LIMIT — everything already refunded on the payment's order, by anyone, counts;
 * without an amount the payment's whole amount counts), `STAFF_NO_ROLE`, or
 * `TOTP_ENROLMENT_REQUIRED` (a staff member without a second factor when it is required).
 * A secret API key (actor `api-key`) acts with the role of the administrator who created it
 * (actingUserOf, src/staff/access.ts); a key no administrator created has no role and is refused.
 * A revoked key never gets here: the framework answers it 401 itself.
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
  if (!context?.actor_id || (context.actor_type !== "user" && context.actor_type !== "api-key")) return next()
  const call = { method: req.method, path }
  const policy = policyFor(call)
  if (!policy) return next()
  const userId = await actingUserOf(req.scope, context)
  if (!userId) return refuse(res, "STAFF_NO_ROLE", "This API key was made by no administrator: it has no staff role")
  const access = await accessOf(req.scope, userId)
  if (settings.totpRequired && !access.secondFactor) {
    return refuse(
      res,
      "TOTP_ENROLMENT_REQUIRED",
      "Staff must enrol a second factor (an app's codes or a security key) first"
    )
  }
  let amount: number | undefined
  let refunded = 0
  if (policy.operation === "refund") {
    amount = await refundAmount(req, path)
    if (access.role && REFUND_CAPPED.includes(access.role))
      refunded = await refundedOnOrder(req.scope, path.split("/")[3])
  }
  const decision = decide(access.role, call, settings.refundLimit, amount, refunded)
  if (decision.allowed) return next()
  if (decision.reason === "REFUND_LIMIT") {
    const remaining = Math.max(0, settings.refundLimit - refunded)
    return refuse(
      res,
      "STAFF_REFUND_LIMIT",
      `Your staff role may refund at most ${settings.refundLimit} per order; ${refunded} already refunded, ${remaining} left`,
      { limit: settings.refundLimit, refunded, remaining }
    )
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

interface RefundedPayment {
  refunds?: ({ amount?: unknown } | null)[] | null
  payment_collection?: {
    order?: { payment_collections?: ({ payments?: (RefundedPayment | null)[] | null } | null)[] } | null
  } | null
}

/**
 * Everything already refunded on the order a payment belongs to (every payment of every payment
 * collection of the order), by anyone; a payment of no order counts its own refunds.
 */
async function refundedOnOrder(scope: MedusaContainer, paymentId: string): Promise<number> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment",
    fields: ["id", "refunds.amount", "payment_collection.order.payment_collections.payments.refunds.amount"],
    filters: { id: paymentId },
  })
  const payment = (data as unknown as RefundedPayment[])[0]
  if (!payment) return 0
  const collections = payment.payment_collection?.order?.payment_collections ?? []
  const payments = collections.length ? collections.flatMap((collection) => collection?.payments ?? []) : [payment]
  return payments.flatMap((each) => each?.refunds ?? []).reduce((sum, refund) => sum + Number(refund?.amount ?? 0), 0)
}

function refuse(res: MedusaResponse, code: string, message: string, extra: Record<string, unknown> = {}) {
  res.status(403).json({ type: "not_allowed", code, message, ...extra })
}
