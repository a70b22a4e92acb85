import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ISearchModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { rebuildSearchIndexes } from "../../../search-catalog/rebuild"

/**
 * POST /admin/search-rebuild — rebuilds the product search indexes (search-catalog/rebuild.ts) and
 * answers when done, with how long it took. The same as `npm run search:rebuild -w commerce`, for a
 * running engine (bench/search.ts times it).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await rebuildSearchIndexes(req.scope.resolve<ISearchModuleService>(Modules.SEARCH)))
}
