import type { StoreSearchResponse } from "@vitalia/schema/engine/store"
import { INPUT_LIMITS } from "@vitalia/schema/limits"
import { tooLong } from "../common/text.js"
import { decodeCursor, pageInfo, pageSize } from "../common/page.js"
import type { MedusaClient } from "../medusa/client.js"
import type { Language } from "../messages/language.js"
import type { Money, Product, Region } from "./shapes.js"

/** The most products one search page holds. */
export const SEARCH_PAGE_MAX = 50

export interface ProductSearchArgs {
  query: string
  first?: number | null
  after?: string | null
  regionId?: string | null
  suggest?: boolean | null
  filters?: {
    categoryIds?: string[] | null
    collectionIds?: string[] | null
    priceMin?: number | null
    priceMax?: number | null
    inStock?: boolean | null
  } | null
}

/** What the catalog service lends a search: regions, categories, collections and products by id. */
export interface SearchCatalog {
  region(id: string): Promise<Region>
  defaultRegion(): Promise<Region | null>
  categories(language: Language): Promise<{ id: string; name: string; handle: string; description: string | null }[]>
  collections(language: Language): Promise<{ id: string; title: string; handle: string }[]>
  productsInOrder(ids: string[], regionId: string | null, language: Language, wanted?: Set<string>): Promise<Product[]>
  /** The engine's answer to these search parameters, kept while the search index stays as it is (service.ts). */
  cachedSearch<T extends { count: number }>(parameters: Record<string, unknown>, load: () => Promise<T>): Promise<T>
}

const money = (amount: number | null, currencyCode: string): Money | null =>
  amount === null ? null : { amount, currencyCode }

/**
 * searchProducts: checks the arguments, asks the engine's search route in the shopper's language
 * and the region's currency, then — only when the caller asked for `nodes.product` — loads those
 * products (prices for the region) in one call, in the search's order.
 */
export async function searchProducts(
  medusa: MedusaClient,
  catalog: SearchCatalog,
  args: ProductSearchArgs,
  language: Language,
  wanted?: Set<string>
) {
  const query = args.query.trim()
  if (query.length > INPUT_LIMITS.search) throw tooLong("query", INPUT_LIMITS.search)
  const limit = pageSize(args.first, SEARCH_PAGE_MAX)
  const offset = decodeCursor(args.after)
  const region = args.regionId ? await catalog.region(args.regionId) : await catalog.defaultRegion()
  const currency = region?.currencyCode
  const filters = args.filters ?? {}
  const prices = filters.priceMin != null || filters.priceMax != null
  const parameters = {
    q: query,
    lang: language,
    mode: args.suggest ? "suggest" : "results",
    limit,
    offset,
    category_id: filters.categoryIds?.length ? [...filters.categoryIds].sort() : undefined,
    collection_id: filters.collectionIds?.length ? [...filters.collectionIds].sort() : undefined,
    currency_code: currency,
    price_min: prices && filters.priceMin != null ? filters.priceMin : undefined,
    price_max: prices && filters.priceMax != null ? filters.priceMax : undefined,
    in_stock: filters.inStock ?? undefined,
  }
  const found = await catalog.cachedSearch(parameters, () =>
    medusa.get<StoreSearchResponse>("/store/search", { query: parameters })
  )
  const productWanted = wanted && [...wanted].some((path) => path === "product" || path.startsWith("product."))
  const products =
    productWanted && found.hits.length
      ? new Map(
          (
            await catalog.productsInOrder(
              found.hits.map((h) => h.id),
              region?.id ?? null,
              language,
              subPaths(wanted, "product")
            )
          ).map((p) => [p.id, p])
        )
      : new Map<string, Product>()
  const nodes = found.hits
    // A product unpublished since it was indexed is left out rather than failing the page.
    .filter((hit) => !productWanted || products.has(hit.id))
    .map((hit) => ({
      id: hit.id,
      handle: hit.handle,
      title: hit.title,
      thumbnail: hit.thumbnail,
      titleHighlight: hit.highlights.title,
      subtitleHighlight: hit.highlights.subtitle,
      product: products.get(hit.id)!,
    }))
  let facets = null
  if (found.facets) {
    const [categories, collections] = await Promise.all([catalog.categories(language), catalog.collections(language)])
    const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((item) => [item.id, item]))
    const categoryById = byId(categories)
    const collectionById = byId(collections)
    facets = {
      categories: found.facets.categories.flatMap((f) =>
        categoryById.has(f.value) ? [{ category: categoryById.get(f.value)!, count: f.count }] : []
      ),
      collections: found.facets.collections.flatMap((f) =>
        collectionById.has(f.value) ? [{ collection: collectionById.get(f.value)!, count: f.count }] : []
      ),
      prices: found.facets.prices.map((p) => ({
        from: money(p.from, p.currency_code),
        to: money(p.to, p.currency_code),
        count: p.count,
      })),
      inStock: found.facets.in_stock,
    }
  }
  return {
    // The words as this shopper typed them (a kept answer may come from another shopper's capitals).
    query: found.query ? query : found.query,
    nodes,
    totalCount: found.count,
    pageInfo: pageInfo(offset, found.hits.length, found.count),
    typoTolerant: found.typo_tolerant,
    didYouMean: found.did_you_mean,
    facets,
  }
}

/** The asked-for paths under `prefix.` (undefined: everything). */
function subPaths(wanted: Set<string> | undefined, prefix: string): Set<string> | undefined {
  if (!wanted) return undefined
  const inner = [...wanted].filter((p) => p.startsWith(`${prefix}.`)).map((p) => p.slice(prefix.length + 1))
  return inner.length ? new Set(inner) : undefined
}
