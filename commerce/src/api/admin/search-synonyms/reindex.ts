import type { ISearchModuleService, Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { SEARCH_LANGUAGES } from "../../../search-catalog/languages"

/**
 * After a synonym changes, every product document is written again (the synonym terms a product
 * brings are in its document), in the background: the admin's answer does not wait for it.
 */
export function reindexForSynonyms(scope: MedusaContainer) {
  const searchModule = scope.resolve<ISearchModuleService>(Modules.SEARCH)
  const logger = scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  void searchModule
    .reindex({ index: SEARCH_LANGUAGES.map((l) => l.index), strategy: "in_place" })
    .catch((error: Error) => logger.error(`[search] reindex after a synonym change failed: ${error.message}`))
}
