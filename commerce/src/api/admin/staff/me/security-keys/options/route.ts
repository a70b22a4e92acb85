import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { registrationOptions, relyingPartyOf } from "../../../../../../staff/webauthn"
import type { AdminSecurityKeyOptionsResponse } from "@vitalia/schema/engine/admin"

/**
 * POST /admin/staff/me/security-keys/options `{ rp_id, origins }` — starts enrolling a security
 * key: the options for the browser's navigator.credentials.create, with a new challenge that the
 * engine keeps for 5 minutes (src/staff/webauthn.ts).
 */
export const POST = async (
  req: AuthenticatedMedusaRequest<{ rp_id?: unknown; origins?: unknown }>,
  res: MedusaResponse<AdminSecurityKeyOptionsResponse>
) => {
  const rp = relyingPartyOf(req.body)
  if (!rp) throw new MedusaError(MedusaError.Types.INVALID_DATA, "rp_id and origins do not name a relying party")
  const userId = req.auth_context.actor_id
  const user = await req.scope.resolve(Modules.USER).retrieveUser(userId, { select: ["email"] })
  res.json({ options: await registrationOptions(req.scope, userId, user.email, rp) })
}
