import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { SEARCH_TUNING_MODULE } from "../../../../modules/search-tuning"
import type SearchTuningModuleService from "../../../../modules/search-tuning/service"
import { refetchEntity } from "../../helpers"
import { reindexForSynonyms } from "../reindex"
import type { AdminUpdateSearchSynonymType } from "../validators"

/** GET /admin/search-synonyms/:id */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ search_synonym: await refetchEntity(req.scope, "search_synonym", req.params.id, req.queryConfig.fields) })
}

/** POST /admin/search-synonyms/:id */
export const POST = async (req: AuthenticatedMedusaRequest<AdminUpdateSearchSynonymType>, res: MedusaResponse) => {
  await refetchEntity(req.scope, "search_synonym", req.params.id, ["id"])
  await req.scope
    .resolve<SearchTuningModuleService>(SEARCH_TUNING_MODULE)
    .updateSearchSynonyms({ id: req.params.id, ...req.validatedBody })
  reindexForSynonyms(req.scope)
  res.json({ search_synonym: await refetchEntity(req.scope, "search_synonym", req.params.id, req.queryConfig.fields) })
}

/** DELETE /admin/search-synonyms/:id */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await refetchEntity(req.scope, "search_synonym", req.params.id, ["id"])
  await req.scope.resolve<SearchTuningModuleService>(SEARCH_TUNING_MODULE).softDeleteSearchSynonyms([req.params.id])
  reindexForSynonyms(req.scope)
  res.json({ id: req.params.id, object: "search_synonym", deleted: true })
}
