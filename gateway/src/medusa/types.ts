/** The parts of the engine's Store API answers that the gateway reads. */
export interface EngineRegion {
  id: string
  name: string
  currency_code: string
  countries?: { iso_2: string; display_name?: string; name?: string }[]
  metadata?: Record<string, unknown> | null
}

export interface EngineCalculatedPrice {
  calculated_amount: number | null
  original_amount: number | null
  currency_code: string | null
}

export interface EngineVariant {
  id: string
  title: string | null
  sku: string | null
  manage_inventory?: boolean
  allow_backorder?: boolean
  inventory_quantity?: number | null
  options?: { value: string; option?: { title: string } | null; option_id?: string }[]
  calculated_price?: EngineCalculatedPrice | null
}

export interface EngineProduct {
  id: string
  handle: string
  title: string
  subtitle: string | null
  description: string | null
  thumbnail: string | null
  images?: { id: string; url: string }[]
  options?: { id: string; title: string; values?: { value: string }[] }[]
  variants?: EngineVariant[]
  collection?: { id: string; title: string; handle: string } | null
  categories?: { id: string; name: string; handle: string; description?: string | null }[]
  metadata?: Record<string, unknown> | null
}

export interface EngineList {
  count: number
  offset: number
  limit: number
}

export interface EngineAddress {
  id?: string
  first_name?: string | null
  last_name?: string | null
  company?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  country_code?: string | null
  province?: string | null
  postal_code?: string | null
  phone?: string | null
}

export interface EngineAdjustment {
  id: string
  amount: number
  code?: string | null
  promotion_id?: string | null
}

export interface EngineLineItem {
  id: string
  title: string
  subtitle?: string | null
  variant_title?: string | null
  thumbnail?: string | null
  quantity: number
  variant_id?: string | null
  product_id?: string | null
  product_handle?: string | null
  unit_price: number
  subtotal?: number | null
  total?: number | null
  discount_total?: number | null
  metadata?: Record<string, unknown> | null
  adjustments?: EngineAdjustment[] | null
}

export interface EngineShippingMethod {
  id: string
  name: string
  amount: number
  shipping_option_id?: string | null
}

export interface EnginePaymentCollection {
  id: string
  status: string
  amount: number
  currency_code?: string
  payment_sessions?: { id: string; provider_id: string; status: string; data?: Record<string, unknown> | null }[]
}

export interface EngineCart {
  id: string
  region_id: string
  currency_code: string
  email?: string | null
  customer_id?: string | null
  customer?: { id: string; has_account?: boolean } | null
  completed_at?: string | null
  total: number
  subtotal: number
  tax_total: number
  shipping_total: number
  discount_total: number
  item_total: number
  metadata?: Record<string, unknown> | null
  items?: EngineLineItem[] | null
  promotions?: { id: string; code?: string | null; is_automatic?: boolean | null }[] | null
  shipping_address?: EngineAddress | null
  billing_address?: EngineAddress | null
  shipping_methods?: EngineShippingMethod[] | null
  payment_collection?: EnginePaymentCollection | null
}

export interface EngineOrder {
  id: string
  display_id: number
  status: string
  fulfillment_status?: string | null
  payment_status?: string | null
  email?: string | null
  customer_id?: string | null
  created_at: string
  currency_code: string
  total: number
  subtotal: number
  tax_total: number
  shipping_total: number
  discount_total: number
  metadata?: Record<string, unknown> | null
  items?: EngineLineItem[] | null
  shipping_address?: EngineAddress | null
  billing_address?: EngineAddress | null
  shipping_methods?: EngineShippingMethod[] | null
}

export interface EngineCustomerAddress extends EngineAddress {
  id: string
  is_default_shipping: boolean
  is_default_billing: boolean
}

export interface EngineCustomer {
  id: string
  email: string
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  metadata?: Record<string, unknown> | null
  addresses?: EngineCustomerAddress[] | null
}
