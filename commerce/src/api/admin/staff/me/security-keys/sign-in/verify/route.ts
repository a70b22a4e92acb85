import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { authenticate, relyingPartyOf } from "../../../../../../../staff/webauthn"
import type { AdminSecurityKeySignInVerifyResponse } from "@vitalia/schema/engine/admin"

/**
 * POST /admin/staff/me/security-keys/sign-in/verify `{ challenge, response, rp_id, origins }` —
 * `{ valid, reason? }`: whether the browser's answer, made with one of the administrator's keys,
 * answers the open sign-in ceremony whose challenge the gateway sealed in the sign-in ticket
 * (src/staff/webauthn.ts). A success spends the challenge. The gateway opens the session on
 * `valid` and counts anything else against the ticket (five, and it dies).
 */
export const POST = async (
  req: AuthenticatedMedusaRequest<{ challenge?: unknown; response?: unknown; rp_id?: unknown; origins?: unknown }>,
  res: MedusaResponse<AdminSecurityKeySignInVerifyResponse>
) => {
  const rp = relyingPartyOf(req.body)
  if (!rp) throw new MedusaError(MedusaError.Types.INVALID_DATA, "rp_id and origins do not name a relying party")
  res.json(await authenticate(req.scope, req.auth_context.actor_id, req.body?.challenge, req.body?.response, rp))
}
