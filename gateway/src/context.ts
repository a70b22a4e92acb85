import type { CatalogService } from "./catalog/service.js"

/** What every resolver receives: the domain services for this request. */
export interface GatewayContext {
  catalog: CatalogService
}
