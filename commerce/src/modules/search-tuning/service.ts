import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Context } from "@medusajs/framework/types"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { SearchMiss } from "./models/search-miss"
import { SearchSynonym } from "./models/search-synonym"

/** The longest query kept in the list of misses (longer ones are cut there). */
export const MISS_QUERY_MAX = 200

/** Lower-case, trimmed, inner spaces collapsed: how a query is keyed in the list of misses. */
export function missKey(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLowerCase().slice(0, MISS_QUERY_MAX)
}

/**
 * Search tuning the engine's Search Module has no place for: synonyms the shop edits, and the
 * queries that found nothing (generated CRUD for both, plus counting a miss in one statement).
 */
class SearchTuningModuleService extends MedusaService({ SearchSynonym, SearchMiss }) {
  /** Counts one search for `query` that found nothing: a new row, or one more on its row. */
  @InjectManager()
  async recordMiss(query: string, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<void> {
    const key = missKey(query)
    if (!key) return
    const id = `smiss_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
    await sharedContext.manager!.execute(
      `INSERT INTO search_miss (id, query, searches, last_searched_at) VALUES (?, ?, 1, now())
       ON CONFLICT (query) WHERE deleted_at IS NULL
       DO UPDATE SET searches = search_miss.searches + 1, last_searched_at = now(), updated_at = now()`,
      [id, key]
    )
  }
}

export default SearchTuningModuleService
