import { ShopError } from "./errors"

/** The saved region, else the configured default, else the first (docs/product.md §4); 'No regions available' without any. */
export function pickRegion<R extends { id: string }>(
  regions: readonly R[],
  savedId: string | null,
  defaultId: string | null | undefined
): R {
  if (!regions.length) throw new ShopError("NO_REGIONS_AVAILABLE", "No regions available")
  return regions.find((r) => r.id === savedId) ?? regions.find((r) => r.id === defaultId) ?? regions[0]
}

/** A region must have an id (docs/product.md §5). */
export function checkRegion<R extends { id?: string | null }>(region: R | null | undefined): R {
  if (!region?.id) throw new ShopError("INVALID_REGION", "Invalid region")
  return region
}

/**
 * The configured default region: the one the API marks as default (Region.isDefault — the
 * gateway's DEFAULT_COUNTRY, so the storefront and carts created without a region agree).
 */
export function defaultRegionId<R extends { id: string; isDefault: boolean }>(regions: readonly R[]): string | null {
  return regions.find((r) => r.isDefault)?.id ?? null
}
