import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { staffSettings } from "../../../../settings"
import { accessOf, actingUserOf } from "../../../../staff/access"
import { ROLE_POLICIES, REFUND_CAPPED } from "@vitalia/schema/staff/policies"
import type { AdminStaffMeResponse } from "@vitalia/schema/engine/admin"

/**
 * GET /admin/staff/me — the signed-in administrator's (or the creator of the secret API key's) role, its policies, the refund
 * cap that applies to them (null: none) and their second factors: TOTP enrolled and whether a
 * second factor is required of them, and how many security keys they have (either kind meets the
 * requirement).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminStaffMeResponse>) => {
  const settings = staffSettings(process.env)
  // A secret API key answers with the role of the administrator who created it (src/staff/middleware.ts).
  const userId = (await actingUserOf(req.scope, req.auth_context)) ?? req.auth_context.actor_id
  const access = await accessOf(req.scope, userId)
  res.json({
    staff: {
      user_id: userId,
      role: access.role,
      policies: access.role ? ROLE_POLICIES[access.role] : [],
      refund_limit: access.role && REFUND_CAPPED.includes(access.role) ? settings.refundLimit : null,
      totp: { enrolled: access.totpEnrolled, required: settings.totpRequired },
      security_keys: { count: access.securityKeys },
    },
  })
}
