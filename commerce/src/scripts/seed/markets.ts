import type { MedusaContainer, RegionDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createRegionsWorkflow, createTaxRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { STRIPE_PROVIDER_ID } from "@vitalia/schema/payments"
import { regions as regionSeeds } from "./regions"

export type SeededRegion = RegionDTO & { shipping: { standard: number; express: number } }

/**
 * Regions with their countries, their payment providers — the manual payment, and Stripe's card
 * payment when the engine has it (STRIPE_API_KEY) — and a 0 % tax region per country.
 */
export async function seedRegions(container: MedusaContainer): Promise<SeededRegion[]> {
  const regionModule = container.resolve(Modules.REGION)
  const taxModule = container.resolve(Modules.TAX)
  const stripe = await container.resolve(Modules.PAYMENT).listPaymentProviders({ id: [STRIPE_PROVIDER_ID] })
  const paymentProviders = ["pp_system_default", ...stripe.map((provider) => provider.id)]

  const existing = await regionModule.listRegions({}, { relations: ["countries"] })
  const missing = regionSeeds.filter((seed) => !existing.some((r) => r.name === seed.name))
  if (missing.length) {
    await createRegionsWorkflow(container).run({
      input: {
        regions: missing.map((seed) => ({
          name: seed.name,
          currency_code: seed.currency_code,
          countries: seed.countries,
          payment_providers: paymentProviders,
          automatic_taxes: true,
        })),
      },
    })
  }

  const taxRegions = (await taxModule.listTaxRegions({})).filter((t) => !t.parent_id)
  const countries = regionSeeds.flatMap((seed) => seed.countries)
  const untaxed = countries.filter((code) => !taxRegions.some((t) => t.country_code === code))
  if (untaxed.length) {
    await createTaxRegionsWorkflow(container).run({
      input: untaxed.map((country_code) => ({
        country_code,
        provider_id: "tp_system",
        default_tax_rate: { rate: 0, code: "EXENTO", name: "Sin impuesto" },
      })),
    })
  }

  const all = await regionModule.listRegions({}, { relations: ["countries"] })
  return regionSeeds.map((seed) => {
    const region = all.find((r) => r.name === seed.name)
    if (!region) throw new Error(`Region ${seed.name} was not created`)
    return { ...region, shipping: seed.shipping }
  })
}
