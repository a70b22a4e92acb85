/**
 * Events of the subscription module. `subscription.run_requested` hands one
 * subscription's run to the engine's workers (subscribers run in the worker
 * when MEDUSA_WORKER_MODE splits server and worker): the server answers at
 * once and the order is placed in the background.
 */
export const SubscriptionEvents = {
  RUN_REQUESTED: "subscription.run_requested",
} as const

export interface SubscriptionRunRequested {
  id: string
}
