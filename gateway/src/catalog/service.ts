import type { HttpTypes } from "@medusajs/types"
import { provinceOptions } from "@vitalia/schema/geo/provinces"
import type { CatalogCache } from "../cache/catalog-cache.js"
import type { StoreSearchResponse, StoreSearchStampResponse } from "@vitalia/schema/engine/store"
import { INPUT_LIMITS } from "@vitalia/schema/limits"
import { tooLong } from "../common/text.js"
import { shopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import type { EngineList, EngineProduct, EngineRegion, EngineVariant } from "../medusa/types.js"
import { decodeCursor, pageInfo, pageSize } from "../common/page.js"
import { DEFAULT_LANGUAGE, localeQuery, type Language } from "../messages/language.js"
import { SEARCH_PAGE_MAX, searchProducts, type ProductSearchArgs } from "./search.js"
import type { Money, Product, ProductListArgs, ProductVariant, Region } from "./shapes.js"

const REGION_FIELDS = "id,name,currency_code,metadata,*countries"
/** Engine fields for the parts of a product a caller asked for; everything when `wanted` is undefined. */
export function productFields(wanted: Set<string> | undefined, regionId: string | null | undefined): string {
  const asked = (path: string) => !wanted || [...wanted].some((w) => w === path || w.startsWith(`${path}.`))
  const fields = ["id", "handle", "title", "subtitle", "description", "thumbnail", "metadata"]
  if (asked("images")) fields.push("*images")
  if (asked("options")) fields.push("*options", "*options.values")
  if (asked("collection")) fields.push("*collection")
  if (asked("categories")) fields.push("*categories")
  const prices = regionId && (asked("fromPrice") || asked("variants.price") || asked("variants.originalPrice"))
  if (asked("variants") || prices) fields.push("*variants", "+variants.inventory_quantity")
  if (asked("variants.options")) fields.push("*variants.options", "*variants.options.option")
  // Prices are calculated only for a region (the engine refuses them without one).
  if (prices) fields.push("*variants.calculated_price")
  return fields.join(",")
}

/** Product fields and pricing context for the engine. */
function productQuery(regionId: string | null | undefined, wanted?: Set<string>) {
  const fields = productFields(wanted, regionId)
  return regionId ? { fields, region_id: regionId } : { fields }
}

/**
 * How long a gateway trusts the search index's stamp before asking the engine again, and how long
 * searches may go on with it while the engine answers: both well under the 2 s in which a renamed
 * product must be found by its new name.
 */
const SEARCH_STAMP_MS = 500
const SEARCH_STAMP_STALE_MS = 1_200

const SORT = { NEWEST: "-created_at", TITLE: "title" } as const
/** The engine's product list for the storefront (our route; Medusa's /store/products slows down as the catalog grows). */
const CATALOG_PRODUCTS = "/store/catalog/products"

/** Regions, products, categories and collections, shaped for the storefront. */
export class CatalogService {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly cache: CatalogCache,
    /** The shop's default country (DEFAULT_COUNTRY): the region shipping there is the default. */
    private readonly defaultCountry: string
  ) {}

  regions(): Promise<Region[]> {
    return this.cache.get(["regions"], () => this.loadRegions())
  }

  /** Whether this is the shop's default region: the one shipping to the default country. */
  isDefault(region: Pick<Region, "countries">): boolean {
    return region.countries.some((c) => c.iso2.toLowerCase() === this.defaultCountry)
  }

  /** The default region, else the first (a shop that does not ship to its default country); null without regions. */
  async defaultRegion(): Promise<Region | null> {
    const regions = await this.regions()
    return regions.find((r) => this.isDefault(r)) ?? regions[0] ?? null
  }

  region(id: string): Promise<Region> {
    return this.cache.get(["region", id], () => this.loadRegion(id))
  }

  /** A page of products; `wanted` (the asked-for paths under nodes) narrows what the engine computes. */
  products(args: ProductListArgs, wanted?: Set<string>, language: Language = DEFAULT_LANGUAGE) {
    const limit = pageSize(args.first)
    const offset = decodeCursor(args.after)
    const search = args.search?.trim()
    if (search && search.length > INPUT_LIMITS.search) throw tooLong("search", INPUT_LIMITS.search)
    // Words to look for: the Search Module answers, as for searchProducts (one search, docs/api.md).
    if (search)
      return this.searchedPage({ ...args, search }, Math.min(limit, SEARCH_PAGE_MAX), offset, wanted, language)
    const fields = productFields(wanted, args.regionId)
    // The language is part of every catalogue key: an English answer must never be served to a Spanish shopper.
    const key = [
      "products",
      language,
      args.regionId ?? null,
      limit,
      offset,
      search || null,
      args.categoryId ?? null,
      args.collectionId ?? null,
      args.sort ?? "NEWEST",
      fields,
    ]
    return this.cache.get(key, () => this.loadProducts({ ...args, search }, limit, offset, wanted, language))
  }

  product(
    args: { id?: string | null; handle?: string | null; regionId?: string | null },
    language: Language = DEFAULT_LANGUAGE
  ): Promise<Product> {
    if (!args.id === !args.handle) throw shopError("ID_OR_HANDLE", undefined, { field: "id" })
    return this.cache.get(["product", language, args.id ?? null, args.handle ?? null, args.regionId ?? null], () =>
      this.loadProduct(args, language)
    )
  }

  /**
   * Products by id in one engine call per 20 ids (docs/product.md §9's array limit), in the order asked;
   * null for one the shop does not sell (a DataLoader's batch: the wishlist's products).
   */
  async productsByIds(
    ids: readonly string[],
    regionId: string | null | undefined,
    language: Language = DEFAULT_LANGUAGE
  ): Promise<(Product | null)[]> {
    const found = new Map<string, Product>()
    for (let start = 0; start < ids.length; start += 20) {
      const chunk = ids.slice(start, start + 20)
      const page = await this.cache.get(["products-by-id", language, regionId ?? null, [...chunk].sort()], async () => {
        const { products } = await this.medusa.get<{ products: EngineProduct[] }>(CATALOG_PRODUCTS, {
          query: { ...productQuery(regionId), id: chunk, limit: chunk.length, ...localeQuery(language) },
        })
        return products.map(toProduct)
      })
      for (const product of page) found.set(product.id, product)
    }
    return ids.map((id) => found.get(id) ?? null)
  }

  categories(language: Language = DEFAULT_LANGUAGE) {
    return this.cache.get(["categories", language], () => this.loadCategories(language))
  }

  collections(language: Language = DEFAULT_LANGUAGE) {
    return this.cache.get(["collections", language], () => this.loadCollections(language))
  }

  /** Product search (catalog/search.ts): the engine's answers kept by cachedSearch. */
  searchProducts(args: ProductSearchArgs, language: Language, wanted?: Set<string>) {
    return searchProducts(this.medusa, this, args, language, wanted)
  }

  private stamp: { value: string | null; at: number } | null = null
  private stampAsked: Promise<string | null> | null = null

  /**
   * The search index's state (the engine's GET /store/search/stamp: it changes with every document
   * written or deleted and every rebuild swapped in); null when the engine cannot tell (then nothing
   * is kept). Each gateway asks again once the stamp it has is SEARCH_STAMP_MS old; meanwhile, for
   * up to SEARCH_STAMP_STALE_MS, searches go on with the one it has rather than all waiting for the
   * engine's answer — so a change of the index reaches every search within that time.
   */
  private async searchStamp(): Promise<string | null> {
    const age = this.stamp ? Date.now() - this.stamp.at : Infinity
    if (age < SEARCH_STAMP_MS) return this.stamp!.value
    if (!this.stampAsked) {
      const asked = Date.now()
      this.stampAsked = this.medusa
        .get<StoreSearchStampResponse>("/store/search/stamp")
        .then((answer) => answer.stamp)
        .catch(() => null)
        .then((value) => {
          this.stamp = { value, at: asked }
          this.stampAsked = null
          return value
        })
    }
    return age < SEARCH_STAMP_STALE_MS ? this.stamp!.value : this.stampAsked
  }

  /**
   * A search's answer kept in the catalog cache (shared by the gateways in the cluster), per
   * language, query (lower case, spaces collapsed), filters, currency, page and mode, under the
   * index's stamp: once the index changes, the next stamp asked (within SEARCH_STAMP_STALE_MS) keys new
   * answers, so a product renamed in the back-office is found by its new name. An answer that found
   * nothing is not kept: the engine records each such search for the back-office.
   */
  async cachedSearch<T extends { count: number }>(
    parameters: Record<string, unknown> & { q?: string | null },
    load: () => Promise<T>
  ) {
    if (!this.cache.enabled) return load()
    const stamp = await this.searchStamp()
    if (stamp === null) return load()
    const q = (parameters.q ?? "").toLowerCase().replace(/\s+/g, " ")
    return this.cache.get(["search", stamp, { ...parameters, q }], load, (found) => found.count > 0)
  }

  /** Published products by id in the request's language, in the order given (ids not found are left out): a search's hits. */
  async productsInOrder(
    ids: string[],
    regionId: string | null,
    language: Language,
    wanted?: Set<string>
  ): Promise<Product[]> {
    if (!ids.length) return []
    const { products } = await this.medusa.get<{ products: EngineProduct[] }>(CATALOG_PRODUCTS, {
      query: { ...productQuery(regionId, wanted), id: ids, limit: ids.length, ...localeQuery(language) },
    })
    const byId = new Map(products.map((p) => [p.id, toProduct(p)]))
    return ids.map((id) => byId.get(id)).filter((p): p is Product => Boolean(p))
  }

  private async loadRegions(): Promise<Region[]> {
    const { regions } = await this.medusa.get<{ regions: EngineRegion[] }>("/store/regions", {
      query: { fields: REGION_FIELDS, limit: 100 },
    })
    return regions.map(toRegion)
  }

  private async loadRegion(id: string): Promise<Region> {
    const { region } = await this.medusa.get<{ region: EngineRegion }>(`/store/regions/${encodeURIComponent(id)}`, {
      query: { fields: REGION_FIELDS },
    })
    return toRegion(region)
  }

  /**
   * products(search:): the engine's search route (the Search Module's index in the request's language:
   * relevance order, typos, synonyms), with the list's category and collection as its filters, then
   * those products in that order. The engine's answer is kept as searchProducts' is (cachedSearch).
   */
  private async searchedPage(
    args: ProductListArgs & { search: string },
    limit: number,
    offset: number,
    wanted: Set<string> | undefined,
    language: Language
  ) {
    const query = {
      q: args.search,
      lang: language,
      mode: "results",
      limit,
      offset,
      category_id: args.categoryId ? [args.categoryId] : undefined,
      collection_id: args.collectionId ? [args.collectionId] : undefined,
    }
    const found = await this.cachedSearch(query, () =>
      this.medusa.get<Pick<StoreSearchResponse, "count" | "hits">>("/store/search", { query })
    )
    const nodes = await this.productsInOrder(
      found.hits.map((hit) => hit.id),
      args.regionId ?? null,
      language,
      wanted
    )
    return { nodes, totalCount: found.count, pageInfo: pageInfo(offset, found.hits.length, found.count) }
  }

  private async loadProducts(
    args: ProductListArgs,
    limit: number,
    offset: number,
    wanted: Set<string> | undefined,
    language: Language
  ) {
    const search = args.search
    // Our engine route: the same answer as /store/products, in time that does not grow with the catalog
    // (commerce/src/api/store/catalog/products).
    const { products, count } = await this.medusa.get<{ products: EngineProduct[] } & EngineList>(CATALOG_PRODUCTS, {
      query: {
        ...productQuery(args.regionId, wanted),
        limit,
        offset,
        order: SORT[args.sort ?? "NEWEST"],
        q: search || undefined,
        category_id: args.categoryId ? [args.categoryId] : undefined,
        collection_id: args.collectionId ? [args.collectionId] : undefined,
        ...localeQuery(language),
      },
    })
    return { nodes: products.map(toProduct), totalCount: count, pageInfo: pageInfo(offset, products.length, count) }
  }

  private async loadProduct(
    args: { id?: string | null; handle?: string | null; regionId?: string | null },
    language: Language
  ): Promise<Product> {
    const { products } = await this.medusa.get<{ products: EngineProduct[] }>(CATALOG_PRODUCTS, {
      query: {
        ...productQuery(args.regionId),
        ...(args.id ? { id: args.id } : { handle: args.handle! }),
        limit: 1,
        ...localeQuery(language),
      },
    })
    if (!products[0]) throw shopError("PRODUCT_NOT_FOUND", undefined, { field: args.id ? "id" : "handle" })
    return toProduct(products[0])
  }

  private async loadCategories(language: Language) {
    const { product_categories } = await this.medusa.get<{
      product_categories: Pick<HttpTypes.StoreProductCategory, "id" | "name" | "handle" | "description">[]
    }>("/store/product-categories", {
      query: { fields: "id,name,handle,description", limit: 100, ...localeQuery(language) },
    })
    return product_categories.map((c) => ({ ...c, description: c.description || null }))
  }

  private async loadCollections(language: Language) {
    const { collections } = await this.medusa.get<{
      collections: Pick<HttpTypes.StoreCollection, "id" | "title" | "handle">[]
    }>("/store/collections", { query: { fields: "id,title,handle", limit: 100, ...localeQuery(language) } })
    return collections
  }
}

function toRegion(region: EngineRegion): Region {
  const taxRate = Number(region.metadata?.tax_rate ?? 0)
  return {
    id: region.id,
    name: region.name,
    currencyCode: region.currency_code,
    taxRate: Number.isFinite(taxRate) ? taxRate : 0,
    countries: (region.countries ?? []).map((country) => ({
      iso2: country.iso_2,
      name: country.display_name ?? country.name ?? country.iso_2.toUpperCase(),
      states: provinceOptions(country.iso_2).map((p) => ({ iso2: p.code, name: p.name })),
    })),
  }
}

function toProduct(product: EngineProduct): Product {
  const variants = (product.variants ?? []).map(toVariant)
  const prices = variants.map((v) => v.price).filter((p): p is Money => p !== null)
  const fromPrice = prices.length ? prices.reduce((low, p) => (p.amount < low.amount ? p : low)) : null
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    subtitle: product.subtitle || null,
    description: product.description || null,
    thumbnail: product.thumbnail,
    images: (product.images ?? []).map((image) => ({ id: image.id, url: image.url })),
    options: (product.options ?? []).map((option) => ({
      id: option.id,
      title: option.title,
      values: (option.values ?? []).map((v) => v.value),
    })),
    variants,
    collection: product.collection
      ? { id: product.collection.id, title: product.collection.title, handle: product.collection.handle }
      : null,
    categories: (product.categories ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      handle: c.handle,
      description: c.description || null,
    })),
    fromPrice,
    isBundle: Array.isArray(product.metadata?.bundle),
  }
}

function toVariant(variant: EngineVariant): ProductVariant {
  const calculated = variant.calculated_price
  const currencyCode = calculated?.currency_code ?? null
  const price =
    currencyCode && calculated?.calculated_amount != null
      ? { amount: calculated.calculated_amount, currencyCode }
      : null
  const original =
    currencyCode && calculated?.original_amount != null && calculated.original_amount !== calculated.calculated_amount
      ? { amount: calculated.original_amount, currencyCode }
      : null
  const tracked = variant.manage_inventory !== false
  const quantity = tracked ? (variant.inventory_quantity ?? 0) : null
  return {
    id: variant.id,
    title: variant.title ?? "",
    sku: variant.sku,
    options: (variant.options ?? []).map((o) => ({ option: o.option?.title ?? "", value: o.value })),
    price,
    originalPrice: original,
    inStock: !tracked || Boolean(variant.allow_backorder) || (quantity ?? 0) > 0,
    inventoryQuantity: quantity,
  }
}
