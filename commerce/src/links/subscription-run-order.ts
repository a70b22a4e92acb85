import { defineLink } from "@medusajs/framework/utils"
import { orderLinkable } from "./medusa-linkables"
import SubscriptionModule from "../modules/subscription"

/**
 * subscription_run.order: the order a run placed. Read-only: the id lives in
 * subscription_run.order_id, unique, so an order belongs to one run at most.
 */
export default defineLink({ linkable: SubscriptionModule.linkable.subscriptionRun, field: "order_id" }, orderLinkable, {
  readOnly: true,
})
