import { model } from "@medusajs/framework/utils"
import { Enrollment } from "./enrollment"
import { PersonalStore } from "./personal-store"

/**
 * A distributor of the shop. `customer_id` is the shopper account behind the
 * partner (read-only link to the Customer module, src/links/partner-customer.ts);
 * a customer is at most one partner, which the partial unique index enforces.
 */
export const Partner = model
  .define("partner", {
    id: model.id({ prefix: "ptnr" }).primaryKey(),
    /** Public, human-friendly identifier, e.g. VIT-0001. */
    code: model.text().searchable(),
    name: model.text().searchable(),
    /** Private contact data: admin routes only, never store routes. */
    email: model.text().nullable(),
    phone: model.text().nullable(),
    status: model.enum(["active", "inactive"]).default("active"),
    customer_id: model.text().nullable(),
    joined_at: model.dateTime(),
    metadata: model.json().nullable(),
    sponsor: model.belongsTo(() => Partner, { mappedBy: "recruits" }).nullable(),
    recruits: model.hasMany(() => Partner, { mappedBy: "sponsor" }),
    personal_stores: model.hasMany(() => PersonalStore, { mappedBy: "partner" }),
    /** Enrollments this partner sponsored. */
    sponsored_enrollments: model.hasMany(() => Enrollment, { mappedBy: "sponsor" }),
    /** The enrollment that made this partner (none for partners created by hand). */
    enrollments: model.hasMany(() => Enrollment, { mappedBy: "partner" }),
  })
  .cascades({ delete: ["personal_stores"] })
  .indexes([
    { name: "IDX_partner_code_unique", on: ["code"], unique: true, where: "deleted_at IS NULL" },
    {
      name: "IDX_partner_customer_id_unique",
      on: ["customer_id"],
      unique: true,
      where: "customer_id IS NOT NULL AND deleted_at IS NULL",
    },
    { name: "IDX_partner_status", on: ["status"], where: "deleted_at IS NULL" },
  ])
