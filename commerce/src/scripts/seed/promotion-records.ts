import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { customPromotions, publicPromotions, type CustomPromotionSeed } from "./promotions"

/** The three custom promotions of docs/product.md §3 and a public welcome coupon, as engine promotions, created once. */
export async function seedPromotions(container: MedusaContainer, variantIdsBySku: Map<string, string>) {
  const promotionModule = container.resolve(Modules.PROMOTION)
  const all = [...customPromotions, ...publicPromotions]
  const existing = await promotionModule.listPromotions({ code: all.map((p) => p.code) })
  const missing = all.filter((p) => !existing.some((e) => e.code === p.code))
  if (!missing.length) return

  const ids = (skus: string[]) =>
    skus.map((sku) => {
      const id = variantIdsBySku.get(sku)
      if (!id) throw new Error(`Promotion variant ${sku} is not in the catalog`)
      return id
    })

  await createPromotionsWorkflow(container).run({
    input: { promotionsData: missing.map((p) => toPromotionInput(p, ids)) },
  })
}

function toPromotionInput(p: CustomPromotionSeed, ids: (skus: string[]) => string[]) {
  const variantRule = (skus: string[]) => ({
    attribute: "items.variant_id",
    operator: "in" as const,
    values: ids(skus),
  })
  // "each" caps the discounted units at max_quantity; without a cap it spreads across the targets.
  const allocation: "each" | "across" = p.maxQuantity ? "each" : "across"
  return {
    code: p.code,
    type: p.type,
    status: "active" as const,
    is_automatic: false,
    metadata: { ...p.metadata },
    application_method: {
      type: "percentage" as const,
      target_type: "items" as const,
      allocation,
      value: p.percentage,
      max_quantity: p.maxQuantity,
      target_rules: p.targetSkus.length ? [variantRule(p.targetSkus)] : [],
      ...(p.buy
        ? { buy_rules: [variantRule(p.buy.skus)], buy_rules_min_quantity: p.buy.minQuantity, apply_to_quantity: 1 }
        : {}),
    },
  }
}
