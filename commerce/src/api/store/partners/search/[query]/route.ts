import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PARTNER_MODULE } from "../../../../../modules/partner"
import type PartnerModuleService from "../../../../../modules/partner/service"
import {
  parseParams,
  PARTNER_SEARCH_MAX_RESULTS,
  PartnerSearchParam,
  StorePartnerSearchQuery,
} from "../../../validators"
import type { StorePartnerSearchResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/partners/search/:query (SPEC: profiles/search/{query}).
 * Active partners whose name or code contains the query, ignoring case and
 * accents; at least 2 characters; at most 20 results (?limit= lowers it).
 * Public fields only: id, code, name and the partner's active personal store.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse<StorePartnerSearchResponse>) => {
  const { query } = parseParams(PartnerSearchParam, req.params)
  const limit = parseParams(StorePartnerSearchQuery, req.query).limit ?? PARTNER_SEARCH_MAX_RESULTS
  const service = req.scope.resolve<PartnerModuleService>(PARTNER_MODULE)
  const partners = await service.searchActivePartners(query, limit)
  res.json({ partners })
}
