import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { staffMemberOf } from "../../../../../../staff/access"
import { totpValid } from "../../../../../../staff/totp"

/**
 * POST /admin/staff/me/totp/verify `{ code }` — `{ valid }`: whether the code is one of
 * the administrator's enrolled factor now. The gateway asks it at back-office sign-in
 * (the attempt budget of sign-in applies there) before it opens the session.
 */
export const POST = async (req: AuthenticatedMedusaRequest<{ code?: unknown }>, res: MedusaResponse) => {
  const member = await staffMemberOf(req.scope, req.auth_context.actor_id)
  const valid = Boolean(member?.totp_secret) && (await totpValid(member!.totp_secret!, req.body?.code))
  res.json({ valid })
}
