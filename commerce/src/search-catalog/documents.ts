import type { SearchTypes } from "@medusajs/framework/types"
import { ENGLISH_LOCALE, fold, SEARCH_CURRENCIES, type SearchCurrency } from "./languages"

/** What one product's search document is read from (query.graph on "product"). */
export const PRODUCT_DOCUMENT_FIELDS = [
  "id",
  "handle",
  "title",
  "subtitle",
  "description",
  "status",
  "thumbnail",
  "created_at",
  "tags.value",
  "type.value",
  "categories.id",
  "categories.name",
  "categories.is_active",
  "categories.is_internal",
  "collection.id",
  "collection.title",
  "options.id",
  "options.values.id",
  "options.values.value",
  "variants.id",
  "variants.title",
  "variants.sku",
  "variants.manage_inventory",
  "variants.allow_backorder",
  "variants.prices.amount",
  "variants.prices.currency_code",
  "variants.prices.price_list_id",
  "variants.inventory_items.inventory.location_levels.available_quantity",
  "sales_channels.id",
]

interface Row {
  id: string
  handle: string
  title: string
  subtitle: string | null
  description: string | null
  status: string
  thumbnail: string | null
  created_at: string | Date
  tags?: { value: string }[] | null
  type?: { value: string } | null
  categories?: { id: string; name: string; is_active: boolean; is_internal: boolean }[] | null
  collection?: { id: string; title: string } | null
  options?: { id: string; values?: { id: string; value: string }[] | null }[] | null
  variants?:
    | {
        id: string
        title: string | null
        sku: string | null
        manage_inventory: boolean | null
        allow_backorder: boolean | null
        prices?: { amount: number | string; currency_code: string; price_list_id?: string | null }[] | null
        inventory_items?:
          { inventory?: { location_levels?: { available_quantity: number | string | null }[] | null } | null }[] | null
      }[]
    | null
  sales_channels?: { id: string }[] | null
}

/** The search document of one product, in both languages (each index analyses it in its own). */
export type ProductDocument = {
  id: string
  handle: string
  thumbnail: string | null
  title: string
  title_en: string
  subtitle: string
  subtitle_en: string
  description: string
  description_en: string
  tags: string[]
  type: string
  categories: string[]
  collection: string
  variants: string[]
  skus: string[]
  options: string[]
  synonyms: string[]
  category_ids: string[]
  collection_id: string
  sales_channel_ids: string[]
  in_stock: boolean
  price: Partial<Record<SearchCurrency, number>>
  created_at: number
}

type Query = SearchTypes.SearchContainer["query"]

/** English versions from Medusa's Translation Module, by record id; empty when it is not installed. */
async function englishTexts(query: Query, ids: string[]): Promise<Map<string, Record<string, string>>> {
  const texts = new Map<string, Record<string, string>>()
  if (!ids.length) return texts
  try {
    const { data } = await query.graph({
      entity: "translation",
      fields: ["reference_id", "translations"],
      filters: { reference_id: ids, locale_code: ENGLISH_LOCALE },
      pagination: { take: null as unknown as number },
    })
    for (const row of data as { reference_id: string; translations: Record<string, string> | null }[]) {
      texts.set(row.reference_id, row.translations ?? {})
    }
  } catch {
    // No Translation Module in this engine: the English index holds the Spanish text only.
  }
  return texts
}

/** The shop's synonym rules, words folded: each term with the words that bring it. */
async function synonymRules(query: Query): Promise<{ term: string; words: string[] }[]> {
  const { data } = await query.graph({ entity: "search_synonym", fields: ["term", "synonyms"] })
  return (data as { term: string; synonyms: unknown }[]).map((rule) => ({
    term: rule.term,
    words: (Array.isArray(rule.synonyms) ? rule.synonyms : []).map((w) => fold(String(w)).trim()).filter(Boolean),
  }))
}

const words = (text: string) =>
  new Set(
    fold(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  )
const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => !!v && !!v.trim())),
]

/**
 * The documents of a page of products: published products only (the rest leave the index),
 * their text in Spanish and English, facets (categories that are active and public, the
 * collection, lowest price per currency, whether any variant can be bought) and the synonym
 * terms their text brings in.
 */
export async function productDocuments(rows: Row[], query: Query): Promise<ProductDocument[]> {
  const published = rows.filter((row) => row.status === "published")
  if (!published.length) return []
  const referenceIds = new Set<string>()
  for (const row of published) {
    referenceIds.add(row.id)
    for (const c of row.categories ?? []) referenceIds.add(c.id)
    if (row.collection) referenceIds.add(row.collection.id)
    for (const v of row.variants ?? []) referenceIds.add(v.id)
    for (const o of row.options ?? []) for (const value of o.values ?? []) referenceIds.add(value.id)
  }
  const [english, rules] = await Promise.all([englishTexts(query, [...referenceIds]), synonymRules(query)])
  return published.map((row) => {
    const en = english.get(row.id) ?? {}
    const categories = (row.categories ?? []).filter((c) => c.is_active && !c.is_internal)
    const variants = row.variants ?? []
    const price: Partial<Record<SearchCurrency, number>> = {}
    for (const variant of variants) {
      for (const p of variant.prices ?? []) {
        const currency = p.currency_code?.toLowerCase() as SearchCurrency
        if (p.price_list_id || !SEARCH_CURRENCIES.includes(currency)) continue
        const amount = Number(p.amount)
        if (Number.isFinite(amount) && (price[currency] === undefined || amount < price[currency]))
          price[currency] = amount
      }
    }
    const inStock = variants.some((variant) => {
      if (variant.manage_inventory === false || variant.allow_backorder) return true
      return (variant.inventory_items ?? []).some((item) =>
        (item.inventory?.location_levels ?? []).some((level) => Number(level.available_quantity ?? 0) > 0)
      )
    })
    const optionValues = (row.options ?? []).flatMap((o) =>
      (o.values ?? []).flatMap((v) => [v.value, english.get(v.id)?.value])
    )
    const document: ProductDocument = {
      id: row.id,
      handle: row.handle,
      thumbnail: row.thumbnail ?? null,
      title: row.title,
      title_en: en.title ?? "",
      subtitle: row.subtitle ?? "",
      subtitle_en: en.subtitle ?? "",
      description: row.description ?? "",
      description_en: en.description ?? "",
      tags: unique((row.tags ?? []).map((t) => t.value)),
      type: row.type?.value ?? "",
      categories: unique(categories.flatMap((c) => [c.name, english.get(c.id)?.name])),
      collection: unique([
        row.collection?.title,
        row.collection ? english.get(row.collection.id)?.title : undefined,
      ]).join(" · "),
      variants: unique(variants.flatMap((v) => [v.title, english.get(v.id)?.title])),
      skus: unique(variants.map((v) => v.sku)),
      options: unique(optionValues),
      synonyms: [],
      category_ids: categories.map((c) => c.id),
      collection_id: row.collection?.id ?? "",
      sales_channel_ids: (row.sales_channels ?? []).map((s) => s.id),
      in_stock: inStock,
      price,
      created_at: new Date(row.created_at).getTime(),
    }
    if (rules.length) {
      const text = words(
        [
          document.title,
          document.title_en,
          document.subtitle,
          document.subtitle_en,
          document.description,
          document.description_en,
          ...document.tags,
          document.type,
          ...document.categories,
          ...document.variants,
          ...document.options,
        ].join(" ")
      )
      document.synonyms = unique(
        rules
          .filter((rule) => rule.words.some((w) => w.split(/\s+/).every((part) => text.has(part))))
          .map((r) => r.term)
      )
    }
    return document
  })
}
