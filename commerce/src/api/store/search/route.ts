import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { ISearchModuleService, SearchTypes } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { SEARCH_TUNING_MODULE } from "../../../modules/search-tuning"
import type SearchTuningModuleService from "../../../modules/search-tuning/service"
import { SEARCH_LANGUAGES } from "../../../search-catalog/languages"
import { highlight, priceRanges, queryWords } from "../../../search-catalog/query"
import { correctQuery, didYouMean } from "../../../search-catalog/suggest"
import type { StoreSearchResponse } from "@vitalia/schema/engine/store"
import type { StoreSearchParamsType } from "./validators"

const HIT_FIELDS = ["id", "handle", "title", "title_en", "subtitle", "subtitle_en", "thumbnail"]

interface Hit {
  id: string
  handle: string
  title: string
  title_en?: string
  subtitle?: string
  subtitle_en?: string
  thumbnail?: string | null
}

/**
 * GET /store/search — products found by the Search Module's index for the request's language
 * (src/search): relevance order (title above subtitle and tags above description), prefix
 * matching of the last word (as you type), one typo in words of five letters or more when the
 * words as typed find nothing (the query corrected against the catalogue's words), facets (categories, collection, price buckets in `currency_code`,
 * in stock) computed over the matches with each facet's own filter left out, highlighted title
 * and subtitle, and a "did you mean" when nothing matches. A results search that finds nothing
 * is counted in the list of misses (back-office). Only the publishable key's sales channels.
 */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse<StoreSearchResponse>) => {
  const params = req.validatedQuery as unknown as StoreSearchParamsType
  const channels = req.publishable_key_context?.sales_channel_ids ?? []
  const language = SEARCH_LANGUAGES.find((l) => l.code === params.lang) ?? SEARCH_LANGUAGES[0]
  const searchModule = req.scope.resolve<ISearchModuleService>(Modules.SEARCH)
  const q = params.q.trim()
  const suggest = params.mode === "suggest"
  // Punctuation or symbols only: nothing to look for; answered as no query at all.
  const text = queryWords(q).length ? q : ""

  const filters: Record<string, unknown> = { sales_channel_ids: { $in: channels.length ? channels : ["none"] } }
  if (params.category_id?.length) filters.category_ids = { $in: params.category_id }
  if (params.collection_id?.length) filters.collection_id = { $in: params.collection_id }
  if (params.in_stock !== undefined) filters.in_stock = params.in_stock
  if ((params.price_min !== undefined || params.price_max !== undefined) && !params.currency_code) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "price_min and price_max need currency_code")
  }
  if (params.currency_code && (params.price_min !== undefined || params.price_max !== undefined)) {
    filters[`price.${params.currency_code}`] = {
      ...(params.price_min !== undefined ? { $gte: params.price_min } : {}),
      ...(params.price_max !== undefined ? { $lt: params.price_max } : {}),
    }
  }
  const facets: SearchTypes.SearchFacetRequest[] = suggest
    ? []
    : [
        { field: "category_ids", type: "value", limit: 50 },
        { field: "collection_id", type: "value", limit: 50 },
        { field: "in_stock", type: "value" },
        ...(params.currency_code
          ? [
              {
                field: `price.${params.currency_code}`,
                type: "range" as const,
                ranges: priceRanges(params.currency_code),
              },
            ]
          : []),
      ]
  const run = (words: string) =>
    searchModule.search({
      entity: language.index,
      filters: { ...filters, ...(words ? { q: words } : {}) },
      fields: HIT_FIELDS,
      pagination: {
        skip: params.offset,
        take: params.limit,
        // Without words, the newest first; products made together share created_at (../../list-order.ts).
        ...(words ? {} : { order: { created_at: "DESC", id: "DESC" } }),
      },
      search_options: {
        // The last word is a prefix ("prot" finds "Proteína"), in suggestions and on the results page.
        match_strategy: "last",
        facets,
        disjunctive_facets: facets.length > 0,
        count: "exact",
      },
    })
  const db = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  // The words as typed first (ranked by field weight). Only when they find nothing: each word of
  // 5+ letters that is not in the catalogue replaced by the catalogue word one edit away, and
  // searched the same way (exact matches are never mixed with corrected ones).
  let result = await run(text)
  let typos = false
  let suggestion: string | null = null
  if (text && !result.metadata.count) {
    const corrected = await correctQuery(db, text)
    if (corrected) {
      const retried = await run(corrected)
      if (retried.metadata.count) {
        result = retried
        typos = true
        suggestion = corrected
      }
    }
    if (!typos && !suggest) suggestion = await didYouMean(db, text)
  }
  const count = result.metadata.count ?? 0
  if (text && !suggest && count === 0) {
    await req.scope.resolve<SearchTuningModuleService>(SEARCH_TUNING_MODULE).recordMiss(text)
  }
  const english = language.code === "en"
  const hits = result.hits.map(({ document }) => {
    const hit = document as unknown as Hit
    const title = (english && hit.title_en) || hit.title
    const subtitle = (english && hit.subtitle_en) || hit.subtitle || ""
    return {
      id: hit.id,
      handle: hit.handle,
      title,
      thumbnail: hit.thumbnail ?? null,
      highlights: {
        title: highlight(title, typos && suggestion ? suggestion : text),
        subtitle: highlight(subtitle, typos && suggestion ? suggestion : text),
      },
    }
  })
  const facetOf = (field: string) => result.facets?.[field]
  const values = (field: string) => {
    const facet = facetOf(field)
    return facet?.type === "value"
      ? facet.values.filter((v) => v.value !== "").map((v) => ({ value: v.value, count: v.count }))
      : []
  }
  const currency = params.currency_code
  const price = currency ? facetOf(`price.${currency}`) : undefined
  // A range facet's bounds are the ones asked (priceRanges: numbers); the provider types them wider.
  const bound = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : Number(value)
  res.json({
    query: text,
    count,
    offset: params.offset,
    limit: params.limit,
    typo_tolerant: typos,
    did_you_mean: suggestion,
    hits,
    facets: suggest
      ? null
      : {
          categories: values("category_ids"),
          collections: values("collection_id"),
          in_stock: values("in_stock").find((v) => v.value === "true")?.count ?? 0,
          prices:
            price?.type === "range" && currency
              ? price.ranges.map((r) => ({
                  from: bound(r.from),
                  to: bound(r.to),
                  count: r.count,
                  currency_code: currency,
                }))
              : [],
        },
  })
}
