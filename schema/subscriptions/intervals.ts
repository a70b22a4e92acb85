/**
 * The schema's `enum SubscriptionInterval` (schema/storefront/subscriptions.graphql) in
 * months — the table the gateway (the API's `interval` field) and the storefront (the
 * interval pickers) read. Each checks it against its generated enum type with
 * `satisfies`, so a value added to the schema does not compile until it is here; the
 * test beside this file checks the table against the schema's text. The engine (commerce's
 * validate-subscription-input) refuses any other interval.
 */
export const SUBSCRIPTION_INTERVAL_MONTHS = { ONE_MONTH: 1, TWO_MONTHS: 2, THREE_MONTHS: 3 } as const

export type SubscriptionIntervalName = keyof typeof SUBSCRIPTION_INTERVAL_MONTHS
