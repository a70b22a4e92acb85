import { copyFile, mkdir } from "node:fs/promises"
import path from "node:path"
import type { MedusaContainer, SalesChannelDTO, StockLocationDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createCollectionsWorkflow,
  createInventoryLevelsWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import { categories, collections, products, type CatalogProduct, type CurrencyCode } from "../../../data/catalog"

const DATA_IMAGES = path.resolve(__dirname, "../../../data/images")
/** Medusa serves `static/` at /static; the gateway proxies it to browsers. */
const STATIC_IMAGES = path.resolve(process.cwd(), "static/products")

/**
 * The wellness catalog of data/catalog.ts: categories, collections, products
 * with options, variants and prices in every store currency, images, and stock
 * in the central warehouse. Returns every seeded variant id by SKU.
 */
export async function seedCatalog(
  container: MedusaContainer,
  salesChannel: SalesChannelDTO,
  stockLocation: StockLocationDTO,
  shippingProfileId: string
): Promise<Map<string, string>> {
  const productModule = container.resolve(Modules.PRODUCT)

  const existingCategories = await productModule.listProductCategories({ handle: categories.map((c) => c.handle) })
  const newCategories = categories.filter((c) => !existingCategories.some((e) => e.handle === c.handle))
  if (newCategories.length) {
    await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: newCategories.map((c) => ({
          name: c.name,
          handle: c.handle,
          description: c.description,
          is_active: true,
          is_internal: false,
        })),
      },
    })
  }
  const categoryIds = new Map(
    (await productModule.listProductCategories({ handle: categories.map((c) => c.handle) })).map((c) => [
      c.handle,
      c.id,
    ])
  )

  const existingCollections = await productModule.listProductCollections({ handle: collections.map((c) => c.handle) })
  const newCollections = collections.filter((c) => !existingCollections.some((e) => e.handle === c.handle))
  if (newCollections.length) {
    await createCollectionsWorkflow(container).run({
      input: { collections: newCollections.map((c) => ({ title: c.title, handle: c.handle })) },
    })
  }
  const collectionIds = new Map(
    (await productModule.listProductCollections({ handle: collections.map((c) => c.handle) })).map((c) => [
      c.handle,
      c.id,
    ])
  )

  await mkdir(STATIC_IMAGES, { recursive: true })
  for (const product of products) {
    await copyFile(path.join(DATA_IMAGES, product.image), path.join(STATIC_IMAGES, product.image))
  }

  const existingProducts = await productModule.listProducts({ handle: products.map((p) => p.handle) })
  const newProducts = products.filter((p) => !existingProducts.some((e) => e.handle === p.handle))
  if (newProducts.length) {
    await createProductsWorkflow(container).run({
      input: {
        products: newProducts.map((p) =>
          toProductInput(p, {
            categoryId: categoryIds.get(p.category),
            // The engine holds one collection per product: the first one listed.
            collectionId: collectionIds.get(p.collections[0]),
            salesChannelId: salesChannel.id,
            shippingProfileId,
          })
        ),
      },
    })
  }

  await stockWarehouse(container, stockLocation)

  const variants = await productModule.listProductVariants(
    { sku: products.flatMap((p) => p.variants.map((v) => v.sku)) },
    { select: ["id", "sku"] }
  )
  return new Map(variants.map((v) => [v.sku!, v.id]))
}

function toProductInput(
  p: CatalogProduct,
  refs: { categoryId?: string; collectionId?: string; salesChannelId: string; shippingProfileId: string }
) {
  const isBundle = Boolean(p.bundle?.length)
  return {
    title: p.title,
    subtitle: p.subtitle,
    description: p.description,
    handle: p.handle,
    status: ProductStatus.PUBLISHED,
    thumbnail: `/static/products/${p.image}`,
    images: [{ url: `/static/products/${p.image}` }],
    weight: Math.max(...p.variants.map((v) => v.weight)),
    category_ids: refs.categoryId ? [refs.categoryId] : [],
    collection_id: refs.collectionId,
    shipping_profile_id: refs.shippingProfileId,
    sales_channels: [{ id: refs.salesChannelId }],
    // Bundles hold no stock of their own: their component lines do (bundle-line-items).
    metadata: isBundle ? { bundle: p.bundle } : undefined,
    options: p.options,
    variants: p.variants.map((v) => ({
      title: v.title,
      sku: v.sku,
      options: v.options,
      weight: v.weight,
      manage_inventory: !isBundle,
      allow_backorder: false,
      prices: (Object.entries(v.prices) as [CurrencyCode, number][]).map(([currency_code, amount]) => ({
        currency_code,
        amount,
      })),
    })),
  }
}

/** Puts every seeded variant's stock in the warehouse, once. */
async function stockWarehouse(container: MedusaContainer, stockLocation: StockLocationDTO) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const stockBySku = new Map(products.flatMap((p) => p.variants.map((v) => [v.sku, v.stock] as const)))
  const { data: itemRows } = await query.graph({
    entity: "inventory_item",
    fields: ["id", "sku", "location_levels.location_id"],
    filters: { sku: [...stockBySku.keys()] },
  })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
  const items = itemRows as {
    id: string
    sku: string | null
    location_levels?: ({ location_id?: string } | null)[] | null
  }[]
  const unstocked = items.filter(
    (item) => !item.location_levels?.some((level) => level?.location_id === stockLocation.id)
  )
  if (!unstocked.length) return
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: unstocked.map((item) => ({
        inventory_item_id: item.id,
        location_id: stockLocation.id,
        stocked_quantity: stockBySku.get(item.sku!) ?? 0,
      })),
    },
  })
}
