import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateSubscriptionWorkflow } from "../../../../../../workflows/subscriptions/update-subscription"
import type { StoreUpdateSubscriptionType } from "../validators"
import { asStoreSubscription, subscriptionView } from "../view"
import type { StoreSubscriptionResponse } from "@vitalia/schema/engine/store"

/** GET /store/customers/me/subscriptions/:id — one of the customer's subscriptions with its run history; 404 for any other. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreSubscriptionResponse>) => {
  res.json({
    subscription: asStoreSubscription(
      await subscriptionView(req.scope, { id: req.params.id, customer_id: req.auth_context.actor_id })
    ),
  })
}

/**
 * POST /store/customers/me/subscriptions/:id — changes interval_months, items
 * (the whole list), shipping_address, shipping_option_id or
 * payment_provider_id. Answers { subscription }.
 */
export const POST = async (
  req: AuthenticatedMedusaRequest<StoreUpdateSubscriptionType>,
  res: MedusaResponse<StoreSubscriptionResponse>
) => {
  const customerId = req.auth_context.actor_id
  await updateSubscriptionWorkflow(req.scope).run({
    input: { id: req.params.id, customer_id: customerId, changes: req.validatedBody },
  })
  res.json({
    subscription: asStoreSubscription(
      await subscriptionView(req.scope, { id: req.params.id, customer_id: customerId })
    ),
  })
}
