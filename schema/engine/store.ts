/**
 * The answers of the engine's own store routes (commerce/src/api/store), in one place: each route
 * declares its answer with `MedusaResponse<…>` from here, and the gateway reads the same types
 * (types only) where it calls the route, so neither side repeats the other's shape.
 */

/** A piece of a title or subtitle, marked when it answers a word of the query. */
export interface SearchSegment {
  text: string
  match: boolean
}

/** GET /store/search (commerce/src/api/store/search/route.ts). */
export interface StoreSearchResponse {
  query: string
  count: number
  offset: number
  limit: number
  typo_tolerant: boolean
  did_you_mean: string | null
  hits: {
    id: string
    handle: string
    title: string
    thumbnail: string | null
    highlights: { title: SearchSegment[]; subtitle: SearchSegment[] }
  }[]
  /** Null for suggestions (`mode=suggest`). */
  facets: {
    categories: { value: string; count: number }[]
    collections: { value: string; count: number }[]
    in_stock: number
    prices: { from: number | null; to: number | null; count: number; currency_code: string }[]
  } | null
}

/** GET /store/search/stamp: the search indexes' state, which changes with every write to them. */
export interface StoreSearchStampResponse {
  stamp: string
}

/** GET /store/carts/:id/order: the order a completed cart became, null while it is open. */
export interface StoreCartOrderResponse {
  order_id: string | null
}
