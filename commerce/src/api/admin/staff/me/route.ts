import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { staffSettings } from "../../../../settings"
import { accessOf } from "../../../../staff/access"
import { ROLE_POLICIES, REFUND_CAPPED } from "../../../../staff/policies"

/**
 * GET /admin/staff/me — the signed-in administrator's role, its policies, the refund
 * cap that applies to them (null: none) and their second factor: enrolled, and
 * whether it is required of them.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const settings = staffSettings(process.env)
  const access = await accessOf(req.scope, req.auth_context.actor_id)
  res.json({
    staff: {
      user_id: req.auth_context.actor_id,
      role: access.role,
      policies: access.role ? ROLE_POLICIES[access.role] : [],
      refund_limit: access.role && REFUND_CAPPED.includes(access.role) ? settings.refundLimit : null,
      totp: { enrolled: access.totpEnrolled, required: settings.totpRequired },
    },
  })
}
