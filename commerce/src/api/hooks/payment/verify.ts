import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PaymentActions } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * Runs before Medusa's own `POST /hooks/payment/:provider`, which answers 200 to anything and
 * checks the event only later, in its subscriber (payment-webhook → processPaymentWorkflow).
 * Here the provider checks the event at once — Stripe's signature against STRIPE_WEBHOOK_SECRET,
 * with its five-minute tolerance that refuses replayed events — and the payment session it
 * names must exist; otherwise 400 and nothing is queued. An accepted event goes on to Medusa's
 * route untouched, and its flow (authorise, capture, complete the cart) is the engine's own.
 *
 * Only providers that sign their events with a secret take events at all: a provider the shop
 * does not have is 404; one without a webhook (the manual `system_default`), or an event
 * without the provider's signature header, is 401 `WEBHOOK_UNSIGNED` — an unsigned event
 * could say anything about any payment session.
 */
/**
 * The providers that send signed events, and the header their signature travels in. Stripe's
 * provider is registered only with STRIPE_WEBHOOK_SECRET set (src/settings.ts), so a registered
 * provider of this table always has its secret.
 */
const SIGNED_BY: Record<string, string> = { stripe_stripe: "stripe-signature" }

export async function verifyPaymentWebhook(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const provider = String(req.params.provider ?? "")
  const payments = req.scope.resolve(Modules.PAYMENT)
  const known = await payments.listPaymentProviders({ id: [`pp_${provider}`] })
  if (!known.length) return void res.status(404).json({ type: "not_found", message: `No payment provider ${provider}` })
  const signature = SIGNED_BY[provider]
  if (!signature || !req.headers[signature]) {
    return void res.status(401).json({
      type: "unauthorized",
      code: "WEBHOOK_UNSIGNED",
      message: signature ? "The event is not signed" : `Payment provider ${provider} takes no events`,
    })
  }
  // Medusa keeps the body as it came, a Buffer, for the routes that ask for it (api/middlewares.ts).
  const rawData: unknown = req.rawBody
  if (!(typeof rawData === "string" || Buffer.isBuffer(rawData)) || !rawData.length)
    return void res.status(400).json({ type: "invalid_data", message: "The event has no body" })
  let action: PaymentActions
  let sessionId: unknown
  try {
    const checked = await payments.getWebhookActionAndData({
      provider,
      payload: { data: req.body as Record<string, unknown>, rawData, headers: req.headers },
    })
    action = checked.action
    sessionId = checked.data?.session_id
  } catch {
    return void res.status(400).json({ type: "invalid_data", message: "The event's signature does not verify" })
  }
  // The payment module declares the action as a union of strings; utils' PaymentActions enum has the same values.
  if (action === "not_supported") {
    // A payment event about an intent this shop did not create is refused; other kinds of event are not ours to act on.
    // The event passed the provider's signature check, so its type is the provider's string.
    const eventType = (req.body as { type?: unknown } | undefined)?.type
    const type = typeof eventType === "string" ? eventType : ""
    if (type.startsWith("payment_intent."))
      return void res.status(400).json({ type: "invalid_data", message: "The event is about no payment of the shop" })
    return void res.status(200).json({ ignored: true })
  }
  if (typeof sessionId !== "string" || !(await payments.listPaymentSessions({ id: [sessionId] })).length) {
    return void res
      .status(400)
      .json({ type: "invalid_data", message: "The event names no payment session of the shop" })
  }
  next()
}
