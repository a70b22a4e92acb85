/**
 * Where a product cannot ship: the regions it is sold in (a region whose currency one of its
 * variants has a price in) where no shipping option of the product's shipping profile serves any
 * of the region's countries. An order there could be placed but not sent (docs/admin.md, "A
 * definition"), so the product screen warns of it.
 */
export interface GapProduct {
  shipping_profile_id?: string | null
  variants?: readonly { prices?: readonly { currency_code?: string | null }[] | null }[] | null
}
export interface GapRegion {
  id: string
  name?: string | null
  currency_code?: string | null
  countries?: readonly unknown[] | null
}
export interface GapOption {
  shipping_profile_id?: string | null
  service_zone?: { geo_zones?: readonly { country_code?: string | null }[] | null } | null
}

/** The regions where the product is sold and its profile has no shipping option. */
export function shippingGaps(
  product: GapProduct,
  regions: readonly GapRegion[],
  options: readonly GapOption[]
): GapRegion[] {
  const currencies = new Set(
    (product.variants ?? []).flatMap((v) => (v.prices ?? []).map((p) => p.currency_code?.toLowerCase()))
  )
  const served = new Set(
    options
      .filter((o) => o.shipping_profile_id && o.shipping_profile_id === product.shipping_profile_id)
      .flatMap((o) => (o.service_zone?.geo_zones ?? []).map((z) => z.country_code?.toLowerCase()))
  )
  return regions.filter(
    (region) =>
      currencies.has(region.currency_code?.toLowerCase()) &&
      !(region.countries ?? []).some((country) => served.has(countryCode(country)))
  )
}

/** A region's country as the list holds it: its code, or the engine's `{ iso_2 }`. */
function countryCode(country: unknown): string | undefined {
  if (typeof country === "string") return country.toLowerCase()
  if (country && typeof country === "object" && "iso_2" in country) return String(country.iso_2).toLowerCase()
  return undefined
}
