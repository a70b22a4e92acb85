import { model } from "@medusajs/framework/utils"

/**
 * Visits through a partner's personal-store link (`?store=<name>`), counted per partner and
 * calendar month (UTC, `YYYY-MM`): a number, nothing about who came. The gateway counts one visit
 * per browser session and store (gateway/src/partner/visits.ts); the engine adds it here
 * (PartnerModuleService.recordStoreVisit). The unique index on (partner_id, month) both keeps one
 * row per month and serves the partner's month series (src/partners/figures.ts).
 */
export const StoreVisit = model
  .define("partner_store_visit", {
    id: model.id({ prefix: "pvis" }).primaryKey(),
    partner_id: model.text(),
    month: model.text(),
    visits: model.number().default(0),
  })
  .indexes([
    {
      name: "IDX_partner_store_visit_partner_month_unique",
      on: ["partner_id", "month"],
      unique: true,
      where: "deleted_at IS NULL",
    },
  ])
