import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listEntities } from "../helpers"

/** GET /admin/search-misses — what shoppers searched for and did not find (most searched first by default). */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { pagination } = req.queryConfig
  const { data, count, offset, limit } = await listEntities(req.scope, "search_miss", req.filterableFields, {
    ...req.queryConfig,
    pagination: { ...pagination, order: pagination.order ?? { searches: "DESC" } },
  })
  res.json({ search_misses: data, count, offset, limit })
}
