import type { FastifyBaseLogger } from "fastify"
import { AccountService } from "./account/service.js"
import { OrderService } from "./account/orders.js"
import { Receipts } from "./account/receipt.js"
import { AuthService } from "./auth/service.js"
import { EngineAuth } from "./auth/engine-auth.js"
import { CartService } from "./cart/service.js"
import { CartStore } from "./cart/store.js"
import { CatalogCache } from "./cache/catalog-cache.js"
import { MemoryStore } from "./cache/memory.js"
import { RedisStore } from "./cache/redis.js"
import { CatalogService } from "./catalog/service.js"
import { CheckoutService } from "./checkout/service.js"
import { IdempotencyKeys } from "./common/idempotency.js"
import type { GatewayConfig } from "./config.js"
import type { MedusaClient } from "./medusa/client.js"
import { EnrollmentService } from "./enrollment/service.js"
import { OwnPartner } from "./enrollment/own-partner.js"
import { PartnerPageService } from "./partner/service.js"
import { StoreVisitService } from "./partner/visits.js"
import { LastOrderCheck } from "./promotions/last-order.js"
import { PromotionsService } from "./promotions/service.js"
import { SubscriptionService } from "./subscriptions/service.js"
import { WishlistService } from "./wishlist/service.js"
import { ShopOrigins } from "./common/origins.js"

/**
 * The composition root: the domain services, built once per app with everything each
 * needs given to its constructor, in dependency order — the graph is this function.
 * Each is stateless between requests.
 */
export function createServices(medusa: MedusaClient, config: GatewayConfig, log: FastifyBaseLogger) {
  const catalogCache = new CatalogCache(catalogStore(config), config.catalogCache.ttlMs)
  const catalog = new CatalogService(medusa, catalogCache, config.defaultCountry)
  // The cart's reads and writes first: the promotions and the cart's changes both use them.
  const carts = new CartStore(medusa)
  const partners = new OwnPartner(medusa)
  const promotionsCache = new CatalogCache(sharedStore(config, "promotions"), PROMOTIONS_TTL_MS)
  const promotions = new PromotionsService(
    medusa,
    promotionsCache,
    carts,
    new LastOrderCheck(medusa, log),
    (caller) => partners.isActive(caller),
    log
  )
  const cart = new CartService(medusa, carts, promotions, async () => (await catalog.defaultRegion())?.id ?? null)
  const orders = new OrderService(medusa, new Receipts(config.sessionSecret, config.orderLinkSecret))
  return {
    medusa,
    catalogCache,
    promotionsCache,
    catalog,
    cart,
    orders,
    checkout: new CheckoutService(medusa, carts, cart, orders, catalogCache, promotions, config.stripePublishableKey),
    account: new AccountService(medusa),
    auth: new AuthService(
      medusa,
      new EngineAuth(config.medusaUrl, config.medusaTimeoutMs, config.production, config.engineEdgeSecret),
      log,
      config.reauthMs
    ),
    promotions,
    enrollment: new EnrollmentService(medusa, carts, promotions, partners),
    partnerPage: new PartnerPageService(medusa, partners),
    storeVisits: new StoreVisitService(medusa, partners),
    wishlist: new WishlistService(medusa, catalog, cart),
    subscriptions: new SubscriptionService(medusa),
    idempotency: new IdempotencyKeys(idempotencyStore(config), config.idempotencyTtlMs),
    origins: new ShopOrigins(config.publicUrl, config.allowedOrigins),
  }
}

export type Services = ReturnType<typeof createServices>

/** The custom promotions' list is read on every cart change; an admin change clears it at once on every gateway. */
const PROMOTIONS_TTL_MS = 60_000

/** Idempotency-Key answers: in Redis when several gateways share the keys (REDIS_URL), else in this process. */
function idempotencyStore(config: GatewayConfig) {
  return config.redisUrl
    ? new RedisStore(config.redisUrl, `${config.redisPrefix}:idempotency`)
    : new MemoryStore({ maxEntries: 10_000, maxBytes: 32 * 1024 * 1024 })
}

/** The catalog's store, none when CATALOG_CACHE=off. */
function catalogStore(config: GatewayConfig) {
  return config.catalogCache.enabled ? sharedStore(config, "catalog") : null
}

/** Redis when several gateways must agree (REDIS_URL), else this process's memory. */
function sharedStore(config: GatewayConfig, name: string) {
  const { maxEntries, maxBytes } = config.catalogCache
  return config.redisUrl
    ? new RedisStore(config.redisUrl, `${config.redisPrefix}:${name}`)
    : new MemoryStore({ maxEntries, maxBytes })
}
