import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js"
import { loadStripe, type Stripe } from "@stripe/stripe-js"
import { useEffect, useState, type FormEvent } from "react"
import { Spinner } from "../../components/Spinner"
import { useI18n } from "../../i18n"

/**
 * Stripe's Payment Element for a cart paying by card. Loaded with React.lazy from the payment
 * step only — Stripe's script (js.stripe.com) and this code never reach the catalogue pages.
 * The amount is the one the engine put on the payment (the client secret names it); the
 * browser only confirms it. 3-D Secure and other "requires action" checks are run by
 * `confirmPayment` itself (a bank's window, or a redirect back to /checkout); the order is
 * placed once Stripe says the payment is authorised. Should the shopper leave before that,
 * Stripe's webhook completes the cart on the engine (docs/operations.md).
 */
export interface StripePaymentProps {
  publicKey: string
  clientSecret: string
  /** Places the order (completeCart), once the payment is authorised. */
  onAuthorized: () => Promise<void>
  /** What the pay button says: the total, formatted. */
  total: string
}

const scripts = new Map<string, Promise<Stripe | null>>()

/** Stripe's script, once per key; null when it cannot load (no network, a blocker). */
function stripeScript(publicKey: string): Promise<Stripe | null> {
  let script = scripts.get(publicKey)
  if (!script) {
    script = loadStripe(publicKey).catch(() => null)
    scripts.set(publicKey, script)
  }
  return script
}

/** The statuses of a PaymentIntent after which the engine can place the order. */
const AUTHORISED = new Set(["requires_capture", "succeeded", "processing"])

export default function StripePayment({ publicKey, clientSecret, onAuthorized, total }: StripePaymentProps) {
  const { language } = useI18n()
  const [stripe] = useState(() => stripeScript(publicKey))
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret, locale: language, appearance: { theme: "stripe", variables: { borderRadius: "8px" } } }}
    >
      <PayForm clientSecret={clientSecret} onAuthorized={onAuthorized} total={total} script={stripe} />
    </Elements>
  )
}

function PayForm({
  clientSecret,
  onAuthorized,
  total,
  script,
}: Omit<StripePaymentProps, "publicKey"> & { script: Promise<Stripe | null> }) {
  const { t } = useI18n()
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void script.then((loaded) => live && !loaded && setFailed(true))
    return () => void (live = false)
  }, [script])

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements || busy) return
    setBusy(true)
    setProblem(null)
    try {
      const submitted = await elements.submit()
      if (submitted.error) return setProblem(submitted.error.message ?? t.checkout.card.notAuthorized)
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret,
        redirect: "if_required",
        // Only payment methods that must leave the page come back here (Checkout finishes the order).
        confirmParams: { return_url: `${window.location.origin}/checkout?card=return` },
      })
      if (error) return setProblem(error.message ?? t.checkout.card.notAuthorized)
      if (!paymentIntent || !AUTHORISED.has(paymentIntent.status)) return setProblem(t.checkout.card.notAuthorized)
      await onAuthorized()
    } finally {
      setBusy(false)
    }
  }

  if (failed)
    return (
      <p className="callout callout-warning" role="alert">
        {t.checkout.card.unavailable}
      </p>
    )
  return (
    <form onSubmit={(event) => void pay(event)} className="checkout-card" data-testid="stripe-payment">
      {!ready && (
        <p className="checkout-loading" role="status">
          <Spinner size={18} /> {t.checkout.card.loading}
        </p>
      )}
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setFailed(true)} />
      {problem && (
        <p className="callout callout-warning" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-large checkout-continue" disabled={!ready || busy}>
        {busy && <Spinner size={18} />} {busy ? t.checkout.card.paying : t.checkout.card.pay(total)}
      </button>
    </form>
  )
}
