import { defineLink } from "@medusajs/framework/utils"
import RegionModule from "@medusajs/medusa/region"
import SubscriptionModule from "../modules/subscription"

/** subscription.region: where its orders are priced and shipped (read-only; subscription.region_id). */
export default defineLink(
  { linkable: SubscriptionModule.linkable.subscription, field: "region_id" },
  RegionModule.linkable.region,
  { readOnly: true }
)
