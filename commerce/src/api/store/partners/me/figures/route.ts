import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { referralFigures } from "../../../../../partners/figures"
import { ownPartner } from "../own"
import type { StorePartnerFiguresResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/partners/me/figures — what the signed-in partner's store brought: referred orders per
 * month for the last twelve (count and total per currency), this month, the twelve together, and
 * how many partners they sponsor. Customer sign-in required; 404 for customers who are not partners.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StorePartnerFiguresResponse>) => {
  const { partnerId, db } = await ownPartner(req)
  res.json({ figures: await referralFigures(db, partnerId) })
}
