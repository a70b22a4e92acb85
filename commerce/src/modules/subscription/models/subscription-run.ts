import { model } from "@medusajs/framework/utils"
import { Subscription } from "./subscription"

/**
 * One period of a subscription: the run day it covers (`period`, YYYY-MM-DD)
 * and what came of it. (subscription_id, period) is unique, so a period is
 * claimed by one run only, however many jobs, workers or administrators try
 * at once; a failed period is claimed again by the next try (`attempts`).
 * `order_id` is a read-only link to the Order module.
 */
export const SubscriptionRun = model
  .define("subscription_run", {
    id: model.id({ prefix: "subrun" }).primaryKey(),
    period: model.text(),
    status: model.enum(["processing", "succeeded", "failed"]).default("processing"),
    attempts: model.number().default(1),
    /** The cart of the latest attempt: a retry adopts the order it became, if it became one. */
    cart_id: model.text().nullable(),
    order_id: model.text().nullable(),
    error: model.text().nullable(),
    finished_at: model.dateTime().nullable(),
    subscription: model.belongsTo(() => Subscription, { mappedBy: "runs" }),
  })
  .indexes([
    {
      name: "IDX_subscription_run_subscription_id_period_unique",
      on: ["subscription_id", "period"],
      unique: true,
      where: "deleted_at IS NULL",
    },
    {
      name: "IDX_subscription_run_order_id_unique",
      on: ["order_id"],
      unique: true,
      where: "order_id IS NOT NULL AND deleted_at IS NULL",
    },
  ])
