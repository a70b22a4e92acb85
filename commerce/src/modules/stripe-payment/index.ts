import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import VitaliaStripeService from "./service"

/**
 * Card payments: Medusa's own Stripe provider (@medusajs/payment-stripe) with the SDK's
 * time-out and retries from our settings, and — outside production only — Stripe's API
 * at a local stand-in (STRIPE_API_HOST, for the tests). Provider id `pp_stripe_stripe`
 * (STRIPE_PROVIDER_ID of @vitalia/schema/payments); its webhooks land on `/hooks/payment/stripe_stripe`
 * (docs/operations.md).
 */

export default ModuleProvider(Modules.PAYMENT, { services: [VitaliaStripeService] })
