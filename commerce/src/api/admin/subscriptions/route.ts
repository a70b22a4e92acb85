import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listSubscriptionViews } from "../../store/customers/me/subscriptions/view"

/**
 * GET /admin/subscriptions — subscriptions, newest first, paginated (limit,
 * offset, count), filtered by id, status, customer_id, region_id; ?fields= as
 * on Medusa's own admin lists.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { skip, take, order } = req.queryConfig.pagination
  const { subscriptions, count } = await listSubscriptionViews(req.scope, req.filterableFields, {
    fields: req.queryConfig.fields,
    skip,
    take,
    order: order as Record<string, "ASC" | "DESC"> | undefined,
  })
  res.json({ subscriptions, count, offset: skip, limit: take })
}
