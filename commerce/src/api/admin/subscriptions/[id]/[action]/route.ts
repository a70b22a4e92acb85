import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { SubscriptionEvents, type SubscriptionRunRequested } from "../../../../../modules/subscription/events"
import type { SubscriptionAction } from "../../../../../modules/subscription/types"
import { runSubscription } from "../../../../../workflows/run-subscription/run"
import { updateSubscriptionWorkflow } from "../../../../../workflows/subscriptions/update-subscription"
import { subscriptionView } from "../../../../store/customers/me/subscriptions/view"

const ACTIONS: SubscriptionAction[] = ["pause", "resume", "skip", "cancel"]

/**
 * POST /admin/subscriptions/:id/{pause|resume|skip|cancel} — as the customer
 * can; answers { subscription }.
 *
 * POST /admin/subscriptions/:id/run — the scheduled job's run, now, for this
 * subscription: it places the period's order if the subscription is active
 * and due, and does nothing otherwise (or when another run has the period).
 * Answers { run: { outcome: placed|failed|skipped, period, order_id?, error?,
 * reason? }, subscription }.
 *
 * POST /admin/subscriptions/:id/request-run — the same run, handed to the
 * engine's workers (event subscription.run_requested): answers 202
 * { requested: true, subscription } at once; the run's outcome shows in the
 * subscription's runs when the worker is done.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { id, action } = req.params
  await subscriptionView(req.scope, { id }, ["id"])
  if (action === "run") {
    const run = await runSubscription(req.scope, id)
    return void res.json({ run, subscription: await subscriptionView(req.scope, { id }) })
  }
  if (action === "request-run") {
    const eventBus = req.scope.resolve(Modules.EVENT_BUS)
    await eventBus.emit<SubscriptionRunRequested>({ name: SubscriptionEvents.RUN_REQUESTED, data: { id } })
    return void res.status(202).json({ requested: true, subscription: await subscriptionView(req.scope, { id }) })
  }
  if (!ACTIONS.includes(action as SubscriptionAction))
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Unknown action ${action}`)
  await updateSubscriptionWorkflow(req.scope).run({ input: { id, action: action as SubscriptionAction } })
  res.json({ subscription: await subscriptionView(req.scope, { id }) })
}
