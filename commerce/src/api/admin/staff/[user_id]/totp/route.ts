import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { staffMemberOf, staffService } from "../../../../../staff/access"
import { emitStaffSecurityChange } from "../../../../../accounts/security-change"
import { keysOf } from "../../../../../staff/webauthn"
import type { AdminStaffTotpResetResponse } from "@vitalia/schema/engine/admin"

/**
 * DELETE /admin/staff/:user_id/totp — an owner resets another administrator's second
 * factor (a lost phone or security key): the TOTP secret and every security key go, the next
 * sign-in asks for no second step, and they can enrol again.
 */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminStaffTotpResetResponse>) => {
  const member = await staffMemberOf(req.scope, req.params.user_id)
  const keys = await keysOf(req.scope, req.params.user_id)
  if (keys.length) await staffService(req.scope).softDeleteStaffSecurityKeys(keys.map((key) => key.id))
  if (member) {
    await staffService(req.scope).updateStaffMembers({
      id: member.id,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
    })
    // The administrator is told by e-mail that their factor is gone (src/subscribers/security-change-mail.ts).
    if (member.totp_secret || keys.length) await emitStaffSecurityChange(req.scope, req.params.user_id, "totp_reset")
  }
  res.json({ user_id: req.params.user_id, totp: { enrolled: false } })
}
