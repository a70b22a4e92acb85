import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * Indexes for the storefront's product list (api/store/catalog/products/page.ts): published
 * products newest first, so a page is read from the top of an index and stops after `limit`
 * matches instead of sorting the whole catalog (the title index is catalog-title-spanish's). Run
 * once by `medusa db:migrate`, after the modules' own migrations have made the product table.
 */
export default async function catalogPageIndexes({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await db.raw(
    `CREATE INDEX IF NOT EXISTS "IDX_vitalia_catalog_newest" ON product (created_at DESC, id DESC) WHERE deleted_at IS NULL AND status = 'published'`
  )
}
