import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { PARTNER_MODULE } from "../../../../../modules/partner"
import type PartnerModuleService from "../../../../../modules/partner/service"
import { monthKey } from "../../../../../partners/figures"
import { parseParams, PersonalStoreNameParam } from "../../../validators"
import type { StoreStoreVisitResponse } from "@vitalia/schema/engine/store"

/**
 * POST /store/personal-stores/:name/visits — one more visit through the store's link this month
 * (UTC). Only the gateway reaches the engine (src/edge.ts), and it asks once per browser session
 * and store (gateway/src/partner/visits.ts). Nothing about the visitor is kept: the partner's
 * month counter grows by one. A store that is unknown or switched off (or whose partner is)
 * counts nothing: 404 PERSONAL_STORE_NOT_FOUND, as its link shows no store either.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse<StoreStoreVisitResponse>) => {
  const { name } = parseParams(PersonalStoreNameParam, req.params)
  const service = req.scope.resolve<PartnerModuleService>(PARTNER_MODULE)
  const [store] = await service.listPersonalStores(
    { name },
    { select: ["id", "active", "partner.id", "partner.status"], relations: ["partner"] }
  )
  if (!store?.partner || !store.active || store.partner.status !== "active") {
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `Personal store ${name} was not found.`,
      "PERSONAL_STORE_NOT_FOUND"
    )
  }
  const month = monthKey(new Date())
  const visits = await service.recordStoreVisit(store.partner.id, month)
  res.json({ visit: { month, visits } })
}
