import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { SEARCH_TUNING_MODULE } from "../../../../modules/search-tuning"
import type SearchTuningModuleService from "../../../../modules/search-tuning/service"
import { refetchEntity } from "../../helpers"

/** GET /admin/search-misses/:id */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ search_miss: await refetchEntity(req.scope, "search_miss", req.params.id, req.queryConfig.fields) })
}

/** DELETE /admin/search-misses/:id — dealt with (a synonym added, a product named): off the list. */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await refetchEntity(req.scope, "search_miss", req.params.id, ["id"])
  await req.scope.resolve<SearchTuningModuleService>(SEARCH_TUNING_MODULE).softDeleteSearchMisses([req.params.id])
  res.json({ id: req.params.id, object: "search_miss", deleted: true })
}
