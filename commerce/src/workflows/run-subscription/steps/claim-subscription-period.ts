import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import { dayOf } from "../../../modules/subscription/schedule"
import type SubscriptionModuleService from "../../../modules/subscription/service"
import type { SubscriptionAddress } from "../../../modules/subscription/types"

export const claimSubscriptionPeriodStepId = "claim-subscription-period"

/** A run still "processing" after this long lost its process: the next try takes the period over. */
export const STALE_RUN_SECONDS = 30 * 60

export type ClaimOutcome = "claimed" | "not_active" | "not_due" | "already_claimed"

export interface SubscriptionSnapshot {
  id: string
  customer_id: string
  region_id: string
  email: string
  interval_months: number
  shipping_address: SubscriptionAddress
  shipping_option_id: string | null
  payment_provider_id: string
  items: { variant_id: string; quantity: number }[]
}

export interface PeriodClaim {
  outcome: ClaimOutcome
  run_id: string | null
  /** An earlier attempt's cart that did become an order: this attempt adopts it instead of ordering again. */
  previous_order_id: string | null
  subscription: SubscriptionSnapshot | null
}

/**
 * Claims the period `period` of the subscription for this run: the one place
 * where concurrent runs (two job runs, two workers, an administrator's
 * on-demand run) meet. The subscription must be active and due on exactly that
 * run day; the run row's unique (subscription_id, period) lets one claim win
 * (modules/subscription/service.ts claimRun). The others answer
 * "already_claimed" and the workflow places nothing.
 *
 * Compensation marks the run failed, so the next job run retries the period.
 */
export const claimSubscriptionPeriodStep = createStep(
  claimSubscriptionPeriodStepId,
  async (input: { subscription_id: string; period: string }, { container }) => {
    const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
    const subscription = await service.retrieveSubscription(input.subscription_id, { relations: ["items"] })
    const skip = (outcome: ClaimOutcome) =>
      new StepResponse<PeriodClaim, string | null>(
        { outcome, run_id: null, previous_order_id: null, subscription: null },
        null
      )
    if (subscription.status !== "active") return skip("not_active")
    const due = new Date(subscription.next_run_at)
    if (dayOf(due) !== input.period || due > new Date()) return skip("not_due")

    const run = await service.claimRun(subscription.id, input.period, STALE_RUN_SECONDS)
    if (!run) return skip("already_claimed")

    const snapshot: SubscriptionSnapshot = {
      id: subscription.id,
      customer_id: subscription.customer_id,
      region_id: subscription.region_id,
      email: subscription.email,
      interval_months: subscription.interval_months,
      shipping_address: subscription.shipping_address as unknown as SubscriptionAddress,
      shipping_option_id: subscription.shipping_option_id ?? null,
      payment_provider_id: subscription.payment_provider_id,
      items: (subscription.items ?? []).map((item) => ({ variant_id: item.variant_id, quantity: item.quantity })),
    }
    const previousOrderId = run.cart_id ? await orderOfCart(container, run.cart_id) : null
    return new StepResponse<PeriodClaim, string | null>(
      { outcome: "claimed", run_id: run.id, previous_order_id: previousOrderId, subscription: snapshot },
      run.id
    )
  },
  async (runId, { container }) => {
    if (!runId) return
    await container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE).updateSubscriptionRuns({
      id: runId,
      status: "failed",
      error: "La ejecución no terminó. / The run did not finish.",
      finished_at: new Date(),
    })
  }
)

/** The order a cart became, if it did (Medusa's order_cart link). */
async function orderOfCart(container: MedusaContainer, cartId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
  const [link] = data as ({ order_id?: string } | undefined)[]
  return link?.order_id ?? null
}
