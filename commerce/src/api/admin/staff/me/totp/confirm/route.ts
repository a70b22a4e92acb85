import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { staffMemberOf, staffService } from "../../../../../../staff/access"
import { openTotpSecret, spendTotpCode } from "../../../../../../staff/totp"
import { emitStaffSecurityChange } from "../../../../../../accounts/security-change"
import type { AdminStaffTotpConfirmResponse } from "@vitalia/schema/engine/admin"

/**
 * POST /admin/staff/me/totp/confirm `{ code }` — a code from the pending secret enrols it. The
 * code is spent like a sign-in's (src/staff/totp.ts): the same code cannot then open a sign-in.
 */
export const POST = async (
  req: AuthenticatedMedusaRequest<{ code?: unknown }>,
  res: MedusaResponse<AdminStaffTotpConfirmResponse>
) => {
  const member = await staffMemberOf(req.scope, req.auth_context.actor_id)
  if (!member?.totp_pending_secret)
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Start enrolling a second factor first", "TOTP_NOT_STARTED")
  const pending = openTotpSecret(req.auth_context.actor_id, member.totp_pending_secret)
  if (!pending || (await spendTotpCode(req.scope, req.auth_context.actor_id, pending, req.body?.code)) !== "valid") {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "The verification code is not valid", "INVALID_TOTP_CODE")
  }
  await staffService(req.scope).updateStaffMembers({
    id: member.id,
    totp_secret: member.totp_pending_secret,
    totp_pending_secret: null,
    totp_enabled_at: new Date(),
  })
  // The administrator is told by e-mail (src/subscribers/security-change-mail.ts): if it was not them, they know.
  await emitStaffSecurityChange(req.scope, req.auth_context.actor_id, "totp_enrolled")
  res.json({ totp: { enrolled: true } })
}
