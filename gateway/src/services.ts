import type { FastifyBaseLogger } from "fastify"
import { AccountService } from "./account/service.js"
import { OrderService } from "./account/orders.js"
import { Receipts } from "./account/receipt.js"
import { AuthService } from "./auth/service.js"
import { EngineAuth } from "./auth/engine-auth.js"
import { CartService } from "./cart/service.js"
import { CatalogCache } from "./cache/catalog-cache.js"
import { MemoryStore } from "./cache/memory.js"
import { RedisStore } from "./cache/redis.js"
import { CatalogService } from "./catalog/service.js"
import { CheckoutService } from "./checkout/service.js"
import type { GatewayConfig } from "./config.js"
import type { MedusaClient } from "./medusa/client.js"
import { EnrollmentService } from "./enrollment/service.js"
import { LastOrderCheck } from "./promotions/last-order.js"
import { PromotionsService } from "./promotions/service.js"
import { SubscriptionService } from "./subscriptions/service.js"
import { WishlistService } from "./wishlist/service.js"

/** The domain services, built once per app; each is stateless between requests. */
export function createServices(medusa: MedusaClient, config: GatewayConfig, log: FastifyBaseLogger) {
  const cart = new CartService(medusa)
  const orders = new OrderService(medusa, new Receipts(config.sessionSecret, config.orderLinkSecret))
  const promotions = new PromotionsService(medusa, cart, new LastOrderCheck(medusa, log), log)
  const catalogCache = new CatalogCache(catalogStore(config), config.catalogCache.ttlMs)
  const catalog = new CatalogService(medusa, catalogCache)
  return {
    medusa,
    catalogCache,
    catalog,
    cart,
    orders,
    checkout: new CheckoutService(medusa, cart, orders),
    account: new AccountService(medusa),
    auth: new AuthService(medusa, new EngineAuth(config.medusaUrl, config.medusaTimeoutMs, config.production), log),
    promotions,
    enrollment: new EnrollmentService(medusa, cart, promotions),
    wishlist: new WishlistService(medusa, catalog, cart),
    subscriptions: new SubscriptionService(medusa),
  }
}

export type Services = ReturnType<typeof createServices>

/** Redis when several gateways must agree (REDIS_URL), else this process's memory; none when off. */
function catalogStore(config: GatewayConfig) {
  const { enabled, maxEntries, maxBytes } = config.catalogCache
  if (!enabled) return null
  return config.redisUrl ? new RedisStore(config.redisUrl) : new MemoryStore({ maxEntries, maxBytes })
}
