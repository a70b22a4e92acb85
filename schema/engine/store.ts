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

/**
 * GET /store/carts/:id/earlier-orders: whether the cart's customer, or its e-mail, already placed an
 * order, for first-purchase promotions (commerce/src/api/store/carts/[id]/earlier-orders/route.ts).
 */
export interface StoreCartEarlierOrdersResponse {
  has_order: boolean
}

/**
 * A point in time in an answer: the engine may hand `res.json` the Date itself, which JSON carries
 * as its ISO 8601 string, so the gateway reads either with `new Date(…)`.
 */
export type Instant = Date | string

/** A partner's public fields: never e-mail or phone. */
export interface StorePublicPartner {
  id: string
  code: string
  name: string
  /** The partner's active personal store, null when they have none. */
  personal_store: { name: string; title: string } | null
}

/** GET /store/partners/:id: one active partner (commerce/src/api/store/partners/[id]/route.ts). */
export interface StorePartnerResponse {
  partner: StorePublicPartner
}

/** GET /store/partners/search/:query: active partners by name or code (…/partners/search/[query]/route.ts). */
export interface StorePartnerSearchResponse {
  partners: StorePublicPartner[]
}

/** The signed-in customer's own partner membership, with its sponsor and store (…/partners/me/own.ts). */
export interface StorePartnerMembership {
  id: string
  code: string
  name: string
  status: string
  joined_at: Instant | null
  sponsor: { id: string; code: string; name: string } | null
  /** The active store, else the first; `active` says which. */
  personal_store: { name: string; title: string; active: boolean } | null
}

/** GET /store/partners/me: the caller's membership, null when not a partner (…/partners/me/route.ts). */
export interface StorePartnerMembershipResponse {
  partner: StorePartnerMembership | null
}

/** One currency's amount, in the currency's major unit (as Medusa keeps totals). */
export interface StoreCurrencyTotal {
  currency_code: string
  amount: number
}

/** One month of what a partner's store brought. */
export interface StorePartnerMonth {
  /** `YYYY-MM`, months counted in UTC. */
  month: string
  /** Visits through the store's link (one per browser session and store). */
  visits: number
  orders: number
  totals: StoreCurrencyTotal[]
}

/** What a partner's store brought (commerce/src/partners/figures.ts). */
export interface StorePartnerFigures {
  /** The last twelve months, oldest first, the current month last; months without orders too. */
  months: StorePartnerMonth[]
  this_month: StorePartnerMonth
  /** The sum of `months`. */
  last_twelve_months: { visits: number; orders: number; totals: StoreCurrencyTotal[] }
  /** Partners this partner sponsors. */
  recruits: number
}

/** GET /store/partners/me/figures (…/partners/me/figures/route.ts). */
export interface StorePartnerFiguresResponse {
  figures: StorePartnerFigures
}

/** An order placed through a partner's store link. */
export interface StoreReferredOrder {
  id: string
  display_id: number
  created_at: Instant
  status: string
  currency_code: string
  total: number | null
  /** The shipping address's first name and the initial of the last name ("Lucía G."), never more. */
  buyer: string | null
}

/** A partner the signed-in partner sponsors. */
export interface StoreRecruit {
  id: string
  code: string
  name: string
  joined_at: Instant
}

/** GET /store/partners/me/referred-orders: one page, newest first (…/partners/me/referred-orders/route.ts). */
export interface StoreReferredOrdersResponse {
  orders: StoreReferredOrder[]
  count: number
  limit: number
  offset: number
}

/** GET /store/partners/me/recruits: one page, newest first (…/partners/me/recruits/route.ts). */
export interface StoreRecruitsResponse {
  recruits: StoreRecruit[]
  count: number
  limit: number
  offset: number
}

/**
 * GET /store/partners/me/page: a partner's own page in one call (…/partners/me/page/route.ts); each
 * part only when asked for, and none when the caller is not a partner.
 */
export interface StorePartnerPageResponse {
  partner: StorePartnerMembership | null
  figures?: StorePartnerFigures
  referred_orders?: Pick<StoreReferredOrdersResponse, "orders" | "count">
  recruits?: Pick<StoreRecruitsResponse, "recruits" | "count">
}

/** GET /store/personal-stores/:name: a store and its partner, public fields only (…/personal-stores/[name]/route.ts). */
export interface StorePersonalStoreResponse {
  personal_store: {
    id: string
    name: string
    title: string
    /** False when the store or its partner is switched off. */
    active: boolean
    partner: { id: string; code: string; name: string }
  }
}

/** POST /store/personal-stores/:name/visits: the store's visits this month, this one counted (…/visits/route.ts). */
export interface StoreStoreVisitResponse {
  visit: { month: string; visits: number }
}

/** The signed-in customer's wishlist (commerce/src/api/store/customers/me/wishlist/view.ts). */
export interface StoreWishlist {
  /** Null until the customer saves their first variant. */
  id: string | null
  /** Oldest first; `product_id` is null once the variant is deleted. */
  items: { id: string; variant_id: string; product_id: string | null; created_at: string }[]
}

/**
 * GET /store/customers/me/wishlist, and POST …/wishlist/items and DELETE …/wishlist/items/:variant_id,
 * which answer the wishlist as it is after the change (commerce/src/api/store/customers/me/wishlist/**).
 */
export interface StoreWishlistResponse {
  wishlist: StoreWishlist
}

/** An address a subscription ships to (…/subscriptions/validators.ts, SubscriptionAddressSchema). */
export interface StoreSubscriptionAddress {
  first_name: string
  last_name?: string | null
  company?: string | null
  address_1: string
  address_2?: string | null
  city: string
  country_code: string
  province?: string | null
  postal_code?: string | null
  phone?: string | null
}

/** A subscription as the customer sees it (commerce/src/api/store/customers/me/subscriptions/view.ts). */
export interface StoreSubscription {
  id: string
  region_id: string
  email: string
  status: "active" | "paused" | "cancelled"
  interval_months: number
  /** The next run day (YYYY-MM-DD), null once cancelled. */
  next_run_on: string | null
  shipping_address: StoreSubscriptionAddress
  shipping_option_id: string | null
  payment_provider_id: string
  failure_count: number
  last_error: string | null
  last_failed_at: string | null
  paused_at: string | null
  cancelled_at: string | null
  created_at: string
  /** In a stable order (by variant). */
  items: {
    id: string
    variant_id: string
    quantity: number
    variant: {
      title: string | null
      sku: string | null
      product_id: string | null
      product: { title: string; handle: string; thumbnail: string | null } | null
    } | null
  }[]
  /** Newest first. */
  runs: {
    id: string
    period: string
    status: "processing" | "succeeded" | "failed"
    attempts: number
    order_id: string | null
    error: string | null
    created_at: string
    finished_at: string | null
    order: { id: string; display_id: number } | null
  }[]
}

/** GET /store/customers/me/subscriptions: the customer's subscriptions, newest first (…/subscriptions/route.ts). */
export interface StoreSubscriptionsResponse {
  subscriptions: StoreSubscription[]
}

/**
 * One subscription: GET and POST /store/customers/me/subscriptions/:id, POST …/subscriptions and
 * POST …/subscriptions/:id/{pause|resume|skip|cancel} (commerce/src/api/store/customers/me/subscriptions/**).
 */
export interface StoreSubscriptionResponse {
  subscription: StoreSubscription
}

/** A rule of a custom promotion's application method (a variant rule, as Query reads it). */
export interface StorePromotionRule {
  attribute: string
  operator: string
  values?: { value: string }[] | null
}

/** One of the shop's active custom promotions (metadata.custom = true) with the rules the gateway checks. */
export interface StoreCustomPromotion {
  id: string
  code: string
  type: "standard" | "buyget"
  status?: string
  metadata: Record<string, unknown> | null
  application_method?: {
    max_quantity?: number | null
    buy_rules_min_quantity?: number | null
    apply_to_quantity?: number | null
    value?: number | null
    type?: string
    target_rules?: StorePromotionRule[] | null
    buy_rules?: StorePromotionRule[] | null
  } | null
}

/** GET /store/custom-promotions (commerce/src/api/store/custom-promotions/route.ts). */
export interface StoreCustomPromotionsResponse {
  promotions: StoreCustomPromotion[]
  /** The codes of ordinary coupons that are for a first purchase only (metadata.first_purchase). */
  first_purchase_codes: string[]
}

/**
 * GET /store/customers/me/last-order?start_date&end_date: how many of the customer's orders were
 * placed between the two days, and when the newest was (…/customers/me/last-order/route.ts).
 */
export interface StoreLastOrderResponse {
  count: number
  last_order_at: Instant | null
}

/**
 * POST /store/customers/me/password, and POST /admin/staff/me/password for administrators: the
 * account's sign-in e-mail once its password changed, so the gateway signs the person straight in
 * (both commerce/src/accounts/own-password.ts).
 */
export interface OwnPasswordResponse {
  email: string
}
