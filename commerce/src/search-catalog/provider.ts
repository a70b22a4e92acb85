import type { SearchTypes } from "@medusajs/framework/types"
import { PostgresSearchService } from "@medusajs/search-postgres/dist/services/postgres-search"
import { buildFacetQuery, mapFacetResult, normalizeFacetRequests } from "@medusajs/search-postgres/dist/utils"
import { ensureChangesSequence, SEARCH_CHANGES_SEQUENCE } from "./stamp"

type FacetInput = {
  table: string
  plan: Parameters<typeof buildFacetQuery>[0]["plan"]
  scopeWhere?: { sql: string; params: unknown[] }
  requests?: (string | SearchTypes.SearchFacetRequest)[]
}

/**
 * Medusa's PostgreSQL search provider with two changes, both measured (docs/search.md, "Where the
 * time goes"):
 * - all facets of a search counted in one statement over the matches, found once (a materialized
 *   common table expression), where the provider runs one statement per facet, each finding the
 *   matches again — the same counts, from the same scope;
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

  protected override async resolveFacets(
    input: FacetInput
  ): Promise<Record<string, SearchTypes.SearchFacetResult> | undefined> {
    const requests = normalizeFacetRequests(input.requests, input.plan)
    if (requests.length < 2) return super.resolveFacets(input)
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
       ${parts.join("\nUNION ALL\n")}`,
      params
    )
    const result: Record<string, SearchTypes.SearchFacetResult> = {}
    requests.forEach((request, i) => {
      result[request.field] = mapFacetResult(
        request,
        rows.filter((r) => Number(r.facet) === i).map((r) => r.row)
      )
    })
    return result
  }
}
