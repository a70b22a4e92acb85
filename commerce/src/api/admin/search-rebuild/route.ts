import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ISearchModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { SEARCH_LANGUAGES } from "../../../search-catalog/languages"

/**
 * POST /admin/search-rebuild — rebuilds the product search indexes (the Search Module's reindex,
 * "swap": a new version filled, then made active) and answers when done, with how long it took.
 * The same as `npm run search:rebuild -w commerce`, for a running engine (bench/search.ts times it).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const searchModule = req.scope.resolve<ISearchModuleService>(Modules.SEARCH)
  const indexes = SEARCH_LANGUAGES.map((l) => l.index)
  const started = Date.now()
  await searchModule.reindex({ index: indexes, strategy: "swap" })
  res.json({ indexes, ms: Date.now() - started })
}
