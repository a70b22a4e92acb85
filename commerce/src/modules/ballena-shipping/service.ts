import { randomBytes } from "node:crypto"
import type {
  CalculatedShippingOptionPrice,
  CalculateShippingOptionPriceDTO,
  CreateFulfillmentResult,
  FulfillmentOption,
  ValidateFulfillmentDataContext,
} from "@medusajs/framework/types"
import { AbstractFulfillmentProviderService, MedusaError } from "@medusajs/framework/utils"
import { cartWeight, quote, RATE_ZONES } from "./rates"

/** The provider's options: one calculated delivery service, and returns. */
export const BALLENA_OPTIONS = {
  delivery: "ballena-calculated",
  return: "ballena-return",
} as const

const TRACKING_URL = "https://rastreo.ballena.example/envios/"

/**
 * Ballena, the shop's calculated-rate carrier: prices come from the rate table
 * in rates.ts by destination (country, and province where it changes the
 * price) and the weight of the cart, in the cart's currency.
 *
 * Registered as provider "ballena" of the Fulfillment Module; its id in the
 * engine is `ballena_ballena`.
 */
class BallenaFulfillmentService extends AbstractFulfillmentProviderService {
  static identifier = "ballena"

  // The methods below have nothing to wait for, yet the provider contract wants promises: they
  // return settled ones. A throw (quote() in calculatePrice) lands where a rejection would: Medusa's
  // FulfillmentProviderService awaits each call inside an async method.
  getFulfillmentOptions(): Promise<FulfillmentOption[]> {
    return Promise.resolve([
      { id: BALLENA_OPTIONS.delivery, name: "Envío calculado Ballena" },
      { id: BALLENA_OPTIONS.return, name: "Devolución Ballena", is_return: true },
    ])
  }

  validateOption(data: Record<string, unknown>): Promise<boolean> {
    return Promise.resolve((Object.values(BALLENA_OPTIONS) as unknown[]).includes(data.id))
  }

  canCalculate(): Promise<boolean> {
    return Promise.resolve(true)
  }

  /**
   * Never throws for a cart that has no address yet (the shipping-options list
   * must still answer): such a cart is priced at the international rate until
   * its destination is known.
   */
  calculatePrice(
    _optionData: CalculateShippingOptionPriceDTO["optionData"],
    _data: CalculateShippingOptionPriceDTO["data"],
    context: CalculateShippingOptionPriceDTO["context"]
  ): Promise<CalculatedShippingOptionPrice> {
    const currencyCode = String((context as { currency_code?: string }).currency_code ?? "usd")
    const result = quote({
      countryCode: context.shipping_address?.country_code,
      province: context.shipping_address?.province,
      weightGrams: cartWeight(context.items ?? []),
      currencyCode,
    })
    return Promise.resolve({ calculated_amount: result.amount, is_calculated_price_tax_inclusive: false })
  }

  /** Checked when a shopper picks the option: it needs a destination Ballena serves. */
  validateFulfillmentData(
    _optionData: Record<string, unknown>,
    data: Record<string, unknown>,
    context: ValidateFulfillmentDataContext
  ): Promise<Record<string, unknown>> {
    const country = context.shipping_address?.country_code?.toLowerCase()
    if (!country) {
      return Promise.reject(
        new MedusaError(
          MedusaError.Types.INVALID_DATA,
          "Add a shipping address with a country to calculate shipping.",
          "SHIPPING_ADDRESS_NEEDED"
        )
      )
    }
    if (!RATE_ZONES[country]) {
      return Promise.reject(
        new MedusaError(
          MedusaError.Types.INVALID_DATA,
          `Ballena does not ship to ${country.toUpperCase()}.`,
          "COUNTRY_NOT_SERVED"
        )
      )
    }
    return Promise.resolve({ ...data, carrier: "ballena", country_code: country })
  }

  createFulfillment(
    data: Record<string, unknown>,
    items: { quantity?: unknown }[],
    order: { id?: string; display_id?: number } | undefined
  ): Promise<CreateFulfillmentResult> {
    const trackingNumber = `BAL-${randomBytes(5).toString("hex").toUpperCase()}`
    return Promise.resolve({
      data: {
        ...data,
        carrier: "ballena",
        tracking_number: trackingNumber,
        order_id: order?.id ?? null,
        parcels: 1,
        units: items.reduce((sum: number, item) => sum + Number(item.quantity ?? 0), 0),
      },
      labels: [
        {
          tracking_number: trackingNumber,
          tracking_url: `${TRACKING_URL}${trackingNumber}`,
          label_url: `${TRACKING_URL}${trackingNumber}/etiqueta.pdf`,
        },
      ],
    })
  }

  cancelFulfillment(data: Record<string, unknown>): Promise<Record<string, unknown>> {
    return Promise.resolve({ ...data, cancelled_at: new Date().toISOString() })
  }

  createReturnFulfillment(fulfillment: Record<string, unknown>): Promise<CreateFulfillmentResult> {
    const trackingNumber = `BAL-R-${randomBytes(5).toString("hex").toUpperCase()}`
    return Promise.resolve({
      data: {
        ...((fulfillment.data as Record<string, unknown>) ?? {}),
        carrier: "ballena",
        return_tracking_number: trackingNumber,
      },
      labels: [
        {
          tracking_number: trackingNumber,
          tracking_url: `${TRACKING_URL}${trackingNumber}`,
          label_url: `${TRACKING_URL}${trackingNumber}/etiqueta.pdf`,
        },
      ],
    })
  }
}

export default BallenaFulfillmentService
