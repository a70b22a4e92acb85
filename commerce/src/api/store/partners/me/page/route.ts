import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { recruits, referralFigures, referredOrders } from "../../../../../partners/figures"
import { membershipOf } from "../own"
import type { StorePartnerPageResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/partners/me/page[?figures=true&orders=0..50&recruits=0..50] — a partner's own page in
 * one call: the membership (as /store/partners/me), and when asked the figures (as …/figures) and
 * the first page of the latest referred orders and of the recruits (as …/referred-orders and
 * …/recruits). { partner: null } for a customer who is not a partner. The gateway's `myPartner`
 * makes this one call for the page, instead of one for the membership and one for each part: each
 * call to the engine costs more than the statements behind it (bench/README.md, "A partner's own page").
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StorePartnerPageResponse>) => {
  const partner = await membershipOf(req)
  if (!partner) return void res.json({ partner: null })
  const asked = req.validatedQuery as { figures: boolean; orders: number; recruits: number }
  const db = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const [figures, orders, sponsored] = await Promise.all([
    asked.figures ? referralFigures(db, partner.id) : undefined,
    asked.orders ? referredOrders(db, partner.id, { limit: asked.orders, offset: 0 }) : undefined,
    asked.recruits ? recruits(db, partner.id, { limit: asked.recruits, offset: 0 }) : undefined,
  ])
  res.json({
    partner,
    ...(figures && { figures }),
    ...(orders && { referred_orders: { orders: orders.items, count: orders.count } }),
    ...(sponsored && { recruits: { recruits: sponsored.items, count: sponsored.count } }),
  })
}
