/**
 * An error of the shop with the API's code (extensions.code) and the message of
 * SPEC §8 ('No active cart', 'No region available' …). `reason` carries the
 * bilingual explanation of PROMOTION_NOT_ELIGIBLE.
 */
export class ShopError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly reason?: { es: string; en: string } | null
  ) {
    super(message)
    this.name = "ShopError"
  }
}

export const noActiveCart = () => new ShopError("NO_ACTIVE_CART", "No active cart")
export const noRegionAvailable = () => new ShopError("NO_REGION_AVAILABLE", "No region available")

/** The code of any error: a ShopError's, else UNKNOWN. */
export const errorCode = (error: unknown): string => (error instanceof ShopError ? error.code : "UNKNOWN")
