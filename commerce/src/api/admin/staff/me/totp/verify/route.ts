import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { staffMemberOf } from "../../../../../../staff/access"
import { spendTotpCode } from "../../../../../../staff/totp"

/**
 * POST /admin/staff/me/totp/verify `{ code }` — `{ valid, used }`: whether the code is one of
 * the administrator's enrolled factor now and not spent before (a code is good for one
 * sign-in per person and time step; `used` says it was). The gateway asks it at back-office
 * sign-in (the attempt budget of sign-in and the ticket's own budget apply there) before it
 * opens the session.
 */
export const POST = async (req: AuthenticatedMedusaRequest<{ code?: unknown }>, res: MedusaResponse) => {
  const member = await staffMemberOf(req.scope, req.auth_context.actor_id)
  const outcome = member?.totp_secret
    ? await spendTotpCode(req.scope, req.auth_context.actor_id, member.totp_secret, req.body?.code)
    : "invalid"
  res.json({ valid: outcome === "valid", used: outcome === "used" })
}
