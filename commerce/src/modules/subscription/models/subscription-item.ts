import { model } from "@medusajs/framework/utils"
import { Subscription } from "./subscription"

/**
 * What each run orders: a variant and how many. A variant appears once per
 * subscription. `variant_id` is a read-only link to the Product module.
 */
export const SubscriptionItem = model
  .define("subscription_item", {
    id: model.id({ prefix: "subitem" }).primaryKey(),
    variant_id: model.text(),
    quantity: model.number(),
    subscription: model.belongsTo(() => Subscription, { mappedBy: "items" }),
  })
  .indexes([
    {
      name: "IDX_subscription_item_subscription_id_variant_id_unique",
      on: ["subscription_id", "variant_id"],
      unique: true,
      where: "deleted_at IS NULL",
    },
  ])
