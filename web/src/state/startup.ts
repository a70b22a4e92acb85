import { ShopError } from "./errors"

/** The saved region, else the configured default, else the first (SPEC §4); 'No regions available' without any. */
export function pickRegion<R extends { id: string }>(regions: readonly R[], savedId: string | null, defaultId: string | null | undefined): R {
  if (!regions.length) throw new ShopError("NO_REGIONS_AVAILABLE", "No regions available")
  return regions.find((r) => r.id === savedId) ?? regions.find((r) => r.id === defaultId) ?? regions[0]
}

/** A region must have an id (SPEC §5). */
export function checkRegion<R extends { id?: string | null }>(region: R | null | undefined): R {
  if (!region?.id) throw new ShopError("INVALID_REGION", "Invalid region")
  return region
}

/**
 * The configured default region: regions get their ids when a shop is set up, so
 * the build names a country (VITE_DEFAULT_COUNTRY, "us" by default) and the
 * default is the region that ships there.
 */
export function defaultRegionId<R extends { id: string; countries: readonly { iso2: string }[] }>(regions: readonly R[], country: string | undefined): string | null {
  const wanted = (country || "us").toLowerCase()
  return regions.find((r) => r.countries.some((c) => c.iso2.toLowerCase() === wanted))?.id ?? null
}
