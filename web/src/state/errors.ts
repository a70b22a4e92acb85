/** The limit an input broke (the API's `extensions.limit`, from schema/limits.ts). */
export interface InputLimit {
  min?: number
  max?: number
}

export interface ShopErrorDetails {
  /** The bilingual explanation of PROMOTION_NOT_ELIGIBLE. */
  reason?: { es: string; en: string } | null
  /** Why a checkout was refused: the API's `extensions.reason` code (EMAIL_MISSING, PAYMENT_DECLINED …). */
  checkoutReason?: string | null
  /** The input path the error is about (`extensions.field`, e.g. "shippingAddress.firstName"). */
  field?: string | null
  limit?: InputLimit | null
  /** True when `message` came from the API, already in the language the request asked for. */
  fromApi?: boolean
}

/**
 * An error of the shop with the API's code (extensions.code) and its message: the
 * API's (in the shopper's language) or docs/product.md §8's own ('No active cart', 'No region
 * available' …); input errors name their field and limit.
 */
export class ShopError extends Error {
  readonly reason: { es: string; en: string } | null
  readonly checkoutReason: string | null
  readonly field: string | null
  readonly limit: InputLimit | null
  readonly fromApi: boolean

  constructor(
    readonly code: string,
    message: string,
    details: ShopErrorDetails = {}
  ) {
    super(message)
    this.name = "ShopError"
    this.reason = details.reason ?? null
    this.checkoutReason = details.checkoutReason ?? null
    this.field = details.field ?? null
    this.limit = details.limit ?? null
    this.fromApi = details.fromApi ?? false
  }
}

export const noActiveCart = () => new ShopError("NO_ACTIVE_CART", "No active cart")
export const noRegionAvailable = () => new ShopError("NO_REGION_AVAILABLE", "No region available")

/** The code of any error: a ShopError's, else UNKNOWN. */
export const errorCode = (error: unknown): string => (error instanceof ShopError ? error.code : "UNKNOWN")
