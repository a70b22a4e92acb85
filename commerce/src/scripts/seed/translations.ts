import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { categoriesEn, collectionsEn, EN_LOCALE, optionTitlesEn, productsEn, valueEn } from "../../../data/catalog-en"
import { categories, collections, products } from "../../../data/catalog"

interface NewTranslation {
  reference_id: string
  reference: string
  locale_code: string
  translations: Record<string, string>
}

/**
 * The catalog in English (data/catalog-en.ts) in Medusa's Translation Module: products (title,
 * subtitle, description), their options and values, variants' titles, categories and collections,
 * under `en-US`. The store routes apply them for `?locale=en-US` (the gateway asks for it when the
 * shopper reads English). Records that already have an English translation are left as they are.
 */
export async function seedTranslations(container: MedusaContainer) {
  const productModule = container.resolve(Modules.PRODUCT)
  const translationModule = container.resolve(Modules.TRANSLATION)
  const wanted: NewTranslation[] = []
  const add = (reference: string, reference_id: string, translations: Record<string, string>) =>
    wanted.push({ reference, reference_id, locale_code: EN_LOCALE, translations })

  const seededProducts = await productModule.listProducts(
    { handle: products.map((p) => p.handle) },
    { relations: ["options", "options.values", "variants"], take: null }
  )
  for (const product of seededProducts) {
    const english = productsEn[product.handle]
    if (english) add("product", product.id, english)
    for (const option of product.options ?? []) {
      add("product_option", option.id, { title: optionTitlesEn[option.title] ?? option.title })
      for (const value of option.values ?? []) add("product_option_value", value.id, { value: valueEn(value.value) })
    }
    for (const variant of product.variants ?? [])
      add("product_variant", variant.id, { title: valueEn(variant.title ?? "") })
  }
  for (const category of await productModule.listProductCategories({ handle: categories.map((c) => c.handle) })) {
    const english = categoriesEn[category.handle]
    if (english) add("product_category", category.id, english)
  }
  for (const collection of await productModule.listProductCollections({ handle: collections.map((c) => c.handle) })) {
    const english = collectionsEn[collection.handle]
    if (english) add("product_collection", collection.id, { title: english })
  }

  const existing = await translationModule.listTranslations(
    { reference_id: wanted.map((t) => t.reference_id), locale_code: EN_LOCALE },
    { select: ["reference_id"], take: null }
  )
  const done = new Set(existing.map((t) => t.reference_id))
  const missing = wanted.filter((t) => !done.has(t.reference_id))
  if (missing.length) await translationModule.createTranslations(missing)
  return missing.length
}
