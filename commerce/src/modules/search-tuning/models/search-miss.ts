import { model } from "@medusajs/framework/utils"

/**
 * A query shoppers searched for and found nothing: one row per query (lower-case, accents kept,
 * spaces collapsed), how many times, and when last. Listed in the back-office.
 */
export const SearchMiss = model
  .define("search_miss", {
    id: model.id({ prefix: "smiss" }).primaryKey(),
    query: model.text().searchable(),
    searches: model.number().default(1),
    last_searched_at: model.dateTime(),
  })
  .indexes([{ name: "IDX_search_miss_query_unique", on: ["query"], unique: true, where: "deleted_at IS NULL" }])
