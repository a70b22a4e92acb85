import type { HttpTypes } from "@medusajs/types"

/**
 * The engine's Store API answers as the gateway reads them: the fields it asks for, taken from
 * the engine's own HTTP types (`@medusajs/types`, the version the engine runs), so a field the
 * engine renames or retypes breaks the gateway's build instead of its answers. Only what the
 * engine's types do not describe is written here: a nested object's fields the gateway selects
 * (`*customer`'s has_account). The answers of the engine's own routes (commerce/src/api) are not
 * written here but in schema/engine, which those routes declare too.
 */

export type EngineRegion = Pick<HttpTypes.StoreRegion, "id" | "name" | "currency_code" | "metadata"> & {
  /** iso_2 is always sent when asked for (the engine's type leaves it optional). */
  countries?: (Required<Pick<HttpTypes.StoreRegionCountry, "iso_2">> &
    Pick<HttpTypes.StoreRegionCountry, "display_name" | "name">)[]
}

export type EngineCalculatedPrice = Pick<
  HttpTypes.StoreCalculatedPrice,
  "calculated_amount" | "original_amount" | "currency_code"
>

export type EngineVariant = Pick<
  HttpTypes.StoreProductVariant,
  "id" | "title" | "sku" | "manage_inventory" | "allow_backorder" | "inventory_quantity"
> & {
  options?:
    | (Pick<HttpTypes.StoreProductOptionValue, "value" | "option_id"> & {
        option?: Pick<HttpTypes.StoreProductOption, "title"> | null
      })[]
    | null
  calculated_price?: EngineCalculatedPrice | null
}

export type EngineProduct = Pick<
  HttpTypes.StoreProduct,
  "id" | "handle" | "title" | "subtitle" | "description" | "thumbnail" | "metadata"
> & {
  images?: Pick<HttpTypes.StoreProductImage, "id" | "url">[] | null
  options?:
    | (Pick<HttpTypes.StoreProductOption, "id" | "title"> & {
        values?: Pick<HttpTypes.StoreProductOptionValue, "value">[]
      })[]
    | null
  variants?: EngineVariant[] | null
  collection?: Pick<HttpTypes.StoreCollection, "id" | "title" | "handle"> | null
  categories?: Pick<HttpTypes.StoreProductCategory, "id" | "name" | "handle" | "description">[] | null
}

export interface EngineList {
  count: number
  offset: number
  limit: number
}

/** An address on a cart, an order or a customer: the fields all three share. */
export type EngineAddress = Partial<
  Pick<
    HttpTypes.StoreCartAddress,
    | "id"
    | "first_name"
    | "last_name"
    | "company"
    | "address_1"
    | "address_2"
    | "city"
    | "country_code"
    | "province"
    | "postal_code"
    | "phone"
  >
>

export type EngineAdjustment = Pick<
  NonNullable<HttpTypes.StoreCartLineItem["adjustments"]>[number],
  "id" | "amount" | "code" | "promotion_id"
>

type LineField =
  | "id"
  | "title"
  | "variant_title"
  | "thumbnail"
  | "quantity"
  | "variant_id"
  | "product_id"
  | "product_handle"
  | "unit_price"
  | "subtotal"
  | "total"
  | "discount_total"
  | "metadata"
  | "requires_shipping"

/** A cart's line or an order's: one mapper (cart/shape.ts) reads both. */
export type EngineLineItem =
  | (Pick<HttpTypes.StoreCartLineItem, LineField> & { adjustments?: EngineAdjustment[] | null })
  | (Pick<HttpTypes.StoreOrderLineItem, LineField> & { adjustments?: EngineAdjustment[] | null })

export type EngineShippingMethod =
  | Pick<HttpTypes.StoreCartShippingMethod, "id" | "name" | "amount" | "shipping_option_id">
  | Pick<HttpTypes.StoreOrderShippingMethod, "id" | "name" | "amount" | "shipping_option_id">

export type EnginePaymentCollection = Pick<
  HttpTypes.StorePaymentCollection,
  "id" | "status" | "amount" | "currency_code"
> & {
  payment_sessions?: Pick<HttpTypes.StorePaymentSession, "id" | "provider_id" | "status" | "data">[] | null
}

export type EngineCart = Pick<
  HttpTypes.StoreCart,
  | "id"
  | "currency_code"
  | "email"
  | "customer_id"
  | "completed_at"
  | "total"
  | "subtotal"
  | "tax_total"
  | "shipping_total"
  | "discount_total"
  | "item_total"
  | "metadata"
> & {
  /** Always sent: a cart is made in a region (the engine's type leaves it optional). */
  region_id: string
  /** `*customer`: the engine leaves has_account out unless the whole customer is asked for. */
  customer?: (Pick<HttpTypes.StoreCustomer, "id"> & { has_account?: boolean }) | null
  items?: EngineLineItem[] | null
  promotions?: (Pick<HttpTypes.StoreCartPromotion, "id" | "code"> & { is_automatic?: boolean | null })[] | null
  shipping_address?: EngineAddress | null
  billing_address?: EngineAddress | null
  shipping_methods?: EngineShippingMethod[] | null
  payment_collection?: EnginePaymentCollection | null
}

export type EngineOrder = Pick<
  HttpTypes.StoreOrder,
  | "id"
  | "status"
  | "fulfillment_status"
  | "payment_status"
  | "email"
  | "customer_id"
  | "created_at"
  | "currency_code"
  | "total"
  | "subtotal"
  | "tax_total"
  | "shipping_total"
  | "discount_total"
  | "metadata"
> & {
  /** Always sent for placed orders (the engine's type leaves it optional for drafts). */
  display_id: number
  items?: EngineLineItem[] | null
  shipping_address?: EngineAddress | null
  billing_address?: EngineAddress | null
  shipping_methods?: EngineShippingMethod[] | null
}

export type EngineCustomerAddress = EngineAddress &
  Pick<HttpTypes.StoreCustomerAddress, "id" | "is_default_shipping" | "is_default_billing">

export type EngineCustomer = Pick<
  HttpTypes.StoreCustomer,
  "id" | "email" | "first_name" | "last_name" | "phone" | "metadata"
> & {
  addresses?: EngineCustomerAddress[] | null
}
