import { model } from "@medusajs/framework/utils"
import { SubscriptionItem } from "./subscription-item"
import { SubscriptionRun } from "./subscription-run"

/**
 * Autoship: a customer's standing order, placed every `interval_months` months
 * on `next_run_at` (midnight UTC of the run day) in `region_id`, shipped to
 * `shipping_address` and paid with `payment_provider_id`.
 *
 * `customer_id` and `region_id` are read-only links (src/links/subscription-*.ts).
 * A failed run leaves `next_run_at` where it is (the next job run retries) and
 * records `last_error` and `failure_count`, which the customer sees.
 */
export const Subscription = model
  .define("subscription", {
    id: model.id({ prefix: "sub" }).primaryKey(),
    customer_id: model.text(),
    region_id: model.text(),
    email: model.text().searchable(),
    status: model.enum(["active", "paused", "cancelled"]).default("active"),
    interval_months: model.number(),
    next_run_at: model.dateTime(),
    /** The engine's address fields (first_name, address_1, country_code, province …). */
    shipping_address: model.json(),
    /** A chosen shipping option; null means the cheapest one offered to the cart. */
    shipping_option_id: model.text().nullable(),
    payment_provider_id: model.text().default("pp_system_default"),
    failure_count: model.number().default(0),
    last_error: model.text().nullable(),
    last_failed_at: model.dateTime().nullable(),
    paused_at: model.dateTime().nullable(),
    cancelled_at: model.dateTime().nullable(),
    metadata: model.json().nullable(),
    items: model.hasMany(() => SubscriptionItem, { mappedBy: "subscription" }),
    runs: model.hasMany(() => SubscriptionRun, { mappedBy: "subscription" }),
  })
  .cascades({ delete: ["items", "runs"] })
  .indexes([
    { name: "IDX_subscription_customer_id", on: ["customer_id"], where: "deleted_at IS NULL" },
    // The scheduled job's question: active and due.
    { name: "IDX_subscription_status_next_run_at", on: ["status", "next_run_at"], where: "deleted_at IS NULL" },
  ])
