import type { MedusaContainer, SalesChannelDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from "@medusajs/medusa/core-flows"
import type { SeededRegion } from "./markets"

const LOCATION_NAME = "Bodega central Miami"
const FULFILLMENT_SET_NAME = "Envíos desde bodega central"
const PROFILE_NAME = "Predeterminado"
const MANUAL_PROVIDER = "manual_manual"
/** Calculated rates by destination and weight (src/modules/ballena-shipping). */
const BALLENA_PROVIDER = "ballena_ballena"

const SHIPPING_TYPES = {
  standard: { label: "Estándar", description: "Entrega en 3 a 7 días hábiles.", code: "standard" },
  express: { label: "Exprés", description: "Entrega en 1 a 2 días hábiles.", code: "express" },
  calculated: { label: "Envío calculado", description: "Precio según destino y peso del pedido.", code: "calculated" },
} as const

/**
 * One warehouse that ships everywhere: a stock location linked to the sales
 * channel and the manual and Ballena providers, a service zone per region, and
 * in each zone a standard and an express option priced in the region's currency
 * plus a calculated one ("Envío calculado", priced by Ballena's rate table).
 */
export async function seedFulfillment(
  container: MedusaContainer,
  regions: SeededRegion[],
  salesChannel: SalesChannelDTO
) {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT)
  const stockLocationModule = container.resolve(Modules.STOCK_LOCATION)

  let [stockLocation] = await stockLocationModule.listStockLocations({ name: LOCATION_NAME })
  if (!stockLocation) {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [
          {
            name: LOCATION_NAME,
            address: {
              address_1: "1200 NW 78th Ave",
              city: "Miami",
              province: "FL",
              postal_code: "33126",
              country_code: "US",
            },
          },
        ],
      },
    })
    stockLocation = result[0]
    await linkSalesChannelsToStockLocationWorkflow(container).run({
      input: { id: stockLocation.id, add: [salesChannel.id] },
    })
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: stockLocation.id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: MANUAL_PROVIDER },
    })
  }
  const { data: providerRows } = await query.graph({
    entity: "stock_location",
    fields: ["fulfillment_providers.id"],
    filters: { id: stockLocation.id },
  })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
  const [locationProviders] = providerRows as { fulfillment_providers?: ({ id?: string } | null)[] | null }[]
  if (!locationProviders?.fulfillment_providers?.some((p) => p?.id === BALLENA_PROVIDER)) {
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: stockLocation.id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: BALLENA_PROVIDER },
    })
  }

  let [profile] = await fulfillmentModule.listShippingProfiles({ name: PROFILE_NAME })
  if (!profile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: PROFILE_NAME, type: "default" }] },
    })
    profile = result[0]
  }

  let [fulfillmentSet] = await fulfillmentModule.listFulfillmentSets(
    { name: FULFILLMENT_SET_NAME },
    { relations: ["service_zones"] }
  )
  if (!fulfillmentSet) {
    fulfillmentSet = await fulfillmentModule.createFulfillmentSets({
      name: FULFILLMENT_SET_NAME,
      type: "shipping",
      service_zones: [],
    })
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: stockLocation.id },
      [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
    })
  }

  for (const region of regions) {
    const zoneName = `Zona ${region.name}`
    let [zone] = await fulfillmentModule.listServiceZones({ name: zoneName })
    if (!zone) {
      zone = await fulfillmentModule.createServiceZones({
        name: zoneName,
        fulfillment_set_id: fulfillmentSet.id,
        geo_zones: (region.countries ?? []).map((c) => ({ type: "country" as const, country_code: c.iso_2 })),
      })
    }
    const { data: optionRows } = await query.graph({
      entity: "shipping_option",
      fields: ["id", "type.code"],
      filters: { service_zone_id: zone.id },
    })
    const options = optionRows as { id: string; type?: { code: string } | null }[]
    const missing = (Object.keys(SHIPPING_TYPES) as (keyof typeof SHIPPING_TYPES)[]).filter(
      (code) => !options.some((o) => o.type?.code === code)
    )
    if (!missing.length) continue
    const rules = [
      { attribute: "enabled_in_store", value: "true", operator: "eq" as const },
      { attribute: "is_return", value: "false", operator: "eq" as const },
    ]
    await createShippingOptionsWorkflow(container).run({
      input: missing.map((code) =>
        code === "calculated"
          ? {
              name: `${SHIPPING_TYPES[code].label} — ${region.name}`,
              price_type: "calculated" as const,
              provider_id: BALLENA_PROVIDER,
              service_zone_id: zone.id,
              shipping_profile_id: profile.id,
              type: SHIPPING_TYPES[code],
              data: { id: "ballena-calculated" },
              rules,
            }
          : {
              name: `${SHIPPING_TYPES[code].label} — ${region.name}`,
              price_type: "flat" as const,
              provider_id: MANUAL_PROVIDER,
              service_zone_id: zone.id,
              shipping_profile_id: profile.id,
              type: SHIPPING_TYPES[code],
              prices: [
                { currency_code: region.currency_code, amount: region.shipping[code] },
                { region_id: region.id, amount: region.shipping[code] },
              ],
              rules,
            }
      ),
    })
  }

  return { stockLocation, shippingProfile: profile }
}
