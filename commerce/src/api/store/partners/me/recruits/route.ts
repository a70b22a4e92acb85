import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { recruits } from "../../../../../partners/figures"
import { ownPartner, pageOf } from "../own"
import type { StoreRecruitsResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/partners/me/recruits[?limit=1..50&offset=] — the partners the signed-in partner
 * sponsors (enrolled through them or placed under them by the back-office), newest first: code,
 * name and the day they joined. { recruits, count, limit, offset }.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreRecruitsResponse>) => {
  const { partnerId, db } = await ownPartner(req)
  const page = await recruits(db, partnerId, pageOf(req))
  res.json({ recruits: page.items, count: page.count, limit: page.limit, offset: page.offset })
}
