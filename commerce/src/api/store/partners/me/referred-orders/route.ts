import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { referredOrders } from "../../../../../partners/figures"
import { ownPartner, pageOf } from "../own"
import type { StoreReferredOrdersResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/partners/me/referred-orders[?limit=1..50&offset=] — the orders placed through the
 * signed-in partner's store links, newest first: number, date, status, total and the buyer as a
 * first name and initial (never an address or e-mail). { orders, count, limit, offset }.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreReferredOrdersResponse>) => {
  const { partnerId, db } = await ownPartner(req)
  const page = await referredOrders(db, partnerId, pageOf(req))
  res.json({ orders: page.items, count: page.count, limit: page.limit, offset: page.offset })
}
