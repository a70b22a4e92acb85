import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ProductVariantDTO, RegionDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { listShippingOptionsForCartWithPricingWorkflow } from "@medusajs/medusa/core-flows"
import { BALLENA_PROVIDER_ID } from "../../../modules/ballena-shipping"
import { cartWeight, quote, type WeighedLine } from "../../../modules/ballena-shipping/rates"
import type { StoreBallenaShippingQuoteType } from "../validators"

/**
 * POST /store/ballena-shipping — a Ballena quote (SPEC: body { cart }).
 *
 * - { cart_id } or { cart: { id } }: the stored cart (its address, lines and
 *   currency) is quoted, and its calculated Ballena shipping options are listed
 *   with their prices, ready for POST /store/ballena-shipping-methods.
 * - { cart: { currency_code | region_id, shipping_address: { country_code,
 *   province? }, items: [{ variant_id, quantity }] } }: a draft is quoted
 *   (weights come from the catalog, never from the caller); no options.
 *
 * Answers { quote: { provider_id, amount, currency_code, zone, country_code,
 * province_code, remote, weight_grams, billable_kg }, shipping_options: [{ id,
 * name, price_type, amount, currency_code }] }.
 */
export const POST = async (req: MedusaRequest<StoreBallenaShippingQuoteType>, res: MedusaResponse) => {
  const body = req.validatedBody
  const cartId = body.cart_id ?? body.cart?.id
  if (cartId) return void res.json(await quoteCart(req, cartId))
  res.json({ quote: await quoteDraft(req, body.cart!), shipping_options: [] })
}

/** The fields of a stored cart a quote reads (query.graph's answer for them). */
interface QuotedCart {
  id: string
  currency_code: string
  shipping_address?: { country_code?: string | null; province?: string | null } | null
  items?: WeighedLine[] | null
}

/** What the engine's shipping-option listing answers, as far as a quote reads it. */
interface PricedOption {
  id: string
  name: string
  provider_id?: string | null
  price_type: string
  amount?: number | null
}

async function quoteCart(req: MedusaRequest, cartId: string) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: [
      "id",
      "currency_code",
      "completed_at",
      "shipping_address.country_code",
      "shipping_address.province",
      "items.quantity",
      "items.metadata",
      "items.variant.weight",
    ],
    filters: { id: cartId },
  })
  const cart = data[0] as QuotedCart | undefined
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id '${cartId}' not found`)
  if (!cart.shipping_address?.country_code) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      "Add a shipping address with a country to get a quote.",
      "SHIPPING_ADDRESS_NEEDED"
    )
  }
  const result = quote({
    countryCode: cart.shipping_address.country_code,
    province: cart.shipping_address.province,
    weightGrams: cartWeight(cart.items ?? []),
    currencyCode: cart.currency_code,
  })
  const { result: options } = await listShippingOptionsForCartWithPricingWorkflow(req.scope).run({
    input: { cart_id: cart.id, is_return: false, enabled_in_store: true },
  })
  return {
    quote: { provider_id: BALLENA_PROVIDER_ID, ...result },
    shipping_options: (options as PricedOption[])
      .filter((o) => o.provider_id === BALLENA_PROVIDER_ID)
      .map((o) => ({
        id: o.id,
        name: o.name,
        price_type: o.price_type,
        amount: o.amount,
        currency_code: cart.currency_code,
      })),
  }
}

async function quoteDraft(req: MedusaRequest, draft: NonNullable<StoreBallenaShippingQuoteType["cart"]>) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  let currency: string | undefined = draft.currency_code?.toLowerCase()
  if (!currency) {
    const { data } = await query.graph({
      entity: "region",
      fields: ["currency_code"],
      filters: { id: draft.region_id },
    })
    // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
    const regions = data as Pick<RegionDTO, "currency_code">[]
    if (!regions[0]) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Region ${draft.region_id} does not exist`)
    currency = regions[0].currency_code
  }
  const items = (draft.items ?? []) as { variant_id: string; quantity: number }[]
  const { data: variantRows } = await query.graph({
    entity: "product_variant",
    fields: ["id", "weight"],
    filters: { id: [...new Set(items.map((i) => i.variant_id))] },
  })
  const variants = variantRows as Pick<ProductVariantDTO, "id" | "weight">[]
  const weightOf = new Map(variants.map((v) => [v.id, Number(v.weight ?? 0)]))
  const unknown = items.filter((i) => !weightOf.has(i.variant_id)).map((i) => i.variant_id)
  if (unknown.length)
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Variant ${unknown.join(", ")} does not exist`)
  try {
    const result = quote({
      countryCode: draft.shipping_address?.country_code,
      province: draft.shipping_address?.province,
      weightGrams: cartWeight(
        items.map((i) => ({ quantity: i.quantity, variant: { weight: weightOf.get(i.variant_id) } }))
      ),
      currencyCode: currency,
    })
    return { provider_id: BALLENA_PROVIDER_ID, ...result }
  } catch (error) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, (error as Error).message)
  }
}
