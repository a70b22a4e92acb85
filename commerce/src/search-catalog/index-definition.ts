import type { SearchTypes } from "@medusajs/framework/types"
import { defineSearchIndex, graphConsume, graphSeed, search } from "@medusajs/framework/utils"
import { PRODUCT_DOCUMENT_FIELDS, productDocuments } from "./documents"
import type { SEARCH_LANGUAGES } from "./languages"

/**
 * The product document's fields: what is matched (weights: title 3 → ts_rank weight A, subtitle,
 * tags, synonyms, categories, options 2 → B, the rest 1 → D), and what is filtered and counted.
 */
const fields = search.define({
  // Sortable: it breaks ties in the newest-first order of an empty search (api/list-order.ts says why).
  id: search.keyword().filterable().sortable(),
  handle: search.keyword(),
  thumbnail: search.keyword(),
  title: search.text().searchable({ weight: 3 }),
  title_en: search.text().searchable({ weight: 3 }),
  subtitle: search.text().searchable({ weight: 2 }),
  subtitle_en: search.text().searchable({ weight: 2 }),
  synonyms: search.text().array().searchable({ weight: 2 }),
  tags: search.text().array().searchable({ weight: 2 }),
  categories: search.text().array().searchable({ weight: 2 }),
  options: search.text().array().searchable({ weight: 2 }),
  variants: search.text().array().searchable(),
  type: search.text().searchable(),
  collection: search.text().searchable(),
  skus: search.keyword().array().searchable(),
  description: search.text().searchable(),
  description_en: search.text().searchable(),
  category_ids: search.keyword().array().filterable().facetable(),
  collection_id: search.keyword().filterable().facetable(),
  sales_channel_ids: search.keyword().array().filterable(),
  in_stock: search.boolean().filterable().facetable(),
  price: search.object({
    usd: search.float().filterable().facetable(),
    cop: search.float().filterable().facetable(),
    mxn: search.float().filterable().facetable(),
    cad: search.float().filterable().facetable(),
    eur: search.float().filterable().facetable(),
  }),
  created_at: search.float().sortable(),
})

type Event = Parameters<NonNullable<SearchTypes.SearchIndexDefinition["consume"]>>[0]
type Context = SearchTypes.SearchIngestionContext

const eventIds = (event: Event): string[] => {
  const data = event.data as { id?: string | string[] } | undefined
  return data?.id === undefined ? [] : (Array.isArray(data.id) ? data.id : [data.id]).map(String)
}

/** Which products an event touches: the product itself, a variant's, a category's or collection's products, a stock level's. */
async function productIdsOf(event: Event, { container }: Context): Promise<string[]> {
  const ids = eventIds(event)
  if (!ids.length) return []
  const query = container.query
  const [entity] = event.name.split(".")
  try {
    switch (entity) {
      case "product":
        return ids
      case "product-variant": {
        const { data } = await query.graph({
          entity: "product_variant",
          fields: ["product_id"],
          filters: { id: ids },
          withDeleted: true,
        })
        return (data as { product_id: string }[]).map((v) => v.product_id)
      }
      case "product-category": {
        const { data } = await query.graph({
          entity: "product_category",
          fields: ["products.id"],
          filters: { id: ids },
          withDeleted: true,
        })
        return (data as { products?: { id: string }[] }[]).flatMap((c) => (c.products ?? []).map((p) => p.id))
      }
      case "product-collection": {
        const { data } = await query.graph({
          entity: "product_collection",
          fields: ["products.id"],
          filters: { id: ids },
          withDeleted: true,
        })
        return (data as { products?: { id: string }[] }[]).flatMap((c) => (c.products ?? []).map((p) => p.id))
      }
      case "translation": {
        // An English text changed: its product, or the products of its variant, category or collection.
        const { data } = await query.graph({
          entity: "translation",
          fields: ["reference", "reference_id"],
          filters: { id: ids },
          withDeleted: true,
        })
        const ids_: string[] = []
        for (const t of data as { reference: string; reference_id: string }[]) {
          if (t.reference === "product") ids_.push(t.reference_id)
          else if (t.reference === "product_variant") {
            const { data: variants } = await query.graph({
              entity: "product_variant",
              fields: ["product_id"],
              filters: { id: t.reference_id },
            })
            ids_.push(...(variants as { product_id: string }[]).map((v) => v.product_id))
          } else if (t.reference === "product_category" || t.reference === "product_collection") {
            const { data: owners } = await query.graph({
              entity: t.reference,
              fields: ["products.id"],
              filters: { id: t.reference_id },
            })
            ids_.push(
              ...(owners as { products?: { id: string }[] }[]).flatMap((o) => (o.products ?? []).map((p) => p.id))
            )
          }
        }
        return ids_
      }
      case "inventory-level": {
        const { data } = await query.graph({
          entity: "inventory_level",
          fields: ["inventory_item.variants.product_id"],
          filters: { id: ids },
          withDeleted: true,
        })
        return (data as { inventory_item?: { variants?: { product_id: string }[] } }[]).flatMap((l) =>
          (l.inventory_item?.variants ?? []).map((v) => v.product_id)
        )
      }
    }
  } catch (error) {
    container.logger.warn(`[search] could not tell which products ${event.name} touches: ${(error as Error).message}`)
  }
  return []
}

/** Product, variant (titles, SKUs, prices), category, collection, English text and stock changes. */
export const PRODUCT_SEARCH_EVENTS = [
  "product.created",
  "product.updated",
  "product.deleted",
  "product-variant.created",
  "product-variant.updated",
  "product-variant.deleted",
  "product-category.updated",
  "product-category.deleted",
  "product-collection.updated",
  "product-collection.deleted",
  "translation.created",
  "translation.updated",
  "translation.deleted",
  "inventory-level.created",
  "inventory-level.updated",
  "inventory-level.deleted",
]

const source = {
  fields: PRODUCT_DOCUMENT_FIELDS,
  transform: (rows: Parameters<typeof productDocuments>[0], context: Context) =>
    productDocuments(rows, context.container.query),
}

/**
 * One product index in one language: the Search Module keeps it current from the events above
 * (its own subscriber calls `consume`) and seeds it when it is empty or its definition changed;
 * `npm run search:rebuild -w commerce` rebuilds it.
 */
export function defineProductIndex(language: (typeof SEARCH_LANGUAGES)[number]) {
  return defineSearchIndex({
    name: language.index,
    entity: "product",
    provider: language.provider.identifier,
    fields,
    settings: { typo_tolerance: { enabled: true, min_word_size_for_one_typo: 5, min_word_size_for_two_typos: 9 } },
    events: PRODUCT_SEARCH_EVENTS,
    seed: graphSeed({ ...source, batch_size: 200 }),
    consume: graphConsume({
      ...source,
      resolve_ids: productIdsOf,
      // Only a deleted product leaves the index by its id; a deleted variant or category updates its products.
      is_delete: (event) => event.name === "product.deleted",
    }),
  })
}
