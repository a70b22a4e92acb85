import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { staffMemberOf } from "../../../../../../staff/access"
import { openTotpSecret, spendTotpCode } from "../../../../../../staff/totp"
import { emitStaffSecurityChange } from "../../../../../../accounts/security-change"
import type { AdminStaffTotpVerifyResponse } from "@vitalia/schema/engine/admin"

/**
 * POST /admin/staff/me/totp/verify `{ code }` — `{ valid, used }`: whether the code is one of
 * the administrator's enrolled factor now and not spent before (a code is good for one
 * sign-in per person and time step; `used` says it was). The gateway asks it at back-office
 * sign-in (the attempt budget of sign-in and the ticket's own budget apply there) before it
 * opens the session. A spent code tried again is told to the administrator by e-mail.
 */
export const POST = async (
  req: AuthenticatedMedusaRequest<{ code?: unknown }>,
  res: MedusaResponse<AdminStaffTotpVerifyResponse>
) => {
  const member = await staffMemberOf(req.scope, req.auth_context.actor_id)
  const secret = openTotpSecret(req.auth_context.actor_id, member?.totp_secret)
  const outcome = secret ? await spendTotpCode(req.scope, req.auth_context.actor_id, secret, req.body?.code) : "invalid"
  // A spent code tried again: someone may have seen it (ASVS 2.8.5). The administrator is told by
  // e-mail (src/subscribers/security-change-mail.ts); the gateway logs it as a security event.
  if (outcome === "used") await emitStaffSecurityChange(req.scope, req.auth_context.actor_id, "totp_code_reused")
  res.json({ valid: outcome === "valid", used: outcome === "used" })
}
