import type { SecurityChange } from "../accounts/security-change"

/**
 * What each e-mail template is rendered from: the notification's `data`, gathered
 * by the subscriber when the event happens (so a retry, a resend or the back-office
 * preview render the same message). Amounts are the engine's major units.
 */
export interface EmailBase {
  locale?: string
  name?: string | null
}

export interface OrderLineData {
  title: string
  variant?: string | null
  quantity: number
  unit_price: number
  total: number
  /** Made free by a promotion. */
  gift?: boolean
  /** A bundle's products, shown under it. */
  components?: { title: string; variant?: string | null; quantity: number }[]
}

export interface AddressData {
  name: string
  lines: string[]
}

export interface OrderData extends EmailBase {
  display_id: number
  placed_at: string
  currency_code: string
  lines: OrderLineData[]
  discounts: { code?: string | null; amount: number }[]
  shipping_methods: { name: string; amount: number }[]
  subtotal: number
  tax_total: number
  total: number
  shipping_address?: AddressData | null
  /** Opens the order: signed for a guest, /account/orders/:id for a customer. */
  order_url: string
  /** Days a guest's signed link stays valid (absent for customers). */
  link_days?: number | null
}

export interface OrderPlacedData extends OrderData {
  bank_transfer?: { bank: string; holder: string; account: string; proof_email: string } | null
}

/** A product and how many, as a list in an e-mail. */
export interface ItemData {
  title: string
  variant?: string | null
  quantity: number
}

/** An e-mail about something that happened to an order (canceled, delivered, returned, refunded). */
export interface OrderNoticeData extends EmailBase {
  display_id: number
  order_url: string
  items?: ItemData[]
}

export interface RefundData extends OrderNoticeData {
  amount: number
  currency_code: string
  /** The payment provider the money goes back through. */
  provider_id?: string | null
}

export interface WelcomeData extends EmailBase {
  account_url: string
}

export interface EnrollmentData extends EmailBase {
  partner_code: string
  /** The personal store's link to share (/enrollment?store=<name>). */
  store_url?: string | null
}

export interface SubscriptionReminderData extends EmailBase {
  /** The day the next order is placed (YYYY-MM-DD). */
  run_on: string
  items: ItemData[]
  subscription_url: string
}

export interface SubscriptionFailedData extends EmailBase {
  period: string
  reason: string
  subscription_url: string
}

export interface ShipmentData extends EmailBase {
  display_id: number
  order_url: string
  items: ItemData[]
  carrier?: string | null
  tracking: { number: string; url?: string | null }[]
}

export interface PasswordResetData extends EmailBase {
  reset_url: string
}

/** A change of how a person signs in, told after it happened (src/subscribers/security-change-mail.ts). */
export interface SecurityNoticeData extends EmailBase {
  /** Which change (src/accounts/security-change.ts names them all). */
  change: SecurityChange
  /** `customer` (the shop) or `user` (the back-office): what to do if it was not them. */
  actor_type: string
  /** When it happened (ISO). */
  changed_at: string
}

export interface OrderTransferData extends EmailBase {
  display_id: number
  transfer_url: string
  code: string
}
