import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  listShippingOptionsForCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SubscriptionAddress } from "../../modules/subscription/types"
import { chooseShippingOptionStep } from "./steps/choose-shipping-option"
import { claimSubscriptionPeriodStep, type ClaimOutcome } from "./steps/claim-subscription-period"
import { noteRunCartStep } from "./steps/note-run-cart"
import { recordSubscriptionOrderStep } from "./steps/record-subscription-order"

export const runSubscriptionWorkflowId = "run-subscription"

export interface RunSubscriptionResult {
  outcome: ClaimOutcome
  run_id: string | null
  /** The period's order, when this run placed (or adopted) it. */
  order_id: string | null
}

/**
 * Places one period of a subscription as an order, through the engine's own
 * cart and order workflows (prices, taxes, stock, promotions, payment):
 *
 *   claim-subscription-period → create-cart (customer, region, items, e-mail,
 *   shipping address) → note-run-cart → list shipping options →
 *   choose-shipping-option (the chosen one, else the cheapest) → add shipping
 *   method → payment collection → payment session (the subscription's
 *   provider) → complete-cart → record-subscription-order
 *
 * A period is placed once: a run that does not win the claim does nothing.
 * When any step fails the steps before it are undone (the cart is deleted)
 * and the claim is released as failed; ./run.ts records the error.
 */
export const runSubscriptionWorkflow = createWorkflow(
  runSubscriptionWorkflowId,
  (input: { subscription_id: string; period: string }) => {
    const claim = claimSubscriptionPeriodStep(input)

    const placed = when(
      "place-order",
      { claim },
      ({ claim }) => claim.outcome === "claimed" && !claim.previous_order_id
    ).then(() => {
      const cart = createCartWorkflow.runAsStep({
        input: transform({ claim, input }, ({ claim, input }) => {
          const subscription = claim.subscription!
          return {
            region_id: subscription.region_id,
            customer_id: subscription.customer_id,
            email: subscription.email,
            items: subscription.items,
            shipping_address: cartAddress(subscription.shipping_address),
            billing_address: cartAddress(subscription.shipping_address),
            metadata: {
              subscription_id: subscription.id,
              subscription_run_id: claim.run_id,
              subscription_period: input.period,
            },
          }
        }),
      })
      noteRunCartStep(transform({ claim, cart }, ({ claim, cart }) => ({ run_id: claim.run_id!, cart_id: cart.id })))
      const options = listShippingOptionsForCartWorkflow.runAsStep({
        input: transform({ cart }, ({ cart }) => ({ cart_id: cart.id })),
      })
      const option = chooseShippingOptionStep(
        transform({ options, claim }, ({ options, claim }) => ({
          options,
          preferred: claim.subscription!.shipping_option_id,
        }))
      )
      addShippingMethodToCartWorkflow.runAsStep({
        input: transform({ cart, option }, ({ cart, option }) => ({ cart_id: cart.id, options: [{ id: option.id }] })),
      })
      const collection = createPaymentCollectionForCartWorkflow.runAsStep({
        input: transform({ cart }, ({ cart }) => ({ cart_id: cart.id })),
      })
      createPaymentSessionsWorkflow.runAsStep({
        input: transform({ collection, claim }, ({ collection, claim }) => ({
          payment_collection_id: collection.id,
          provider_id: claim.subscription!.payment_provider_id,
        })),
      })
      return completeCartWorkflow.runAsStep({ input: transform({ cart }, ({ cart }) => ({ id: cart.id })) })
    })

    const orderId = transform({ claim, placed }, ({ claim, placed }) => placed?.id ?? claim.previous_order_id ?? null)

    when(
      "record-order",
      { claim, orderId },
      ({ claim, orderId }) => claim.outcome === "claimed" && Boolean(orderId)
    ).then(() => {
      recordSubscriptionOrderStep(
        transform({ claim, orderId, input }, ({ claim, orderId, input }) => ({
          run_id: claim.run_id!,
          subscription_id: input.subscription_id,
          order_id: orderId!,
          period: input.period,
          interval_months: claim.subscription!.interval_months,
        }))
      )
    })

    return new WorkflowResponse(
      transform({ claim, orderId }, ({ claim, orderId }): RunSubscriptionResult => ({
        outcome: claim.outcome,
        run_id: claim.run_id,
        order_id: orderId,
      }))
    )
  }
)

/** The subscription's address as a cart takes it: the fields it left empty are left out. */
function cartAddress(address: SubscriptionAddress) {
  const given = (value: string | null | undefined) => value ?? undefined
  return {
    first_name: given(address.first_name),
    last_name: given(address.last_name),
    company: given(address.company),
    address_1: given(address.address_1),
    address_2: given(address.address_2),
    city: given(address.city),
    country_code: address.country_code,
    province: given(address.province),
    postal_code: given(address.postal_code),
    phone: given(address.phone),
  }
}
