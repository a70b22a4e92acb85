import type { StoreSubscriptionResponse, StoreSubscriptionsResponse } from "@vitalia/schema/engine/store"
import type { Caller } from "../account/caller.js"
import { toEngineAddress, type AddressInput } from "../common/address.js"
import { shopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import { toSubscription } from "./shape.js"

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

const DAY = /^\d{4}-\d{2}-\d{2}$/
const PATH = "/store/customers/me/subscriptions"

const notFound = () => shopError("SUBSCRIPTION_NOT_FOUND", undefined, { field: "id" })

/**
 * The signed-in customer's subscriptions (autoship) — commerce's subscription
 * module does the scheduling and placing, and owns the rules (intervals, item
 * counts, quantities, variants, region): its refusals carry codes the error
 * catalogue translates (ENGINE_REFUSALS). This shapes the input for the engine
 * (ids, the address, the date) and keeps every call scoped to the caller.
 */
export class SubscriptionService {
  constructor(private readonly medusa: MedusaClient) {}

  async list(caller: Caller) {
    const { token } = await caller.requireCustomer()
    const { subscriptions } = await this.medusa.get<StoreSubscriptionsResponse>(PATH, { token })
    return subscriptions.map(toSubscription)
  }

  async get(caller: Caller, id: string) {
    const { token } = await caller.requireCustomer()
    return this.call(() => this.medusa.get<StoreSubscriptionResponse>(`${PATH}/${segment(id)}`, { token }))
  }

  async create(caller: Caller, input: CreateSubscriptionInput) {
    const { token } = await caller.requireCustomer()
    const body: Record<string, unknown> = {
      region_id: checkId("regionId", input.regionId),
      interval_months: input.intervalMonths,
      items: toEngineItems(input.items),
      shipping_address: checkAddress(input.shippingAddress),
    }
    if (input.startOn != null) body.start_on = checkDay(input.startOn)
    if (input.shippingOptionId != null) body.shipping_option_id = checkId("shippingOptionId", input.shippingOptionId)
    if (input.paymentProviderId != null)
      body.payment_provider_id = checkId("paymentProviderId", input.paymentProviderId)
    return this.call(() => this.medusa.post<StoreSubscriptionResponse>(PATH, { token, body }))
  }

  async update(caller: Caller, id: string, input: UpdateSubscriptionInput) {
    const { token } = await caller.requireCustomer()
    const body: Record<string, unknown> = {}
    if (input.intervalMonths != null) body.interval_months = input.intervalMonths
    if (input.items != null) body.items = toEngineItems(input.items)
    if (input.shippingAddress != null) body.shipping_address = checkAddress(input.shippingAddress)
    if (input.shippingOptionId != null) body.shipping_option_id = checkId("shippingOptionId", input.shippingOptionId)
    if (input.paymentProviderId != null)
      body.payment_provider_id = checkId("paymentProviderId", input.paymentProviderId)
    if (!Object.keys(body).length) return this.get(caller, id)
    return this.call(() => this.medusa.post<StoreSubscriptionResponse>(`${PATH}/${segment(id)}`, { token, body }))
  }

  /** pause, resume, skip (the next run) or cancel; repeating one that already holds changes nothing. */
  async act(caller: Caller, id: string, action: SubscriptionAction) {
    const { token } = await caller.requireCustomer()
    return this.call(() => this.medusa.post<StoreSubscriptionResponse>(`${PATH}/${segment(id)}/${action}`, { token }))
  }

  /** An engine call answering one subscription; its 404 (not the caller's, or none) says nothing more than "not found". */
  private async call(request: () => Promise<StoreSubscriptionResponse>) {
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

/** The engine's item shape; 1 unit when left out. Counts, quantities and repeats are the engine's to refuse. */
function toEngineItems(items: SubscriptionItemInput[]) {
  return items.map((item) => ({ variant_id: checkId("variantId", item.variantId), quantity: item.quantity ?? 1 }))
}

/** The engine's address; a subscription ships, so it needs a name, street, city and country. */
function checkAddress(input: AddressInput) {
  const address = toEngineAddress(input, "shippingAddress")
  for (const [field, value] of [
    ["firstName", address.first_name],
    ["address1", address.address_1],
    ["city", address.city],
    ["countryCode", address.country_code],
  ] as const) {
    if (!value) throw shopError("REQUIRED", { field: `shippingAddress.${field}` })
  }
  return address
}

function checkDay(value: string): string {
  const day = value.trim()
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw shopError("INVALID_DATE", { field: "startOn" })
  return day
}
