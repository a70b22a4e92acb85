import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ENGLISH_TITLE_COLLATION } from "../api/store/catalog/products/page"

/**
 * English titles in English order for the storefront's product list read in English
 * (api/store/catalog/products/page.ts sorts the Translation Module's titles by it): a collation
 * of our own from ICU's English rules, else the system's en_US locale, else the database's
 * default order with a warning — as catalog-title-spanish does for the Spanish titles.
 */
export default async function catalogTitleEnglish({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const sources = [`(provider = icu, locale = 'en')`, `(provider = libc, locale = 'en_US.utf8')`, `FROM "default"`]
  for (const [index, source] of sources.entries()) {
    try {
      // A savepoint per try: a refused CREATE COLLATION must not spoil the next one.
      await db.transaction((trx) => trx.raw(`CREATE COLLATION IF NOT EXISTS "${ENGLISH_TITLE_COLLATION}" ${source}`))
      if (index > 0)
        logger.warn(`English titles sort with ${source}: this PostgreSQL has no ICU, so the order may not be English`)
      break
    } catch (error) {
      if (index === sources.length - 1) throw error
    }
  }
}
