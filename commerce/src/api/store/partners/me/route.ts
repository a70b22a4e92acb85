import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { membershipOf } from "./own"
import type { StorePartnerMembershipResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/partners/me — the signed-in customer's partner membership:
 * { partner: { id, code, name, status, joined_at, sponsor, personal_store } }
 * or { partner: null } when they are not a partner. Customer sign-in required.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StorePartnerMembershipResponse>) => {
  res.json({ partner: await membershipOf(req) })
}
