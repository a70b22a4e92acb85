import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export const chooseShippingOptionStepId = "choose-shipping-option"

interface OfferedOption {
  id: string
  price_type?: string
  amount?: number | null
  insufficient_inventory?: boolean
}

/**
 * The shipping option for the run's cart: the subscription's own choice when
 * the cart is offered it, otherwise the cheapest flat-rate option offered.
 */
export const chooseShippingOptionStep = createStep(
  chooseShippingOptionStepId,
  (input: { options: OfferedOption[]; preferred: string | null }) => {
    const offered = input.options ?? []
    const preferred = input.preferred ? offered.find((o) => o.id === input.preferred) : undefined
    if (preferred) return new StepResponse({ id: preferred.id })
    const flat = offered
      .filter((o) => o.price_type === "flat" && typeof o.amount === "number" && !o.insufficient_inventory)
      .sort((a, b) => Number(a.amount) - Number(b.amount) || a.id.localeCompare(b.id))
    if (!flat[0]) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "Ninguna opción de envío llega a la dirección de la suscripción. / No shipping option reaches the subscription's address."
      )
    }
    return new StepResponse({ id: flat[0].id })
  }
)
