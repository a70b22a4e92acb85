import { StripeProviderService } from "@medusajs/payment-stripe/dist/services"
import type { StripeOptions } from "@medusajs/payment-stripe/dist/types"
import Stripe from "stripe"
import type { StripeSettings } from "../../settings"

// StripeProviderService declares its constructor's parameters as any; these are what its base
// class, StripeBase, declares: the module's container and the provider's options.
type Options = StripeOptions & { sdk: StripeSettings["sdk"] }

/**
 * Medusa's Stripe provider, unchanged but for the SDK client it talks through: the
 * time-out and network retries come from STRIPE_TIMEOUT_MS / STRIPE_NETWORK_RETRIES, so a
 * slow Stripe fails a checkout step in seconds instead of 80 s, and STRIPE_API_HOST (refused
 * in production by src/settings.ts) points it at a local stand-in of Stripe's API.
 */
export default class VitaliaStripeService extends StripeProviderService {
  static identifier = StripeProviderService.identifier

  constructor(container: Record<string, unknown>, options: Options) {
    super(container, options)
    const { host, port, protocol, timeoutMs, networkRetries } = options.sdk
    this.stripe_ = new Stripe(options.apiKey, {
      timeout: timeoutMs,
      maxNetworkRetries: networkRetries,
      ...(host ? { host, port, protocol } : {}),
    })
  }

  /**
   * Medusa retries a payment's creation three more times on a network failure, waiting up to
   * seven seconds, around the SDK's own retries: a shopper would wait a minute for a Stripe that
   * is down. The SDK's retries (STRIPE_NETWORK_RETRIES) are the only ones here.
   */
  async executeWithRetry<T>(
    apiCall: () => Promise<T>,
    _maxRetries?: number,
    baseDelay?: number,
    currentAttempt?: number
  ) {
    return super.executeWithRetry(apiCall, 0, baseDelay, currentAttempt)
  }
}
