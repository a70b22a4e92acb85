import type { ISearchModuleService, Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { rebuildSearchIndexes } from "../../../search-catalog/rebuild"

/**
 * After a synonym changes, every product document is written again (the synonym terms a product
 * brings are in its document), in the background: the admin's answer does not wait for it. It is
 * the same rebuild as /admin/search-rebuild — a new copy of each index, made active once full — so
 * searches keep finding what they found until the rule applies. Rewriting the active index in place
 * would clear it first, and shoppers' searches would find nothing until it was filled again.
 */
export function reindexForSynonyms(scope: MedusaContainer) {
  const searchModule = scope.resolve<ISearchModuleService>(Modules.SEARCH)
  const logger = scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  void rebuildSearchIndexes(searchModule).catch((error: Error) =>
    logger.error(`[search] reindex after a synonym change failed: ${error.message}`)
  )
}
