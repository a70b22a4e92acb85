import { MedusaError } from "@medusajs/framework/utils"
import { addMonths, dayOf, dueAt, rollForward } from "./schedule"
import type { SubscriptionAction, SubscriptionChanges, SubscriptionStatus } from "./types"

export interface SubscriptionState {
  id: string
  status: SubscriptionStatus
  interval_months: number
  next_run_at: Date | string
}

/** The subscription's fields to write, given an action or changes; throws when the subscription does not allow it. */
export type SubscriptionUpdate = Record<string, unknown> & { id: string }

const cancelled = () =>
  new MedusaError(
    MedusaError.Types.NOT_ALLOWED,
    "The subscription is cancelled; create a new one.",
    "SUBSCRIPTION_CANCELLED"
  )

/**
 * The rules of SPEC's subscription page: pause and resume, skip the next run
 * (one interval later), cancel (final), change interval, items, address.
 * Repeating an action that already holds changes nothing. A resumed
 * subscription keeps its cadence: a run day that passed while paused moves on
 * by whole intervals to today or later.
 */
export function planChange(
  subscription: SubscriptionState,
  request: { action?: SubscriptionAction; changes?: Omit<SubscriptionChanges, "items"> },
  now: Date
): SubscriptionUpdate {
  const { status } = subscription
  const update: SubscriptionUpdate = { id: subscription.id }
  const nextDay = dayOf(subscription.next_run_at)
  switch (request.action) {
    case "cancel":
      if (status !== "cancelled") Object.assign(update, { status: "cancelled", cancelled_at: now })
      return update
    case "pause":
      if (status === "cancelled") throw cancelled()
      if (status === "active") Object.assign(update, { status: "paused", paused_at: now })
      return update
    case "resume":
      if (status === "cancelled") throw cancelled()
      if (status === "paused") {
        const next = rollForward(nextDay, subscription.interval_months, now)
        Object.assign(update, { status: "active", paused_at: null, next_run_at: dueAt(next) })
      }
      return update
    case "skip":
      if (status === "cancelled") throw cancelled()
      // One interval on; a run day already missed (a failing run being retried) lands today or later.
      update.next_run_at = dueAt(
        rollForward(addMonths(nextDay, subscription.interval_months), subscription.interval_months, now)
      )
      return update
    case undefined:
      if (status === "cancelled") throw cancelled()
      return { ...update, ...request.changes }
  }
}
