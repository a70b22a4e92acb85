import { ShopError } from "../errors.js"

/** SPEC §8's store errors, word for word. */
export const noActiveCart = () => new ShopError("NO_ACTIVE_CART", "No active cart")
export const noRegionAvailable = () => new ShopError("NO_REGION_AVAILABLE", "No region available")
export const invalidRegion = () => new ShopError("INVALID_REGION", "Invalid region")
export const failedToCompleteCart = (message?: string | null) =>
  new ShopError("FAILED_TO_COMPLETE_CART", message || "Failed to complete cart")
