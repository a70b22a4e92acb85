import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export interface WishlistView {
  /** Null until the customer saves their first variant. */
  id: string | null
  items: { id: string; variant_id: string; product_id: string | null; created_at: string }[]
}

/**
 * The customer's wishlist as the store routes answer it: items oldest first,
 * each with its variant's product (null once the variant is deleted).
 */
export async function wishlistView(scope: MedusaContainer, customerId: string): Promise<WishlistView> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "wishlist",
    fields: ["id", "items.id", "items.variant_id", "items.created_at", "items.variant.product_id"],
    filters: { customer_id: customerId },
  })
  const wishlist = data[0] as
    | {
        id: string
        items?: ({
          id: string
          variant_id: string
          created_at: Date | string
          variant?: { product_id?: string | null } | null
        } | null)[]
      }
    | undefined
  if (!wishlist) return { id: null, items: [] }
  const items = (wishlist.items ?? [])
    .filter((item): item is NonNullable<typeof item> => Boolean(item))
    .map((item) => ({
      id: item.id,
      variant_id: item.variant_id,
      product_id: item.variant?.product_id ?? null,
      created_at: new Date(item.created_at).toISOString(),
    }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
  return { id: wishlist.id, items }
}
