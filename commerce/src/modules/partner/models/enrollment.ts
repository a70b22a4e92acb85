import { model } from "@medusajs/framework/utils"
import { Partner } from "./partner"
import { PersonalStore } from "./personal-store"

/**
 * A shopper's enrollment as a partner. Orders carrying enrollment metadata
 * complete one (src/workflows/record-enrollment); `order_id` is unique, so an
 * order enrolls at most once however often its event is delivered.
 * `customer_id` and `order_id` are read-only links (src/links/).
 */
export const Enrollment = model
  .define("enrollment", {
    id: model.id({ prefix: "enrl" }).primaryKey(),
    status: model.enum(["pending", "completed", "cancelled"]).default("pending"),
    customer_id: model.text().nullable(),
    order_id: model.text().nullable(),
    /** The order's e-mail: the only contact a guest enrollment has. */
    email: model.text().searchable().nullable(),
    completed_at: model.dateTime().nullable(),
    metadata: model.json().nullable(),
    sponsor: model.belongsTo(() => Partner, { mappedBy: "sponsored_enrollments" }).nullable(),
    /** The partner this enrollment made. */
    partner: model.belongsTo(() => Partner, { mappedBy: "enrollments" }).nullable(),
    /** The sponsor's personal store the shopper enrolled through, if any. */
    personal_store: model.belongsTo(() => PersonalStore, { mappedBy: "enrollments" }).nullable(),
  })
  .indexes([
    {
      name: "IDX_enrollment_order_id_unique",
      on: ["order_id"],
      unique: true,
      where: "order_id IS NOT NULL AND deleted_at IS NULL",
    },
    {
      name: "IDX_enrollment_customer_id",
      on: ["customer_id"],
      where: "customer_id IS NOT NULL AND deleted_at IS NULL",
    },
  ])
