import { model } from "@medusajs/framework/utils"
import { WishlistItem } from "./wishlist-item"

/**
 * A customer's saved-for-later list. One per customer: `customer_id` is unique
 * (read-only link to the Customer module, src/links/wishlist-customer.ts), so
 * two first saves at the same moment still make one wishlist.
 */
export const Wishlist = model
  .define("wishlist", {
    id: model.id({ prefix: "wl" }).primaryKey(),
    customer_id: model.text(),
    items: model.hasMany(() => WishlistItem, { mappedBy: "wishlist" }),
  })
  .cascades({ delete: ["items"] })
  .indexes([
    { name: "IDX_wishlist_customer_id_unique", on: ["customer_id"], unique: true, where: "deleted_at IS NULL" },
  ])
