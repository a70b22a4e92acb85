import type { Caller } from "../account/caller.js"
import { toEngineAddress, type AddressInput } from "../common/address.js"
import { ShopError } from "../errors.js"
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
export const MAX_QUANTITY = 99
const DAY = /^\d{4}-\d{2}-\d{2}$/
const PATH = "/store/customers/me/subscriptions"

const notFound = () => new ShopError("NOT_FOUND", "Subscription not found")
const badInput = (field: string, message: string) => new ShopError("BAD_USER_INPUT", message, { field })

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
      if (error instanceof EngineError && error.status === 404 && /suscripci|subscription/i.test(error.message)) throw notFound()
      throw error
    }
  }
}

function segment(id: string) {
  return encodeURIComponent(checkId("id", id))
}

function checkId(field: string, value: string): string {
  const id = value.trim()
  if (!id || id.length > 100) throw badInput(field, `${field} must be an id`)
  return id
}

function checkInterval(value: number): number {
  if (!INTERVALS.includes(value)) throw badInput("intervalMonths", "intervalMonths must be 1, 2 or 3 (months between orders)")
  return value
}

function checkItems(items: SubscriptionItemInput[]) {
  if (!items.length || items.length > MAX_ITEMS) throw badInput("items", `Give 1 to ${MAX_ITEMS} items`)
  const seen = new Set<string>()
  return items.map((item) => {
    const variantId = checkId("variantId", item.variantId)
    if (seen.has(variantId)) throw badInput("items", "Each variant may appear once; set its quantity instead")
    seen.add(variantId)
    const quantity = item.quantity ?? 1
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
      throw badInput("quantity", `quantity must be a whole number from 1 to ${MAX_QUANTITY}`)
    }
    return { variant_id: variantId, quantity }
  })
}

/** The engine's address; a subscription ships, so it needs a name, street, city and country. */
function checkAddress(input: AddressInput) {
  const address = toEngineAddress(input)
  for (const [field, value] of [["firstName", address.first_name], ["address1", address.address_1], ["city", address.city], ["countryCode", address.country_code]] as const) {
    if (!value) throw badInput(field, `shippingAddress.${field} is required`)
  }
  return address
}

function checkDay(value: string): string {
  const day = value.trim()
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw badInput("startOn", "startOn must be a date (YYYY-MM-DD)")
  return day
}
