import { shopError } from "../errors.js"

/** docs/product.md §8's store errors (their English words; Spanish for Spanish requests). */
export const noActiveCart = () => shopError("NO_ACTIVE_CART")
export const noRegionAvailable = () => shopError("NO_REGION_AVAILABLE")
export const invalidRegion = () => shopError("INVALID_REGION", undefined, { field: "regionId" })
/** 'Failed to complete cart', with why in `extensions.reason` (the engine's refusal, as a code) when known. */
export const failedToCompleteCart = (reason?: string) =>
  shopError("FAILED_TO_COMPLETE_CART", undefined, reason ? { reason } : {})
