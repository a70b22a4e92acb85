import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, QueryContext } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { dayOf, isDay, isInterval } from "../../../modules/subscription/schedule"
import type { SubscriptionAddress, SubscriptionItemInput } from "../../../modules/subscription/types"
import { ENGINE_LIMITS } from "@vitalia/schema/limits"

/** A variant's fields read to check it can be subscribed to (query.graph's answer). */
interface SubscribedVariant {
  id: string
  product?: {
    title: string
    status: string
    metadata?: Record<string, unknown> | null
    sales_channels?: ({ id: string } | null)[] | null
  } | null
  calculated_price?: { calculated_amount?: number | null } | null
}

export const validateSubscriptionInputStepId = "validate-subscription-input"

export const MAX_ITEMS = ENGINE_LIMITS.subscriptionItems
export const MAX_QUANTITY = ENGINE_LIMITS.subscriptionQuantity
const MAX_START_DAYS = 365

export interface ValidateSubscriptionInput {
  region_id: string
  interval_months?: number
  items?: SubscriptionItemInput[]
  shipping_address?: SubscriptionAddress
  payment_provider_id?: string
  shipping_option_id?: string | null
  start_on?: string
}

/**
 * A refusal with its code: the gateway sends shoppers the catalogue's message for the code
 * (gateway/src/messages), in their language; the English text is for logs and the back-office.
 */
const invalid = (code: string, message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message, code)

/**
 * Checks a new subscription, or the fields a change gives, against the shop:
 * what a run will need must be there today — variants sold in the store and
 * priced in the region (bundles excluded: their component lines come from the
 * bundle route), an address in the region, a payment provider the region
 * offers. A run can still fail later (stock, a product withdrawn); that is
 * recorded on the run.
 */
export const validateSubscriptionInputStep = createStep(
  validateSubscriptionInputStepId,
  async (input: ValidateSubscriptionInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    if (input.interval_months !== undefined && !isInterval(input.interval_months)) {
      throw invalid("SUBSCRIPTION_INTERVAL", "interval_months must be 1, 2 or 3.")
    }
    if (input.start_on !== undefined) checkStart(input.start_on)

    const { data: regions } = await query.graph({
      entity: "region",
      fields: ["id", "currency_code", "countries.iso_2", "payment_providers.id"],
      filters: { id: input.region_id },
    })
    const region = regions[0] as
      | { id: string; currency_code: string; countries?: { iso_2: string }[]; payment_providers?: { id: string }[] }
      | undefined
    if (!region) throw invalid("INVALID_REGION", `Region ${input.region_id} was not found.`)

    const country = input.shipping_address?.country_code?.toLowerCase()
    if (input.shipping_address && !(region.countries ?? []).some((c) => c.iso_2 === country)) {
      throw invalid("ADDRESS_NOT_IN_REGION", `The shipping address (${country}) is not in the subscription's region.`)
    }
    if (
      input.payment_provider_id !== undefined &&
      !(region.payment_providers ?? []).some((p) => p?.id === input.payment_provider_id)
    ) {
      throw invalid(
        "PAYMENT_PROVIDER_NOT_OFFERED",
        `Payment provider ${input.payment_provider_id} is not offered in this region.`
      )
    }
    if (input.shipping_option_id) {
      const { data: options } = await query.graph({
        entity: "shipping_option",
        fields: ["id"],
        filters: { id: input.shipping_option_id },
      })
      if (!options[0])
        throw invalid("SHIPPING_OPTION_NOT_FOUND", `Shipping option ${input.shipping_option_id} was not found.`)
    }
    if (input.items !== undefined) await checkItems(query, input.items, region)
    return new StepResponse(undefined)
  }
)

function checkStart(day: string) {
  const today = dayOf(new Date())
  const latest = dayOf(new Date(Date.now() + MAX_START_DAYS * 86_400_000))
  if (!isDay(day) || day < today || day > latest) {
    throw invalid("START_DATE_RANGE", "start_on must be a date (YYYY-MM-DD) from today to a year ahead.")
  }
}

async function checkItems(
  query: Omit<RemoteQueryFunction, symbol>,
  items: SubscriptionItemInput[],
  region: { id: string; currency_code: string }
) {
  if (!items.length || items.length > MAX_ITEMS) {
    throw invalid("SUBSCRIPTION_ITEMS", `A subscription holds 1 to ${MAX_ITEMS} items.`)
  }
  for (const item of items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_QUANTITY) {
      throw invalid("QUANTITY_RANGE", `quantity must be a whole number from 1 to ${MAX_QUANTITY}.`)
    }
  }
  const ids = items.map((i) => i.variant_id)
  if (new Set(ids).size !== ids.length) throw invalid("DUPLICATE_VARIANT", "Each variant may appear once.")

  const [{ data: stores }, { data: variants }] = await Promise.all([
    query.graph({ entity: "store", fields: ["default_sales_channel_id"] }),
    query.graph({
      entity: "product_variant",
      fields: [
        "id",
        "title",
        "product.title",
        "product.status",
        "product.metadata",
        "product.sales_channels.id",
        "calculated_price.calculated_amount",
      ],
      filters: { id: ids },
      context: { calculated_price: QueryContext({ region_id: region.id, currency_code: region.currency_code }) },
    }),
  ])
  const channel = (stores[0] as { default_sales_channel_id?: string } | undefined)?.default_sales_channel_id
  for (const id of ids) {
    const variant = (variants as SubscribedVariant[]).find((v) => v.id === id)
    if (!variant || variant.product?.status !== "published") {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Variant ${id} was not found.`, "VARIANT_NOT_FOUND")
    }
    const name = variant.product.title
    if (Array.isArray(variant.product.metadata?.bundle)) {
      throw invalid("BUNDLE_NOT_SUBSCRIBABLE", `${name} is a bundle; bundles cannot be subscribed to.`)
    }
    if (channel && !(variant.product.sales_channels ?? []).some((c: { id: string } | null) => c?.id === channel)) {
      throw invalid("PRODUCT_NOT_SOLD", `${name} is not sold in the store.`)
    }
    if (variant.calculated_price?.calculated_amount == null) {
      throw invalid("PRODUCT_NOT_PRICED", `${name} has no price in this region.`)
    }
  }
}
