import { model } from "@medusajs/framework/utils"

/**
 * A word shoppers type for a need ("dormir") and the words the catalog uses for it
 * ("melatonina", "sueño"). Products whose text holds one of `synonyms` are found by `term`
 * (src/search/product-index.ts adds the term to their search document). Edited in the back-office.
 */
export const SearchSynonym = model
  .define("search_synonym", {
    id: model.id({ prefix: "ssyn" }).primaryKey(),
    term: model.text().searchable(),
    synonyms: model.array(),
  })
  .indexes([{ name: "IDX_search_synonym_term_unique", on: ["term"], unique: true, where: "deleted_at IS NULL" }])
