import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { authenticationOptions, relyingPartyOf } from "../../../../../../../staff/webauthn"
import type { AdminSecurityKeySignInOptionsResponse } from "@vitalia/schema/engine/admin"

/**
 * POST /admin/staff/me/security-keys/sign-in/options `{ rp_id, origins }` — `{ options }`: the
 * second step of a back-office sign-in with a security key, asked by the gateway with the token
 * the password gave; null options when the administrator has no key. Opening it replaces any
 * ceremony still open (src/staff/webauthn.ts).
 */
export const POST = async (
  req: AuthenticatedMedusaRequest<{ rp_id?: unknown; origins?: unknown }>,
  res: MedusaResponse<AdminSecurityKeySignInOptionsResponse>
) => {
  const rp = relyingPartyOf(req.body)
  if (!rp) throw new MedusaError(MedusaError.Types.INVALID_DATA, "rp_id and origins do not name a relying party")
  res.json({ options: await authenticationOptions(req.scope, req.auth_context.actor_id, rp) })
}
