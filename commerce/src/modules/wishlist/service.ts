import { MedusaError, MedusaService } from "@medusajs/framework/utils"
import { Wishlist } from "./models/wishlist"
import { WishlistItem } from "./models/wishlist-item"

/**
 * Wishlists and their items: the generated CRUD, plus reading a customer's
 * wishlist by customer id.
 */
class WishlistModuleService extends MedusaService({ Wishlist, WishlistItem }) {
  /** The customer's wishlist with its items (oldest first), or null when they have saved nothing yet. */
  async wishlistOf(customerId: string) {
    const [wishlist] = await this.listWishlists({ customer_id: customerId }, { relations: ["items"] })
    if (!wishlist) return null
    const items = [...(wishlist.items ?? [])].sort(
      (a, b) => +new Date(a.created_at) - +new Date(b.created_at) || a.id.localeCompare(b.id)
    )
    return { ...wishlist, items }
  }
}

/** True when `error` is the unique index on `column` refusing a second row. */
export function isDuplicate(error: unknown, column: string): boolean {
  return error instanceof MedusaError && /already exists/.test(error.message) && error.message.includes(column)
}

export default WishlistModuleService
