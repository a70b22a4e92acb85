import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { SubscriptionAction } from "../../../../../../../modules/subscription/types"
import { updateSubscriptionWorkflow } from "../../../../../../../workflows/subscriptions/update-subscription"
import { asStoreSubscription, subscriptionView } from "../../view"
import type { StoreSubscriptionResponse } from "@vitalia/schema/engine/store"

const CUSTOMER_ACTIONS: SubscriptionAction[] = ["pause", "resume", "skip", "cancel"]

/**
 * POST /store/customers/me/subscriptions/:id/{pause|resume|skip|cancel} — the
 * customer's actions; repeating one that already holds changes nothing.
 * skip moves the next run day one interval on. Answers { subscription }.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreSubscriptionResponse>) => {
  const action = req.params.action as SubscriptionAction
  if (!CUSTOMER_ACTIONS.includes(action))
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Unknown action ${req.params.action}`)
  const customerId = req.auth_context.actor_id
  await updateSubscriptionWorkflow(req.scope).run({ input: { id: req.params.id, customer_id: customerId, action } })
  res.json({
    subscription: asStoreSubscription(
      await subscriptionView(req.scope, { id: req.params.id, customer_id: customerId })
    ),
  })
}
