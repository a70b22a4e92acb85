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
