import { defineLink } from "@medusajs/framework/utils"
import { customerLinkable } from "./medusa-linkables"
import WishlistModule from "../modules/wishlist"

/**
 * wishlist.customer: whose wishlist it is. Read-only: the id lives in
 * wishlist.customer_id, where a unique index keeps one wishlist per customer.
 */
export default defineLink({ linkable: WishlistModule.linkable.wishlist, field: "customer_id" }, customerLinkable, {
  readOnly: true,
})
