import { INPUT_LIMITS } from "@vitalia/schema/limits"
import { shopError } from "../errors.js"
import { plainText } from "./text.js"
import type { EngineAddress } from "../medusa/types.js"

export interface AddressInput {
  firstName?: string | null
  lastName?: string | null
  company?: string | null
  address1?: string | null
  address2?: string | null
  city?: string | null
  countryCode?: string | null
  province?: unknown
  postalCode?: string | null
  phone?: string | null
}

/**
 * The engine's address from an address form (docs/product.md §5): a province given as an
 * option object becomes its value, and address_2 and company default to ''.
 */
export function toEngineAddress(input: AddressInput, path = "address"): EngineAddress {
  const text = (name: keyof AddressInput, value: string | null | undefined, max: number = INPUT_LIMITS.text) =>
    value == null ? undefined : plainText(`${path}.${name}`, value, max)
  const countryCode = text("countryCode", input.countryCode)?.toLowerCase()
  if (countryCode !== undefined && !/^[a-z]{2}$/.test(countryCode))
    throw shopError("INVALID_COUNTRY", undefined, { field: `${path}.countryCode` })
  return {
    first_name: text("firstName", input.firstName),
    last_name: text("lastName", input.lastName),
    company: text("company", input.company) ?? "",
    address_1: text("address1", input.address1),
    address_2: text("address2", input.address2) ?? "",
    city: text("city", input.city),
    country_code: countryCode,
    province: text("province", normaliseProvince(input.province, `${path}.province`)),
    postal_code: text("postalCode", input.postalCode),
    phone: text("phone", input.phone, INPUT_LIMITS.phone),
  }
}

/** A province from a form: a string, or a select's option object (its value, else its code). */
export function normaliseProvince(province: unknown, field = "province"): string | undefined {
  if (province == null) return undefined
  if (typeof province === "string") return province
  if (typeof province === "object" && !Array.isArray(province)) {
    const option = province as { value?: unknown; code?: unknown }
    const value = option.value ?? option.code
    if (typeof value === "string") return value
  }
  throw shopError("INVALID_PROVINCE", undefined, { field })
}

/**
 * The API's address from the engine's: a cart's, an order's, a customer's, or a subscription's, whose
 * optional fields the engine may answer as null (schema/engine/store.ts, StoreSubscriptionAddress).
 */
export function toAddress(address: { [K in keyof EngineAddress]?: EngineAddress[K] | null } | null | undefined) {
  if (!address) return null
  return {
    id: address.id ?? null,
    firstName: address.first_name ?? null,
    lastName: address.last_name ?? null,
    company: address.company ?? null,
    address1: address.address_1 ?? null,
    address2: address.address_2 ?? null,
    city: address.city ?? null,
    countryCode: address.country_code ?? null,
    province: address.province ?? null,
    postalCode: address.postal_code ?? null,
    phone: address.phone ?? null,
  }
}
