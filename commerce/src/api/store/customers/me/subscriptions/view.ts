import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { StoreSubscription } from "@vitalia/schema/engine/store"
import { orderWithIdLast } from "../../../../list-order"

/** What store and admin routes answer for a subscription; admins may ask for more with ?fields=. */
export const SUBSCRIPTION_FIELDS = [
  "id",
  "customer_id",
  "region_id",
  "email",
  "status",
  "interval_months",
  "next_run_at",
  "shipping_address",
  "shipping_option_id",
  "payment_provider_id",
  "failure_count",
  "last_error",
  "last_failed_at",
  "paused_at",
  "cancelled_at",
  "created_at",
  "updated_at",
  "items.id",
  "items.variant_id",
  "items.quantity",
  "items.variant.title",
  "items.variant.sku",
  "items.variant.product_id",
  "items.variant.product.title",
  "items.variant.product.handle",
  "items.variant.product.thumbnail",
  "runs.id",
  "runs.period",
  "runs.status",
  "runs.attempts",
  "runs.order_id",
  "runs.error",
  "runs.created_at",
  "runs.finished_at",
  "runs.order.display_id",
]

/** A row as Query reads it with SUBSCRIPTION_FIELDS (admins may ask for other fields: those pass as read). */
type Row = Record<string, unknown>

interface ItemRow {
  id?: unknown
  variant_id?: unknown
  quantity?: unknown
  variant?: {
    title?: unknown
    sku?: unknown
    product_id?: unknown
    product?: { title?: unknown; handle?: unknown; thumbnail?: unknown } | null
  } | null
}

interface RunRow extends Row {
  period?: unknown
  order_id?: unknown
  order?: { display_id?: unknown } | null
}

/**
 * A subscription as routes answer it: the run day as `next_run_on`
 * (YYYY-MM-DD, null once cancelled), items in a stable order, runs newest first.
 */
export function toSubscriptionView(row: Row) {
  const view: Row = { ...row }
  if ("next_run_at" in row) {
    const nextRunAt = row.next_run_at as string | Date | null | undefined
    view.next_run_on = row.status === "cancelled" || !nextRunAt ? null : new Date(nextRunAt).toISOString().slice(0, 10)
  }
  if (Array.isArray(row.items)) {
    view.items = (row.items as (ItemRow | null)[])
      .filter((item): item is ItemRow => Boolean(item))
      .sort((a, b) => String(a.variant_id).localeCompare(String(b.variant_id)))
      .map((item) => ({
        id: item.id,
        variant_id: item.variant_id,
        quantity: item.quantity,
        variant: item.variant
          ? {
              title: item.variant.title ?? null,
              sku: item.variant.sku ?? null,
              product_id: item.variant.product_id ?? null,
              product: item.variant.product
                ? {
                    title: item.variant.product.title,
                    handle: item.variant.product.handle,
                    thumbnail: item.variant.product.thumbnail ?? null,
                  }
                : null,
            }
          : null,
      }))
  }
  if (Array.isArray(row.runs)) {
    view.runs = (row.runs as (RunRow | null)[])
      .filter((run): run is RunRow => Boolean(run))
      .sort((a, b) => String(b.period).localeCompare(String(a.period)))
      .map((run) => ({ ...run, order: run.order ? { id: run.order_id, display_id: run.order.display_id } : null }))
  }
  return view
}

export type SubscriptionView = ReturnType<typeof toSubscriptionView>

/** Subscriptions matching `filters`, newest first, with `fields`. */
export async function listSubscriptionViews(
  scope: MedusaContainer,
  filters: Record<string, unknown>,
  options: { fields?: string[]; skip?: number; take?: number; order?: Record<string, "ASC" | "DESC"> } = {}
) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "subscription",
    fields: options.fields ?? SUBSCRIPTION_FIELDS,
    filters,
    pagination: {
      skip: options.skip ?? 0,
      take: options.take,
      order: orderWithIdLast(options.order, { created_at: "DESC" }),
    },
  })
  return { subscriptions: (data as Row[]).map(toSubscriptionView), count: metadata?.count ?? data.length }
}

/** One subscription matching `filters` (id, and the customer for store routes), or a 404 that reveals nothing else. */
export async function subscriptionView(
  scope: MedusaContainer,
  filters: { id: string; customer_id?: string },
  fields?: string[]
) {
  const { subscriptions } = await listSubscriptionViews(scope, filters, { fields, take: 1 })
  if (!subscriptions[0]) {
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `Subscription ${filters.id} was not found.`,
      "SUBSCRIPTION_NOT_FOUND"
    )
  }
  return subscriptions[0]
}

/**
 * A view read with SUBSCRIPTION_FIELDS as the store routes answer it (schema/engine/store.ts). Query's
 * rows are typed only from the types `medusa develop` generates, which this repository does not keep,
 * so the compiler cannot check the view against the answer's type: this is where the two meet.
 */
export function asStoreSubscription(view: SubscriptionView): StoreSubscription {
  return view as unknown as StoreSubscription
}
