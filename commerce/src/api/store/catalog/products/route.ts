import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, isPresent, MedusaError, QueryContext } from "@medusajs/framework/utils"
import { wrapProductsWithTaxPrices } from "@medusajs/medusa/api/store/products/helpers"
import {
  prepareInventoryQuantityFields,
  wrapVariantsWithInventoryQuantityForSalesChannel,
} from "@medusajs/medusa/api/utils/middlewares/index"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { HttpTypes } from "@medusajs/framework/types"
import { catalogPage, pageOrder } from "./page"

/** What Medusa's stock wrapper takes for a variant. */
type VariantInput = Parameters<typeof wrapVariantsWithInventoryQuantityForSalesChannel>[1][number]

/** Filters this route understands; Medusa's validator lets more through, and those are refused rather than ignored. */
const UNDERSTOOD = new Set(["sales_channel_id", "q", "id", "handle", "collection_id", "categories", "status"])

const list = (value: unknown): string[] | undefined => {
  if (!isPresent(value)) return undefined
  const values = (Array.isArray(value) ? value : [value]).map(String)
  return values.length ? values : undefined
}

/**
 * GET /store/catalog/products — the storefront's product list, answered like GET /store/products
 * (same query parameters, fields, prices, stock and response) but in time that does not grow with
 * the catalog: the page of ids comes from one indexed query (./page.ts), then the engine's query
 * graph loads just those products with their calculated prices.
 */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse) => {
  const filters = { ...req.filterableFields }
  const unknown = Object.keys(filters).filter((key) => !UNDERSTOOD.has(key))
  if (unknown.length)
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `The catalog cannot filter by ${unknown.join(", ")}`)
  if (isPresent(filters.status) && filters.status !== "published") {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "The catalog lists published products only")
  }
  const categories = filters.categories as Record<string, unknown> | undefined
  if (categories && Object.keys(categories).some((key) => key !== "id")) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "The catalog filters categories by id only")
  }
  const { skip = 0, take = 12, order } = req.queryConfig.pagination ?? {}
  const db = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const { ids, count } = await catalogPage(db, {
    salesChannelIds: list(filters.sales_channel_id) ?? [],
    q: typeof filters.q === "string" && filters.q.trim() ? filters.q.trim() : undefined,
    ids: list(filters.id),
    handles: list(filters.handle),
    collectionIds: list(filters.collection_id),
    // Medusa's validator turns ?category_id= into { categories: { id } }.
    categoryIds: list(categories?.id),
    order: pageOrder(order),
    // Titles sort in the language they are shown in (below: the Translation Module's for `?locale=`).
    locale: req.locale,
    limit: take,
    offset: skip,
  })

  let products: HttpTypes.StoreProduct[] = []
  if (ids.length) {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { fields, withInventoryQuantity } = prepareInventoryQuantityFields(req.queryConfig.fields, {
      relation: "variants",
    })
    const context: Record<string, unknown> = {}
    if (isPresent(req.pricingContext)) context.variants = { calculated_price: QueryContext(req.pricingContext!) }
    // `?locale=` (Medusa's locale middleware sets req.locale): titles, descriptions and options from the Translation Module.
    const { data } = await query.graph(
      { entity: "product", fields, filters: { id: ids }, context },
      { locale: req.locale }
    )
    // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
    const byId = new Map((data as HttpTypes.StoreProduct[]).map((product) => [product.id, product]))
    products = ids.map((id) => byId.get(id)).filter((product): product is HttpTypes.StoreProduct => Boolean(product))
    if (withInventoryQuantity)
      await wrapVariantsWithInventoryQuantityForSalesChannel(
        req,
        // StoreProductVariant allows a null manage_inventory; the variants Query read have a boolean.
        products.flatMap((product) => product.variants ?? []) as VariantInput[]
      )
    await wrapProductsWithTaxPrices(req, products)
  }
  res.json({ products, count, offset: skip, limit: take })
}
