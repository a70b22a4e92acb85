/** Small helpers the subscription page, the account landing and the product page share. */

import { SUBSCRIPTION_INTERVAL_MONTHS } from "@vitalia/schema/subscriptions/intervals"
import type { SubscriptionInterval } from "../../gql/graphql"

/** The schema's SubscriptionInterval in months (schema/subscriptions); the compiler checks it names every value of the enum. */
const INTERVAL_MONTHS = SUBSCRIPTION_INTERVAL_MONTHS satisfies Record<SubscriptionInterval, number>

/** The intervals a subscription offers, in months (the schema's SubscriptionInterval). */
export const INTERVALS = Object.values(INTERVAL_MONTHS)

/** A run day (YYYY-MM-DD) as a local-noon timestamp, so no time zone shows it as the day before. */
export const runDay = (day: string) => `${day}T12:00:00`

/** The pill colour of a subscription's status. */
export const statusPill = (status: string) =>
  status === "ACTIVE" ? "pill-good" : status === "PAUSED" ? "pill-info" : "pill-muted"
