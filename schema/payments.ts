/**
 * The payment providers by the ids the engine gives them (commerce/medusa-config.ts registers them):
 * the engine's seed offers card payments with this id, the gateway hands the browser Stripe's public
 * key for it, and the storefront's checkout shows the card form for it.
 */

/** Stripe's card payment (Medusa's own provider, commerce/src/modules/stripe-payment). */
export const STRIPE_PROVIDER_ID = "pp_stripe_stripe"
