import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * An index for a partner's figures (src/partners/figures.ts): placed orders that carry a referral,
 * by the referring partner and newest first. The month series reads one partner's range of dates
 * from it and the latest referred orders read its top, without looking at any other order; orders
 * without a referral (most of them) are not in it at all. Run once by `medusa db:migrate`, after
 * the modules' own migrations.
 */
export default async function partnerFigureIndexes({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await db.raw(
    `CREATE INDEX IF NOT EXISTS "IDX_vitalia_order_referral" ON "order" ((metadata -> 'referral' ->> 'partner_id'), created_at DESC, id DESC) WHERE deleted_at IS NULL AND is_draft_order = false AND (metadata -> 'referral' ->> 'partner_id') IS NOT NULL`
  )
}
