import { CatalogService } from "./catalog/service.js"
import type { MedusaClient } from "./medusa/client.js"

/** The domain services, built once per app; each is stateless between requests. */
export function createServices(medusa: MedusaClient) {
  return {
    catalog: new CatalogService(medusa),
  }
}

export type Services = ReturnType<typeof createServices>
