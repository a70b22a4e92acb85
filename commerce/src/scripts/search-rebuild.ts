import type { ExecArgs, ISearchModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { rebuildSearchIndexes } from "../search-catalog/rebuild"

/**
 * `npm run search:rebuild -w commerce`: rebuilds every product search index from the catalog
 * (search-catalog/rebuild.ts) and prints how long it took.
 */
export default async function searchRebuild({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { indexes, ms } = await rebuildSearchIndexes(container.resolve<ISearchModuleService>(Modules.SEARCH))
  logger.info(`Search indexes ${indexes.join(", ")} rebuilt in ${ms} ms`)
}
