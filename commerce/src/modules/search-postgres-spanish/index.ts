import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { ShopPostgresSearchService } from "../../search-catalog/provider"

/**
 * The Spanish index's provider (product_es): Medusa's PostgreSQL search provider with the shop's
 * facet counting and change counter (src/search-catalog/provider.ts), under the provider's own
 * identifier, so the index definition — and so the index — stays the one Medusa's provider made.
 */
class SpanishPostgresSearchService extends ShopPostgresSearchService {
  static identifier = "search-postgres"
}

export default ModuleProvider(Modules.SEARCH, { services: [SpanishPostgresSearchService] })
