import { model } from "@medusajs/framework/utils"
import { Wishlist } from "./wishlist"

/**
 * A variant on a wishlist, at most once per wishlist (the unique index makes
 * adding idempotent). `variant_id` is a read-only link to the Product module
 * (src/links/wishlist-item-variant.ts).
 */
export const WishlistItem = model
  .define("wishlist_item", {
    id: model.id({ prefix: "wlitem" }).primaryKey(),
    variant_id: model.text(),
    wishlist: model.belongsTo(() => Wishlist, { mappedBy: "items" }),
  })
  .indexes([
    {
      name: "IDX_wishlist_item_wishlist_id_variant_id_unique",
      on: ["wishlist_id", "variant_id"],
      unique: true,
      where: "deleted_at IS NULL",
    },
    { name: "IDX_wishlist_item_variant_id", on: ["variant_id"], where: "deleted_at IS NULL" },
  ])
