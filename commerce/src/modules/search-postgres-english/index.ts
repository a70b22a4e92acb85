import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { ShopPostgresSearchService } from "../../search-catalog/provider"

/**
 * Medusa's PostgreSQL search provider once more (with the shop's changes of
 * src/search-catalog/provider.ts), under its own identifier. The Search Module keys providers by
 * identifier and refuses a second registration of the same class, while each instance has one text
 * search configuration; the catalog's English index (product_en) needs the English one beside the
 * Spanish one. Nothing else differs: same class, same tables, same SQL.
 */
class EnglishPostgresSearchService extends ShopPostgresSearchService {
  static identifier = "search-postgres-english"
}

export default ModuleProvider(Modules.SEARCH, { services: [EnglishPostgresSearchService] })
