/**
 * Which back-office writes reach the catalog cache (gateway/src/cache). The cache holds regions,
 * products with their prices and stock, categories and collections, and which shipping option a code
 * names in a country; a write through /admin-api
 * to one of the resources below clears it at once (on every gateway, through Redis). Writes to the
 * other resources leave it alone: an order shipped or a customer renamed changes no product page.
 * Stock moved by orders is refreshed by the cache's TTL (30 s), as after a storefront purchase.
 * Every admin definition must be in exactly one list (gateway/src/cache/admin-writes.test.ts).
 */
export const FEEDS_CATALOG: ReadonlySet<string> = new Set([
  "products",
  "product-variants",
  "product-categories",
  "product-collections",
  "product-tags",
  "product-types",
  "price-lists",
  "price-preferences",
  "inventory-items",
  "reservations",
  "regions",
  "currencies",
  "tax-regions",
  "tax-rates",
  "stock-locations",
  "sales-channels",
  "api-keys",
  "stores",
  // Which option a shipping code names in a country is kept (prepareCheckout): options and their
  // service zones (in fulfillment sets) decide it.
  "shipping-options",
  "fulfillment-sets",
  // Read-only through /admin-api (a zone changes within its fulfillment set); listed with what it decides.
  "service-zones",
  // Synonyms change what a search finds, and search pages may be drawn on the server and kept (web/page-cache.ts).
  "search-synonyms",
])

export const OUTSIDE_CATALOG: ReadonlySet<string> = new Set([
  // What shoppers searched for and did not find: a report, read by staff only.
  "search-misses",
  "customers",
  "customer-groups",
  "partners",
  "personal-stores",
  "enrollments",
  "subscriptions",
  "promotions",
  "custom-promotions",
  "campaigns",
  "promotion-rule-attributes",
  "promotion-rule-values",
  "orders",
  "returns",
  "exchanges",
  "claims",
  "order-edits",
  "draft-orders",
  "fulfillments",
  "payments",
  "payment-providers",
  "payment-collections",
  "tax-providers",
  "shipping-profiles",
  "fulfillment-providers",
  "users",
  "invites",
  "notifications",
  "refund-reasons",
  "return-reasons",
  "plugins",
  "uploads",
  "workflow-executions",
])

/** Whether a write to `resource` must clear the catalog cache; unknown names do, to be safe. */
export const clearsCatalog = (resource: string) => !OUTSIDE_CATALOG.has(resource)
