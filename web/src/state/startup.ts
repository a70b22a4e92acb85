/** SPEC §4 startup: which region to use, and what the errors say. */
export const NO_REGIONS = "No regions available"
export const INVALID_REGION = "Invalid region"

/** The saved region, else the configured default, else the first; 'No regions available' without any. */
export function pickRegion<R extends { id: string }>(regions: R[], savedId: string | null, defaultId: string | null | undefined): R {
  if (!regions.length) throw new Error(NO_REGIONS)
  return regions.find((r) => r.id === savedId) ?? regions.find((r) => r.id === defaultId) ?? regions[0]
}

/** A region must have an id (SPEC §5). */
export function checkRegion<R extends { id?: string | null }>(region: R | null | undefined): R {
  if (!region?.id) throw new Error(INVALID_REGION)
  return region
}
