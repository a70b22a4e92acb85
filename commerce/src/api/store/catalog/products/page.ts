import { MedusaError } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/** The filters the catalog page understands (what the storefront's product list sends). */
export interface CatalogPageFilters {
  salesChannelIds: string[]
  q?: string
  ids?: string[]
  handles?: string[]
  collectionIds?: string[]
  categoryIds?: string[]
}

export interface CatalogPageRequest extends CatalogPageFilters {
  order: { column: "created_at" | "updated_at" | "title" | "handle"; direction: "asc" | "desc" }
  limit: number
  offset: number
  /** The request's locale (`?locale=`, e.g. "en-US"): titles sort as they read in it. None: the records' own (Spanish). */
  locale?: string
}

const ORDERABLE = new Set(["created_at", "updated_at", "title", "handle"])

/**
 * Titles sort in Spanish order ("Sérum" between "Sabor…" and "Shampoo"), by this collation and
 * its index, both made by migration-scripts/catalog-title-spanish.ts.
 */
export const TITLE_COLLATION = "vitalia_es"

/**
 * English titles (the Translation Module's, see docs/engine.md) sort in English order by this
 * collation, made by migration-scripts/catalog-title-english.ts.
 */
export const ENGLISH_TITLE_COLLATION = "vitalia_en"

/** The collation for titles in a locale's language; the catalogue's own Spanish for any other. */
export function titleCollation(locale: string | undefined): string {
  return locale?.slice(0, 2).toLowerCase() === "en" ? ENGLISH_TITLE_COLLATION : TITLE_COLLATION
}

/** Whether titles in this locale come from the Translation Module (Spanish ones are the records' own). */
const translated = (locale: string | undefined): locale is string =>
  Boolean(locale) && locale!.slice(0, 2).toLowerCase() !== "es"

/** Medusa's `order` (e.g. { created_at: "DESC" }) as one column we can sort on; 400 for anything else. */
export function pageOrder(order: Record<string, unknown> | undefined): CatalogPageRequest["order"] {
  const entries = Object.entries(order ?? {})
  if (!entries.length) return { column: "created_at", direction: "desc" }
  const [column, direction] = entries[0]
  if (entries.length > 1 || !ORDERABLE.has(column)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `The catalog can be ordered by ${[...ORDERABLE].join(", ")} (one of them), not by ${entries.map(([c]) => c).join(", ")}`
    )
  }
  return {
    column: column as CatalogPageRequest["order"]["column"],
    direction: String(direction).toLowerCase() === "asc" ? "asc" : "desc",
  }
}

/** `%` and `_` are wildcards to ILIKE: a search for "50%" means the characters. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The ids of one page of published products and how many match, straight from the tables with
 * their indexes: the sales channels through the product–sales-channel link table, categories that
 * are active and public, the collection, handles and ids, and Medusa's `q` (title, subtitle and
 * description of the product, title and SKU of its variants, case-insensitive). The engine's
 * own /store/products first reads every product id of the sales channel (10 000 ids for 10 000
 * products) and filters on that list, so its cost grows with the catalog; this does not. Ties in
 * the order are broken by id, so pages never overlap (the engine leaves their order open).
 */
export async function catalogPage(db: Knex, request: CatalogPageRequest): Promise<{ ids: string[]; count: number }> {
  const matching = () => {
    const query = db("product as p")
      .whereNull("p.deleted_at")
      .where("p.status", "published")
      .whereExists((link) => {
        link
          .select(db.raw("1"))
          .from("product_sales_channel as psc")
          .whereRaw("psc.product_id = p.id")
          .whereNull("psc.deleted_at")
          .whereIn("psc.sales_channel_id", request.salesChannelIds)
      })
    if (request.ids?.length) query.whereIn("p.id", request.ids)
    if (request.handles?.length) query.whereIn("p.handle", request.handles)
    if (request.collectionIds?.length) query.whereIn("p.collection_id", request.collectionIds)
    if (request.categoryIds?.length) {
      query.whereExists((inCategory) => {
        inCategory
          .select(db.raw("1"))
          .from("product_category_product as pcp")
          .join("product_category as c", "c.id", "pcp.product_category_id")
          .whereRaw("pcp.product_id = p.id")
          .whereIn("c.id", request.categoryIds!)
          .whereNull("c.deleted_at")
          .where("c.is_active", true)
          .where("c.is_internal", false)
      })
    }
    // Medusa's `q`: every word must appear in one of the searchable fields (product title, subtitle,
    // description; variant title, SKU), case-insensitive.
    for (const word of (request.q ?? "").split(/\s+/).filter(Boolean)) {
      const pattern = likePattern(word)
      query.where((search) => {
        search
          .whereILike("p.title", pattern)
          .orWhereILike("p.subtitle", pattern)
          .orWhereILike("p.description", pattern)
          .orWhereExists((variant) => {
            variant
              .select(db.raw("1"))
              .from("product_variant as v")
              .whereRaw("v.product_id = p.id")
              .whereNull("v.deleted_at")
              .where((v) => {
                v.whereILike("v.title", pattern).orWhereILike("v.sku", pattern)
              })
          })
      })
    }
    return query
  }
  // No channel, no products (a publishable key always has at least one; an empty list must not mean "all").
  if (!request.salesChannelIds.length) return { ids: [], count: 0 }
  const { column, direction } = request.order
  const byTranslatedTitle = column === "title" && translated(request.locale)
  // A title in another language is its translation, else (not translated yet) the record's own, as
  // the engine shows it; in that language's order. Collation names come from a fixed list.
  const sortKey = byTranslatedTitle
    ? `COALESCE(t.translations->>'title', p.title) COLLATE "${titleCollation(request.locale)}"`
    : column === "title"
      ? `p.title COLLATE "${TITLE_COLLATION}"`
      : `p.${column}`
  const page = matching()
  if (byTranslatedTitle)
    page.leftJoin("translation as t", (on) =>
      on
        .on("t.reference_id", "=", "p.id")
        .andOnVal("t.reference", "=", "product")
        .andOnVal("t.locale_code", "=", request.locale!)
        .andOnNull("t.deleted_at")
    )
  const [rows, total] = await Promise.all([
    page
      .select("p.id")
      // Both come from a fixed list (ORDERABLE, asc or desc), never from the request's text.
      .orderByRaw(`${sortKey} ${direction}, p.id ${direction}`)
      .limit(request.limit)
      .offset(request.offset),
    matching().count<{ count: string }[]>({ count: "*" }),
  ])
  return { ids: rows.map((row: { id: string }) => row.id), count: Number(total[0]?.count ?? 0) }
}
