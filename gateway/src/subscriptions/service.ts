import type { Caller } from "../account/caller.js"
import { toEngineAddress, type AddressInput } from "../common/address.js"
import { INPUT_LIMITS } from "../../../schema/limits.js"
import { shopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import { toSubscription, type EngineSubscription } from "./shape.js"

export interface SubscriptionItemInput {
  variantId: string
  /** 1 when left out. */
  quantity?: number | null
}

export interface CreateSubscriptionInput {
  regionId: string
  intervalMonths: number
  items: SubscriptionItemInput[]
  shippingAddress: AddressInput
  startOn?: string | null
  shippingOptionId?: string | null
  paymentProviderId?: string | null
}

export interface UpdateSubscriptionInput {
  intervalMonths?: number | null
  items?: SubscriptionItemInput[] | null
  shippingAddress?: AddressInput | null
  shippingOptionId?: string | null
  paymentProviderId?: string | null
}

export type SubscriptionAction = "pause" | "resume" | "skip" | "cancel"

export const INTERVALS = [1, 2, 3]
export const MAX_ITEMS = 20
export const MAX_QUANTITY = INPUT_LIMITS.subscriptionQuantity
const DAY = /^\d{4}-\d{2}-\d{2}$/
const PATH = "/store/customers/me/subscriptions"

const notFound = () => shopError("SUBSCRIPTION_NOT_FOUND", undefined, { field: "id" })

/**
 * The signed-in customer's subscriptions (autoship) — commerce's subscription
 * module does the scheduling and placing; this checks input with clear messages
 * and keeps every call scoped to the caller.
 */
export class SubscriptionService {
  constructor(private readonly medusa: MedusaClient) {}

  async list(caller: Caller) {
    const { token } = await caller.requireCustomer()
    const { subscriptions } = await this.medusa.get<{ subscriptions: EngineSubscription[] }>(PATH, { token })
    return subscriptions.map(toSubscription)
  }

  async get(caller: Caller, id: string) {
    const { token } = await caller.requireCustomer()
    return this.call(() => this.medusa.get<{ subscription: EngineSubscription }>(`${PATH}/${segment(id)}`, { token }))
  }

  async create(caller: Caller, input: CreateSubscriptionInput) {
    const { token } = await caller.requireCustomer()
    const body: Record<string, unknown> = {
      region_id: checkId("regionId", input.regionId),
      interval_months: checkInterval(input.intervalMonths),
      items: checkItems(input.items),
      shipping_address: checkAddress(input.shippingAddress),
    }
    if (input.startOn != null) body.start_on = checkDay(input.startOn)
    if (input.shippingOptionId != null) body.shipping_option_id = checkId("shippingOptionId", input.shippingOptionId)
    if (input.paymentProviderId != null) body.payment_provider_id = checkId("paymentProviderId", input.paymentProviderId)
    return this.call(() => this.medusa.post<{ subscription: EngineSubscription }>(PATH, { token, body }))
  }

  async update(caller: Caller, id: string, input: UpdateSubscriptionInput) {
    const { token } = await caller.requireCustomer()
    const body: Record<string, unknown> = {}
    if (input.intervalMonths != null) body.interval_months = checkInterval(input.intervalMonths)
    if (input.items != null) body.items = checkItems(input.items)
    if (input.shippingAddress != null) body.shipping_address = checkAddress(input.shippingAddress)
    if (input.shippingOptionId != null) body.shipping_option_id = checkId("shippingOptionId", input.shippingOptionId)
    if (input.paymentProviderId != null) body.payment_provider_id = checkId("paymentProviderId", input.paymentProviderId)
    if (!Object.keys(body).length) return this.get(caller, id)
    return this.call(() => this.medusa.post<{ subscription: EngineSubscription }>(`${PATH}/${segment(id)}`, { token, body }))
  }

  /** pause, resume, skip (the next run) or cancel; repeating one that already holds changes nothing. */
  async act(caller: Caller, id: string, action: SubscriptionAction) {
    const { token } = await caller.requireCustomer()
    return this.call(() => this.medusa.post<{ subscription: EngineSubscription }>(`${PATH}/${segment(id)}/${action}`, { token }))
  }

  /** An engine call answering one subscription; its 404 (not the caller's, or none) says nothing more than "not found". */
  private async call(request: () => Promise<{ subscription: EngineSubscription }>) {
    try {
      return toSubscription((await request()).subscription)
    } catch (error) {
      if (error instanceof EngineError && error.engineCode === "SUBSCRIPTION_NOT_FOUND") throw notFound()
      throw error
    }
  }
}

function segment(id: string) {
  return encodeURIComponent(checkId("id", id))
}

function checkId(field: string, value: string): string {
  const id = value.trim()
  if (!id || id.length > 100) throw shopError("INVALID_ID", { field })
  return id
}

function checkInterval(value: number): number {
  if (!INTERVALS.includes(value)) throw shopError("SUBSCRIPTION_INTERVAL", undefined, { field: "intervalMonths" })
  return value
}

function checkItems(items: SubscriptionItemInput[]) {
  if (!items.length || items.length > MAX_ITEMS) throw shopError("SUBSCRIPTION_ITEMS", { max: MAX_ITEMS }, { field: "items", limit: { min: 1, max: MAX_ITEMS } })
  const seen = new Set<string>()
  return items.map((item) => {
    const variantId = checkId("variantId", item.variantId)
    if (seen.has(variantId)) throw shopError("DUPLICATE_VARIANT", undefined, { field: "items" })
    seen.add(variantId)
    const quantity = item.quantity ?? 1
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
      throw shopError("QUANTITY_RANGE", { min: 1, max: MAX_QUANTITY }, { field: "items.quantity", limit: { min: 1, max: MAX_QUANTITY } })
    }
    return { variant_id: variantId, quantity }
  })
}

/** The engine's address; a subscription ships, so it needs a name, street, city and country. */
function checkAddress(input: AddressInput) {
  const address = toEngineAddress(input, "shippingAddress")
  for (const [field, value] of [["firstName", address.first_name], ["address1", address.address_1], ["city", address.city], ["countryCode", address.country_code]] as const) {
    if (!value) throw shopError("REQUIRED", { field: `shippingAddress.${field}` })
  }
  return address
}

function checkDay(value: string): string {
  const day = value.trim()
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw shopError("INVALID_DATE", { field: "startOn" })
  return day
}
