import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { subscriptionView } from "../../../store/customers/me/subscriptions/view"

/** GET /admin/subscriptions/:id — a subscription with its items and run history (orders, errors). */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ subscription: await subscriptionView(req.scope, { id: req.params.id }, req.queryConfig.fields) })
}
