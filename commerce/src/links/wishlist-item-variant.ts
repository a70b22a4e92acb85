import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import WishlistModule from "../modules/wishlist"

/** wishlist_item.variant: the saved variant (read-only; the id lives in wishlist_item.variant_id). */
export default defineLink(
  { linkable: WishlistModule.linkable.wishlistItem, field: "variant_id" },
  // Read as `variant` (the default alias would be product_variant).
  { linkable: ProductModule.linkable.productVariant, alias: "variant" },
  { readOnly: true }
)
