import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { publicPromotions } from "../scripts/seed/promotions"

/**
 * A shop seeded before the first-purchase rule gets it on its first-purchase coupons
 * (BIENVENIDA10: metadata.first_purchase, which the gateway enforces — docs/api.md). Only promotions
 * whose metadata says nothing about it yet are touched: a choice made in the back-office stays.
 */
export default async function promotionFirstPurchase({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const codes = publicPromotions.filter((p) => p.metadata.first_purchase).map((p) => p.code)
  if (!codes.length) return
  await db("promotion")
    .whereIn("code", codes)
    .whereNull("deleted_at")
    .whereRaw(`metadata->>'first_purchase' IS NULL`)
    .update({ metadata: db.raw(`coalesce(metadata, '{}'::jsonb) || '{"first_purchase": true}'::jsonb`) })
}
