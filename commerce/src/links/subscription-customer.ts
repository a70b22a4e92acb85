import { defineLink } from "@medusajs/framework/utils"
import { customerLinkable } from "./medusa-linkables"
import SubscriptionModule from "../modules/subscription"

/** subscription.customer: the subscriber (read-only; the id lives in subscription.customer_id). */
export default defineLink(
  { linkable: SubscriptionModule.linkable.subscription, field: "customer_id" },
  customerLinkable,
  { readOnly: true }
)
