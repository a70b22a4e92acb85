import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StoreCustomPromotion, StoreCustomPromotionsResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/custom-promotions
 *
 * The shop's active custom promotions (metadata.custom = true) with the rules
 * the gateway needs to decide eligibility and warnings: code, type, metadata,
 * and the application method's quantities and variant rules. Codes are public;
 * who may use them is decided by the gateway. Stands in for the original shop's
 * promotion webhook (docs/product.md §7). `first_purchase_codes`: the codes of ordinary coupons that are for
 * a first purchase only (metadata.first_purchase), which the gateway checks as well.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse<StoreCustomPromotionsResponse>) => {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: rows } = await query.graph({
    entity: "promotion",
    fields: [
      "id",
      "code",
      "type",
      "status",
      "metadata",
      "application_method.max_quantity",
      "application_method.buy_rules_min_quantity",
      "application_method.apply_to_quantity",
      "application_method.value",
      "application_method.type",
      "application_method.target_rules.attribute",
      "application_method.target_rules.operator",
      "application_method.target_rules.values.value",
      "application_method.buy_rules.attribute",
      "application_method.buy_rules.operator",
      "application_method.buy_rules.values.value",
    ],
    filters: { status: "active" },
  })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does
  // not keep: the fields asked for above are the answer's promotion (schema/engine/store.ts), sent as read.
  const data = rows as StoreCustomPromotion[]
  const meta = (promotion: { metadata?: unknown }) => (promotion.metadata ?? {}) as Record<string, unknown>
  const custom = data.filter((promotion) => meta(promotion).custom === true)
  // Ordinary coupons that are for a first purchase only (BIENVENIDA10): the gateway checks them too.
  const firstPurchase = data
    .filter((promotion) => meta(promotion).custom !== true && meta(promotion).first_purchase === true)
    .map((promotion) => promotion.code)
  res.json({ promotions: custom, first_purchase_codes: firstPurchase })
}
