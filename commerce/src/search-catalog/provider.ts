import type { SearchTypes } from "@medusajs/framework/types"
import { PostgresSearchService } from "@medusajs/search-postgres/dist/services/postgres-search"
import { buildFacetQuery, mapFacetResult, normalizeFacetRequests } from "@medusajs/search-postgres/dist/utils"
import { ensureChangesSequence, SEARCH_CHANGES_SEQUENCE } from "./stamp"

/** Where resolveFacets hands search() the number of matches (taken out before the result leaves). */
const MATCHES = "__matches"

type FacetInput = {
  table: string
  plan: Parameters<typeof buildFacetQuery>[0]["plan"]
  scopeWhere?: { sql: string; params: unknown[] }
  requests?: (string | SearchTypes.SearchFacetRequest)[]
}

/**
 * Medusa's PostgreSQL search provider with two changes, both measured (docs/search.md, "Where the
 * time goes"):
 * - all facets of a search, and its count, in one statement over the matches, found once (a
 *   materialized common table expression), where the provider runs one statement per facet and one
 *   for the count, each finding the matches again (and reading each match's stored row again) —
 *   the same counts, from the same scope;
 * - every write to an index moves the changes counter (stamp.ts) once it is committed.
 * The SQL that finds, ranks and filters is the provider's own.
 */
export class ShopPostgresSearchService extends PostgresSearchService {
  private async changed() {
    try {
      await ensureChangesSequence(this.manager_)
      await this.manager_.execute(`SELECT nextval('"${SEARCH_CHANGES_SEQUENCE}"')`)
    } catch (error) {
      // The write itself succeeded; cached searches then live out their time-to-live.
      this.logger_?.warn(`[search] could not count an index change: ${(error as Error).message}`)
    }
  }

  override async upsertDocuments(input: Parameters<PostgresSearchService["upsertDocuments"]>[0]) {
    const task = await super.upsertDocuments(input)
    await this.changed()
    return task
  }

  override async deleteDocuments(input: Parameters<PostgresSearchService["deleteDocuments"]>[0]) {
    const task = await super.deleteDocuments(input)
    await this.changed()
    return task
  }

  override async clearIndex(input: Parameters<PostgresSearchService["clearIndex"]>[0]) {
    const task = await super.clearIndex(input)
    await this.changed()
    return task
  }

  /**
   * A keyword search with facets and an exact count: the count comes from the facets' statement
   * (the matches it finds once are the ones the provider's count statement would count: same
   * match, same filters), so the search is two statements (hits, facets with count), not 2 + facets.
   */
  override async search(input: SearchTypes.ProviderSearchQuery): Promise<SearchTypes.SearchResult> {
    const options = input.search_options ?? {}
    const folded =
      !!options.facets?.length &&
      options.count !== "none" &&
      !options.distinct &&
      !input.index.settings?.distinct_attribute &&
      options.min_score === undefined &&
      !options.vector
    const result = await super.search(folded ? { ...input, search_options: { ...options, count: "none" } } : input)
    const facets = result.facets as Record<string, unknown> | undefined
    const count = facets?.[MATCHES]
    if (facets) delete facets[MATCHES]
    return folded ? { ...result, metadata: { ...result.metadata, count: Number(count ?? 0) } } : result
  }

  protected override async resolveFacets(
    input: FacetInput
  ): Promise<Record<string, SearchTypes.SearchFacetResult> | undefined> {
    const requests = normalizeFacetRequests(input.requests, input.plan)
    if (!requests.length) return super.resolveFacets(input)
    const params: unknown[] = [...(input.scopeWhere?.params ?? [])]
    const parts = requests.map((request, i) => {
      // Each facet's own statement, as the provider writes it, over the matches found once.
      const facet = buildFacetQuery({ table: "matches", whereParams: [], request, plan: input.plan })
      params.push(...facet.params)
      return `SELECT ${i} AS facet, to_jsonb(f) AS row FROM (${facet.sql}) f`
    })
    const where = input.scopeWhere?.sql ? `WHERE ${input.scopeWhere.sql}` : ""
    const rows: { facet: number; row: Record<string, unknown> }[] = await this.manager_.execute(
      `WITH matches AS MATERIALIZED (SELECT "indexed" FROM "${input.table}" ${where})
       SELECT -1 AS facet, jsonb_build_object('count', count(*)) AS row FROM matches
       UNION ALL
       ${parts.join("\nUNION ALL\n")}`,
      params
    )
    const result: Record<string, unknown> = {
      [MATCHES]: Number(rows.find((r) => Number(r.facet) === -1)?.row.count ?? 0),
    }
    requests.forEach((request, i) => {
      result[request.field] = mapFacetResult(
        request,
        rows.filter((r) => Number(r.facet) === i).map((r) => r.row)
      )
    })
    return result as Record<string, SearchTypes.SearchFacetResult>
  }
}
