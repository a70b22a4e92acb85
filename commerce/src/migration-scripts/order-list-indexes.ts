import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * An index for the back-office's order list (api/admin/orders/list-page.ts): placed orders newest
 * first, so a page is read from the top of the index instead of sorting every order. The order
 * module has indexes for the list's filters (customer, region, sales channel) but none for its
 * sort. Run once by `medusa db:migrate`, after the modules' own migrations.
 */
export default async function orderListIndexes({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await db.raw(
    `CREATE INDEX IF NOT EXISTS "IDX_vitalia_order_list_newest" ON "order" (created_at DESC, id DESC) WHERE deleted_at IS NULL AND is_draft_order = false`
  )
}
