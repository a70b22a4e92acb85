import { toAddress } from "../common/address.js"
import { SUBSCRIPTION_INTERVAL_MONTHS } from "@vitalia/schema/subscriptions/intervals"
import type { SubscriptionInterval } from "../generated/graphql.js"
import type { StoreSubscription } from "@vitalia/schema/engine/store"

/** The schema's SubscriptionInterval in months (schema/subscriptions); the compiler checks it names every value of the enum. */
const INTERVAL_MONTHS = SUBSCRIPTION_INTERVAL_MONTHS satisfies Record<SubscriptionInterval, number>

/** The schema's name of an interval the engine holds (the engine refuses any other). */
export function intervalOf(months: number): SubscriptionInterval {
  const named = (Object.keys(INTERVAL_MONTHS) as SubscriptionInterval[]).find(
    (name) => INTERVAL_MONTHS[name] === months
  )
  if (!named)
    throw new Error(`The engine holds a subscription every ${months} months, an interval the schema does not name`)
  return named
}

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)

/** The API's subscription. */
export function toSubscription(subscription: StoreSubscription) {
  return {
    id: subscription.id,
    status: subscription.status.toUpperCase() as "ACTIVE" | "PAUSED" | "CANCELLED",
    intervalMonths: subscription.interval_months,
    interval: intervalOf(subscription.interval_months),
    nextRunOn: subscription.next_run_on,
    regionId: subscription.region_id,
    email: subscription.email,
    items: subscription.items.map((item) => ({
      id: item.id,
      variantId: item.variant_id,
      quantity: item.quantity,
      title: item.variant?.product?.title ?? null,
      variantTitle: item.variant?.title ?? null,
      sku: item.variant?.sku ?? null,
      thumbnail: item.variant?.product?.thumbnail ?? null,
      productId: item.variant?.product_id ?? null,
      productHandle: item.variant?.product?.handle ?? null,
    })),
    shippingAddress: toAddress(subscription.shipping_address)!,
    shippingOptionId: subscription.shipping_option_id,
    paymentProviderId: subscription.payment_provider_id,
    lastError: subscription.last_error,
    failureCount: subscription.failure_count,
    lastFailedAt: iso(subscription.last_failed_at),
    pausedAt: iso(subscription.paused_at),
    cancelledAt: iso(subscription.cancelled_at),
    createdAt: iso(subscription.created_at)!,
    runs: subscription.runs.map((run) => ({
      id: run.id,
      runOn: run.period,
      status: run.status.toUpperCase() as "PROCESSING" | "SUCCEEDED" | "FAILED",
      attempts: run.attempts,
      orderId: run.order_id,
      orderDisplayId: run.order?.display_id ?? null,
      error: run.error,
      createdAt: iso(run.created_at)!,
      finishedAt: iso(run.finished_at),
    })),
  }
}
