import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { SEARCH_TUNING_MODULE } from "../../../modules/search-tuning"
import type SearchTuningModuleService from "../../../modules/search-tuning/service"
import { listEntities, refetchEntity } from "../helpers"
import { reindexForSynonyms } from "./reindex"
import type { AdminCreateSearchSynonymType } from "./validators"

/** GET /admin/search-synonyms — paginated, filtered by q (term), id, term. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { data, count, offset, limit } = await listEntities(
    req.scope,
    "search_synonym",
    req.filterableFields,
    req.queryConfig
  )
  res.json({ search_synonyms: data, count, offset, limit })
}

/** POST /admin/search-synonyms — a new rule; the search indexes are rewritten in the background. */
export const POST = async (req: AuthenticatedMedusaRequest<AdminCreateSearchSynonymType>, res: MedusaResponse) => {
  const service = req.scope.resolve<SearchTuningModuleService>(SEARCH_TUNING_MODULE)
  const [existing] = await service.listSearchSynonyms({ term: req.validatedBody.term })
  if (existing)
    throw new MedusaError(
      MedusaError.Types.DUPLICATE_ERROR,
      `A synonym rule for "${req.validatedBody.term}" already exists`
    )
  const created = await service.createSearchSynonyms(req.validatedBody)
  reindexForSynonyms(req.scope)
  res.json({ search_synonym: await refetchEntity(req.scope, "search_synonym", created.id, req.queryConfig.fields) })
}
