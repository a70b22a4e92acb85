import type { SearchTypes } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { PostgresSearchService } from "@medusajs/search-postgres/dist/services/postgres-search"
import {
  assertQuerySupported,
  buildFacetQuery,
  mapFacetResult,
  normalizeFacetRequests,
} from "@medusajs/search-postgres/dist/utils"
import { ensureChangesSequence, SEARCH_CHANGES_SEQUENCE } from "./stamp"

/** Where resolveFacets hands search() the number of matches (taken out before the result leaves). */
const MATCHES = "__matches"

/**
 * How long a process keeps an index's catalogue row (its table and field plan) before reading it
 * again. The provider reads it before every search; it changes only when an index is created,
 * redefined or dropped — here that drops it at once, and another engine's change is seen within this.
 */
const CATALOG_KEPT_MS = 5_000

type FacetInput = {
  table: string
  plan: Parameters<typeof buildFacetQuery>[0]["plan"]
  scopeWhere?: { sql: string; params: unknown[] }
  requests?: (string | SearchTypes.SearchFacetRequest)[]
}

/**
 * Medusa's PostgreSQL search provider with three changes, each measured (docs/search.md, "Where the
 * time goes"):
 * - all facets of a search, and its count, in one statement over the matches, found once (a
 *   materialized common table expression), where the provider runs one statement per facet and one
 *   for the count, each finding the matches again (and reading each match's stored row again) —
 *   the same counts, from the same scope; run first, so a search with no hits to show stops there;
 * - an index's catalogue row kept for a few seconds instead of read before every search;
 * - every write to an index moves the changes counter (stamp.ts) once it is committed.
 * The SQL that finds, ranks and filters is the provider's own.
 */
export class ShopPostgresSearchService extends PostgresSearchService {
  private readonly catalogs = new Map<
    string,
    { until: number; catalog: ReturnType<PostgresSearchService["retrieve"]> }
  >()

  protected override retrieve(index: string) {
    const kept = this.catalogs.get(index)
    if (kept && kept.until > Date.now()) return kept.catalog
    const catalog = super.retrieve(index)
    this.catalogs.set(index, { until: Date.now() + CATALOG_KEPT_MS, catalog })
    catalog.catch(() => this.catalogs.delete(index))
    return catalog
  }

  override async upsertIndex(input: Parameters<PostgresSearchService["upsertIndex"]>[0]) {
    this.catalogs.delete(input.index.physical_name)
    const task = await super.upsertIndex(input)
    this.catalogs.delete(input.index.physical_name)
    return task
  }

  override async deleteIndex(input: Parameters<PostgresSearchService["deleteIndex"]>[0]) {
    const task = await super.deleteIndex(input)
    this.catalogs.delete(input.index)
    return task
  }

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
   * A keyword search with facets: the facets' statement first, which also counts the matches (the
   * ones the provider's count statement would count: same match, same filters), then the page of
   * hits only when it has any — a search that finds nothing (the exact pass of every typo query), a
   * page past the last match and a facet-only query (take 0: the Search Module's per-facet queries
   * of disjunctive facets) are one statement; any other is two, where the provider runs 2 + one per
   * facet. Searches this does not cover (vector, distinct, min_score) are the provider's own.
   */
  override async search(input: SearchTypes.ProviderSearchQuery): Promise<SearchTypes.SearchResult> {
    const options = input.search_options ?? {}
    const covered =
      !!options.facets?.length &&
      !options.distinct &&
      !input.index.settings?.distinct_attribute &&
      options.min_score === undefined &&
      !options.vector &&
      !options.attributes_to_search_on?.length
    try {
      if (covered) return await this.searchFacetsFirst(input)
      const result = await super.search(input)
      // The facets' statement (resolveFacets) hands its count along; only searchFacetsFirst reads it.
      if (result.facets) delete (result.facets as Record<string, unknown>)[MATCHES]
      return result
    } catch (error) {
      // Another engine dropped this version's table (a rebuild swapped in a new one) while this
      // process still kept its catalogue row: the Search Module retries a NOT_FOUND on the active version.
      if ((error as { code?: string }).code !== "42P01") throw error
      this.catalogs.delete(input.index.physical_name)
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `The search index "${input.index.physical_name}" is gone`)
    }
  }

  private async searchFacetsFirst(input: SearchTypes.ProviderSearchQuery): Promise<SearchTypes.SearchResult> {
    const options = input.search_options ?? {}
    assertQuerySupported(input, this.engine_)
    const started = Date.now()
    const skip = input.pagination?.skip ?? 0
    const take = input.pagination?.take ?? 20
    const catalog = await this.retrieve(input.index.physical_name)
    const keyword = !!input.q?.trim()
    if (keyword && !catalog.plan.searchable.length) return super.search(input)
    const facets = (await this.resolveFacets({
      table: catalog.table_name,
      plan: catalog.plan,
      scopeWhere: this.buildFacetScope({ input, catalog, useKeyword: keyword, useVector: false }),
      requests: options.facets,
    })) as Record<string, unknown> | undefined
    const matches = Number(facets?.[MATCHES] ?? 0)
    if (facets) delete facets[MATCHES]
    const hits =
      take > 0 && skip < matches
        ? (await super.search({ ...input, search_options: { ...options, facets: [], count: "none" } })).hits
        : []
    return {
      hits,
      facets: facets as SearchTypes.SearchResult["facets"],
      metadata: {
        skip,
        take,
        count: options.count === "none" ? null : matches,
        query: input.q,
        processing_time_ms: Date.now() - started,
      },
    }
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
    // The provider's DbManager answers any[]; these are the rows of the statement below.
    const rows = (await this.manager_.execute(
      `WITH matches AS MATERIALIZED (SELECT "indexed" FROM "${input.table}" ${where})
       SELECT -1 AS facet, jsonb_build_object('count', count(*)) AS row FROM matches
       UNION ALL
       ${parts.join("\nUNION ALL\n")}`,
      params
    )) as { facet: number; row: Record<string, unknown> }[]
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
