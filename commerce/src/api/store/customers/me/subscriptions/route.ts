import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createSubscriptionWorkflow } from "../../../../../workflows/subscriptions/create-subscription"
import type { StoreCreateSubscriptionType } from "./validators"
import { asStoreSubscription, listSubscriptionViews, subscriptionView } from "./view"
import type { StoreSubscriptionResponse, StoreSubscriptionsResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/customers/me/subscriptions — the signed-in customer's
 * subscriptions, newest first: { subscriptions: [...] } (see docs/account-extras.md).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreSubscriptionsResponse>) => {
  const { subscriptions } = await listSubscriptionViews(req.scope, { customer_id: req.auth_context.actor_id })
  res.json({ subscriptions: subscriptions.map(asStoreSubscription) })
}

/**
 * POST /store/customers/me/subscriptions — subscribes the signed-in customer:
 * { region_id, interval_months: 1|2|3, items: [{ variant_id, quantity }],
 *   shipping_address, start_on?, shipping_option_id?, payment_provider_id? }.
 * Orders go to the customer's e-mail. Answers { subscription }.
 */
export const POST = async (
  req: AuthenticatedMedusaRequest<StoreCreateSubscriptionType>,
  res: MedusaResponse<StoreSubscriptionResponse>
) => {
  const customerId = req.auth_context.actor_id
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["id", "email"], filters: { id: customerId } })
  const { result } = await createSubscriptionWorkflow(req.scope).run({
    input: { ...req.validatedBody, customer_id: customerId, email: (data[0] as { email: string }).email },
  })
  res.json({
    subscription: asStoreSubscription(await subscriptionView(req.scope, { id: result.id, customer_id: customerId })),
  })
}
