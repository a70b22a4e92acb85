/**
 * The limits the engine enforces on what shoppers send, in one place. The engine's workflows refuse
 * past them with a code; schema/limits.ts reads them from here, so the gateway's messages (their
 * `extensions.limit`) and the storefront's own checks say the same numbers. No imports: the gateway
 * and the storefront's build read this file too.
 */
export const ENGINE_LIMITS = {
  /** Bundles of one kind in a cart (workflows/bundles/steps/prepare-bundle-lines.ts). */
  bundleQuantity: 99,
  /** Units of one product in a subscription (workflows/subscriptions/steps/validate-subscription-input.ts). */
  subscriptionQuantity: 99,
  /** Products in a subscription (the same step). */
  subscriptionItems: 20,
} as const
