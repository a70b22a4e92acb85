import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { StoreSearchStampResponse } from "@vitalia/schema/engine/store"
import { searchIndexStamp } from "../../../../search-catalog/stamp"

/**
 * GET /store/search/stamp — the search indexes' state (src/search-catalog/provider.ts): it changes
 * whenever a document is written or deleted or a rebuilt index is swapped in. The gateways key their
 * cached searches by it, so a cached answer is never served once the index has changed.
 */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse<StoreSearchStampResponse>) => {
  const db = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const stamp = await searchIndexStamp({
    execute: async (sql) => (await db.raw<{ rows: Record<string, unknown>[] }>(sql)).rows,
  })
  res.json({ stamp })
}
