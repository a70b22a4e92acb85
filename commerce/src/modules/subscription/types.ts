/** Inputs of the subscription module's workflows and routes. */

export type SubscriptionStatus = "active" | "paused" | "cancelled"

/** What the customer can do to a subscription besides changing its fields. */
export type SubscriptionAction = "pause" | "resume" | "skip" | "cancel"

export interface SubscriptionAddress {
  first_name?: string | null
  last_name?: string | null
  company?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  country_code: string
  province?: string | null
  postal_code?: string | null
  phone?: string | null
}

export interface SubscriptionItemInput {
  variant_id: string
  quantity: number
}

export interface CreateSubscriptionInput {
  customer_id: string
  email: string
  region_id: string
  interval_months: number
  items: SubscriptionItemInput[]
  shipping_address: SubscriptionAddress
  /** The first run day (YYYY-MM-DD); today when absent. */
  start_on?: string
  shipping_option_id?: string | null
  payment_provider_id?: string
  metadata?: Record<string, unknown> | null
}

/** Changes a customer (or an administrator) may make; absent fields stay. */
export interface SubscriptionChanges {
  interval_months?: number
  items?: SubscriptionItemInput[]
  shipping_address?: SubscriptionAddress
  shipping_option_id?: string | null
  payment_provider_id?: string
}
