import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import SubscriptionModule from "../modules/subscription"

/** subscription_item.variant: what each run orders (read-only; subscription_item.variant_id). */
export default defineLink(
  { linkable: SubscriptionModule.linkable.subscriptionItem, field: "variant_id" },
  // Read as `variant` (the default alias would be product_variant).
  { linkable: ProductModule.linkable.productVariant, alias: "variant" },
  { readOnly: true }
)
