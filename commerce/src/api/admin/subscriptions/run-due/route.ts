import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { runDueSubscriptions } from "../../../../workflows/run-subscription/run"

/**
 * POST /admin/subscriptions/run-due — the scheduled job (run-due-subscriptions)
 * on demand: every active, due subscription is run once.
 * Answers { due, placed, failed, skipped, results: [{ subscription_id, period, outcome, … }] }.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await runDueSubscriptions(req.scope))
}
