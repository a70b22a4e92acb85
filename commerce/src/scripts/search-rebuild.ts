import type { ExecArgs, ISearchModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { SEARCH_LANGUAGES } from "../search-catalog/languages"

/**
 * `npm run search:rebuild -w commerce`: rebuilds every product search index from the catalog
 * (the Search Module's reindex) and prints how long it took.
 */
export default async function searchRebuild({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const searchModule = container.resolve<ISearchModuleService>(Modules.SEARCH)
  const started = Date.now()
  // "swap": a new version of each index is filled and then made active, so searches go on meanwhile
  // and products that no longer belong (unpublished, deleted) are gone from the new one.
  await searchModule.reindex({ index: SEARCH_LANGUAGES.map((l) => l.index), strategy: "swap" })
  logger.info(`Search indexes ${SEARCH_LANGUAGES.map((l) => l.index).join(", ")} rebuilt in ${Date.now() - started} ms`)
}
