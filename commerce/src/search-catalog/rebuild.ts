import type { ISearchModuleService } from "@medusajs/framework/types"
import { SEARCH_LANGUAGES } from "./languages"

/**
 * Rebuilds every product search index from the catalog with the Search Module's reindex, "swap": a
 * new version of each index is filled and then made active, so searches go on meanwhile and products
 * that no longer belong (unpublished, deleted) are gone from the new one. The languages' indexes are
 * rebuilt side by side — the module takes one index at a time, holding a lock per index, and most of a
 * batch's time is spent waiting on the database — so the rebuild takes about as long as the slower
 * index instead of the sum (bench/README.md, "Search").
 */
export async function rebuildSearchIndexes(
  searchModule: ISearchModuleService
): Promise<{ indexes: string[]; ms: number }> {
  const indexes = SEARCH_LANGUAGES.map((l) => l.index)
  const started = Date.now()
  await Promise.all(indexes.map((index) => searchModule.reindex({ index: [index], strategy: "swap" })))
  return { indexes, ms: Date.now() - started }
}
