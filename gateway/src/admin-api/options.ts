import type { ResourceDefinition } from "@vitalia/schema/admin/types"
import type { MedusaClient } from "../medusa/client.js"
import type { ShopAddresses } from "./security-keys.js"

/** What the back-office's REST adapter (plugin.ts) and the routes it registers beside it are given. */
export interface AdminApiOptions {
  medusa: MedusaClient
  /** The engine's address and time-out, for the calls that are not JSON (multipart uploads). */
  engine: { url: string; publishableKey: string; edgeSecret: string; timeoutMs: number }
  /** Every admin resource definition (schema/admin). */
  resources: readonly ResourceDefinition[]
  /** The shop's addresses, which administrators' security keys are bound to (security-keys.ts). */
  addresses: ShopAddresses
  /** The back-office session cookie's name, for the API description's security scheme. */
  adminCookie: string
  /** Called after every successful write: caches of what admins change (catalog, custom promotions). */
  afterWrite?: (resource: ResourceDefinition) => Promise<void> | void
}
