import { toAddress, toEngineAddress, type AddressInput } from "../common/address.js"
import { plainText } from "../common/text.js"
import { shopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import type { EngineCustomer } from "../medusa/types.js"
import { CUSTOMER_FIELDS, type Caller } from "./caller.js"

export interface ProfileInput {
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
  metadata?: unknown
}

export interface SavedAddressInput {
  address: AddressInput
  isDefaultShipping?: boolean | null
  isDefaultBilling?: boolean | null
}

/** The signed-in customer's profile and address book. */
export class AccountService {
  constructor(private readonly medusa: MedusaClient) {}

  async me(caller: Caller) {
    const customer = await caller.customer()
    return customer ? toCustomer(customer) : null
  }

  async updateProfile(caller: Caller, input: ProfileInput) {
    const { customer, token } = await caller.requireCustomer()
    const body: Record<string, unknown> = {}
    if (input.firstName != null) body.first_name = plainText("firstName", input.firstName)
    if (input.lastName != null) body.last_name = plainText("lastName", input.lastName)
    if (input.phone != null) body.phone = plainText("phone", input.phone, 40)
    if (input.metadata != null) {
      if (typeof input.metadata !== "object" || Array.isArray(input.metadata)) {
        throw shopError("METADATA_NOT_OBJECT", undefined, { field: "metadata" })
      }
      // The external identity link is the sign-in's to set, not the profile form's.
      const { auth0Id: _ignored, ...rest } = input.metadata as Record<string, unknown>
      body.metadata = { ...(customer.metadata ?? {}), ...rest }
    }
    return this.write(caller, "/store/customers/me", token, body)
  }

  async addAddress(caller: Caller, input: SavedAddressInput) {
    const { token } = await caller.requireCustomer()
    return this.write(caller, "/store/customers/me/addresses", token, addressBody(input))
  }

  async updateAddress(caller: Caller, id: string, input: SavedAddressInput) {
    const { customer, token } = await caller.requireCustomer()
    ownAddress(customer, id)
    return this.write(caller, `/store/customers/me/addresses/${encodeURIComponent(id)}`, token, addressBody(input))
  }

  async deleteAddress(caller: Caller, id: string) {
    const { customer, token } = await caller.requireCustomer()
    ownAddress(customer, id)
    await this.medusa.delete(`/store/customers/me/addresses/${encodeURIComponent(id)}`, { token })
    caller.refresh()
    return toCustomer((await caller.customer())!)
  }

  private async write(caller: Caller, path: string, token: string, body: Record<string, unknown>) {
    await this.medusa.post<{ customer: EngineCustomer }>(path, { token, body, query: { fields: CUSTOMER_FIELDS } })
    caller.refresh()
    const customer = await caller.customer()
    if (!customer) throw shopError("SIGN_IN_REQUIRED")
    return toCustomer(customer)
  }
}

export type CustomerShape = ReturnType<typeof toCustomer>

export function toCustomer(customer: EngineCustomer) {
  const auth0Id = customer.metadata?.auth0Id
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.first_name ?? null,
    lastName: customer.last_name ?? null,
    phone: customer.phone ?? null,
    metadata: customer.metadata ?? null,
    auth0Id: typeof auth0Id === "string" ? auth0Id : null,
    addresses: (customer.addresses ?? [])
      .slice()
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((a) => ({
        id: a.id,
        address: toAddress(a)!,
        isDefaultShipping: Boolean(a.is_default_shipping),
        isDefaultBilling: Boolean(a.is_default_billing),
      })),
  }
}

function addressBody(input: SavedAddressInput) {
  return {
    ...toEngineAddress(input.address, "address"),
    is_default_shipping: Boolean(input.isDefaultShipping),
    is_default_billing: Boolean(input.isDefaultBilling),
  }
}

function ownAddress(customer: EngineCustomer, id: string) {
  if (!(customer.addresses ?? []).some((a) => a.id === id))
    throw shopError("ADDRESS_NOT_FOUND", undefined, { field: "id" })
}
