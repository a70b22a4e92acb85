import { model } from "@medusajs/framework/utils"
import { Enrollment } from "./enrollment"
import { Partner } from "./partner"

/**
 * A partner's shareable storefront, reached by its URL-safe `name`
 * (`/enrollment?store=carolina`). Names are stored lower-case and are unique.
 */
export const PersonalStore = model
  .define("personal_store", {
    id: model.id({ prefix: "pstore" }).primaryKey(),
    name: model.text().searchable(),
    title: model.text().searchable(),
    active: model.boolean().default(true),
    metadata: model.json().nullable(),
    partner: model.belongsTo(() => Partner, { mappedBy: "personal_stores" }),
    /** Enrollments that came in through this store. */
    enrollments: model.hasMany(() => Enrollment, { mappedBy: "personal_store" }),
  })
  .indexes([{ name: "IDX_personal_store_name_unique", on: ["name"], unique: true, where: "deleted_at IS NULL" }])
