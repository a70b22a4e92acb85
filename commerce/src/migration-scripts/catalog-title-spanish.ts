import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { TITLE_COLLATION } from "../api/store/catalog/products/page"

/**
 * Titles in Spanish order for the storefront's product list ("Sabor…", "Sérum", "Shampoo": accents
 * and case do not decide before the letters do): a collation of our own, from ICU's Spanish rules
 * (PostgreSQL built with ICU — Debian's and the embedded one are), else the system's es_ES locale,
 * else the database's default order with a warning; and the index the title sort reads
 * (api/store/catalog/products/page.ts), replacing the byte-order one made by catalog-page-indexes.
 */
export default async function catalogTitleSpanish({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const sources = [`(provider = icu, locale = 'es')`, `(provider = libc, locale = 'es_ES.utf8')`, `FROM "default"`]
  for (const [index, source] of sources.entries()) {
    try {
      // A savepoint per try: a refused CREATE COLLATION must not spoil the next one.
      await db.transaction((trx) => trx.raw(`CREATE COLLATION IF NOT EXISTS "${TITLE_COLLATION}" ${source}`))
      if (index > 0)
        logger.warn(`Catalog titles sort with ${source}: this PostgreSQL has no ICU, so the order may not be Spanish`)
      break
    } catch (error) {
      if (index === sources.length - 1) throw error
    }
  }
  await db.raw(`DROP INDEX IF EXISTS "IDX_vitalia_catalog_title"`)
  await db.raw(
    `CREATE INDEX IF NOT EXISTS "IDX_vitalia_catalog_title_es" ON product ((title COLLATE "${TITLE_COLLATION}"), id) WHERE deleted_at IS NULL AND status = 'published'`
  )
}
