import { STRIPE_PROVIDER_ID as STRIPE } from "@vitalia/schema/payments"
import { useQuery } from "@apollo/client/react"
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { PaymentProviders, ShippingOptions } from "../../api/checkout"
import { useShop, useStore } from "../../app/shop"
import { useAction } from "../../app/use-action"
import { RULES, validate } from "../../app/form-errors"
import { useFormErrors } from "../../app/use-form-errors"
import {
  AddressForm,
  addressInput,
  addressProblems,
  addressValue,
  checkoutAddressPath,
  emptyAddress,
  type AddressValue,
} from "../../components/AddressForm"
import { AddressView } from "../../components/AddressView"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { Checkbox, TextField } from "../../components/Field"
import { Icon } from "../../components/Icon"
import { Money } from "../../components/Money"
import { PageSpinner, Spinner } from "../../components/Spinner"
import { CartTotals } from "../../components/Totals"
import { useI18n } from "../../i18n"
import { isGift } from "../../state/cart-lines"
import { CHECKOUT_STEPS, stepForReason } from "../../state/checkout-step"
import { ShopError } from "../../state/errors"
import type { Cart } from "../../state/shop-store"
import { receiptKey, sessionStore } from "../../state/storage"
import "./checkout.css"

/** Stripe's Payment Element and script: fetched only when a cart pays by card, on the payment step. */
const StripePayment = lazy(() => import("./StripePayment"))

/**
 * One page in steps (docs/product.md §2): contact and addresses → shipping method (with
 * calculated prices) → payment → review → place order → /order-success/:id.
 * The step lives in the store: adding a line or changing a quantity sends it back to 1.
 */
export default function Checkout() {
  const { t, money } = useI18n()
  const { cart, checkoutStep } = useShop()
  // Once the order is being placed, the cart it empties shows the spinner, not the empty cart.
  const [placing, setPlacing] = useState(false)
  useDocumentTitle(t.checkout.title)

  if (!cart || !cart.items.length) {
    if (placing) return <PageSpinner label={t.checkout.placing} />
    return (
      <div className="container">
        <EmptyState icon="cart" title={t.checkout.emptyCart} headingLevel={1}>
          <Link className="button button-large" to="/products">
            {t.cart.keepShopping}
          </Link>
        </EmptyState>
      </div>
    )
  }

  return (
    <div className="container checkout">
      <h1>{t.checkout.title}</h1>
      <details className="checkout-summary-toggle">
        <summary>
          <span>
            <Icon name="cart" size={18} /> {t.checkout.showSummary(money(cart.total))}
          </span>
          <Icon name="chevronDown" size={18} />
        </summary>
        <OrderSummary cart={cart} />
      </details>
      <CardReturn cart={cart} onPlacing={() => setPlacing(true)} />
      <div className="checkout-layout">
        <div className="checkout-steps">
          {cart.enrollment && (
            <p className="callout callout-brand">
              <Icon name="gift" size={20} /> {t.checkout.enrollment(cart.enrollment.sponsor.name)}
            </p>
          )}
          <StepSection step={1} current={checkoutStep} summary={<ContactSummary cart={cart} />}>
            <ContactStep cart={cart} />
          </StepSection>
          <StepSection
            step={2}
            current={checkoutStep}
            summary={
              cart.shippingMethods[0] && (
                <p>
                  {cart.shippingMethods[0].name} · <Money value={cart.shippingMethods[0].amount} free />
                </p>
              )
            }
          >
            <ShippingStep cart={cart} />
          </StepSection>
          <StepSection step={3} current={checkoutStep} summary={<PaymentSummary cart={cart} />}>
            <PaymentStep cart={cart} onPlacing={() => setPlacing(true)} />
          </StepSection>
          <StepSection step={4} current={checkoutStep}>
            <ReviewStep cart={cart} onPlacing={() => setPlacing(true)} />
          </StepSection>
        </div>
        <aside className="checkout-aside card" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t.cart.summary}</h2>
          <OrderSummary cart={cart} />
        </aside>
      </div>
    </div>
  )
}

/** A step: open when current, a summary with "Cambiar" when done, closed when still to come. */
function StepSection({
  step,
  current,
  summary,
  children,
}: {
  step: number
  current: number
  summary?: ReactNode
  children: ReactNode
}) {
  const { t } = useI18n()
  const store = useStore()
  const state = step < current ? "done" : step === current ? "current" : "todo"
  const heading = useRef<HTMLHeadingElement>(null)
  const wasCurrent = useRef(state === "current")
  useEffect(() => {
    // Moving to a step takes the keyboard and screen reader along.
    if (state === "current" && !wasCurrent.current && step > 1) heading.current?.focus()
    wasCurrent.current = state === "current"
  }, [state, step])
  return (
    <section className={`checkout-step checkout-step-${state}`} aria-labelledby={`step-${step}-title`}>
      <header className="checkout-step-head">
        <span className="checkout-step-number" aria-hidden="true">
          {state === "done" ? <Icon name="check" size={16} /> : step}
        </span>
        <h2 id={`step-${step}-title`} ref={heading} tabIndex={-1}>
          <span className="visually-hidden">{t.checkout.stepOf(step, CHECKOUT_STEPS.length)}: </span>
          {t.checkout.steps[step - 1]}
        </h2>
        {state === "done" && (
          <button
            type="button"
            className="link-button"
            onClick={() => store.dispatchCheckoutStep({ type: "set", step })}
            aria-label={`${t.checkout.edit}: ${t.checkout.steps[step - 1]}`}
          >
            {t.checkout.edit}
          </button>
        )}
      </header>
      {state === "done" && summary && <div className="checkout-step-summary">{summary}</div>}
      {state === "current" && <div className="checkout-step-body">{children}</div>}
    </section>
  )
}

function ContactSummary({ cart }: { cart: Cart }) {
  return (
    <div className="checkout-contact-summary">
      {cart.email && <p>{cart.email}</p>}
      {cart.shippingAddress && <AddressView address={cart.shippingAddress} />}
    </div>
  )
}

// ── 1. Contact and addresses ────────────────────────────────────────────────

function ContactStep({ cart }: { cart: Cart }) {
  const { t } = useI18n()
  const { user, region } = useShop()
  const store = useStore()
  const { busy, run } = useAction()
  const countries = region?.countries ?? []
  const inRegion = (code: string | null | undefined) => countries.some((c) => c.iso2 === code?.toLowerCase())
  const saved = (user?.addresses ?? []).filter((a) => inRegion(a.address.countryCode))
  const fallbackCountry = countries.length === 1 ? countries[0].iso2 : ""
  const initial = useMemo(() => {
    if (cart.shippingAddress?.address1)
      return { savedId: null, value: addressValue(cart.shippingAddress, fallbackCountry) }
    const preferred = saved.find((a) => a.isDefaultShipping) ?? saved[0]
    return preferred
      ? { savedId: preferred.id, value: addressValue(preferred.address, fallbackCountry) }
      : { savedId: null, value: emptyAddress(fallbackCountry) }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form starts once, from what is known when the step opens
  }, [])
  const [email, setEmail] = useState(cart.email ?? user?.email ?? "")
  const [savedId, setSavedId] = useState<string | null>(initial.savedId)
  const [shipping, setShipping] = useState<AddressValue>(initial.value)
  const billingDiffers = Boolean(
    cart.billingAddress?.address1 &&
    cart.shippingAddress?.address1 &&
    cart.billingAddress.address1 !== cart.shippingAddress.address1
  )
  const [sameBilling, setSameBilling] = useState(!billingDiffers)
  const [billing, setBilling] = useState<AddressValue>(() =>
    addressValue(billingDiffers ? cart.billingAddress : null, fallbackCountry)
  )
  const form = useFormErrors()
  const { formRef } = form
  // The API's input paths on this form.
  const fieldOf = (path: string) => (path === "email" ? path : checkoutAddressPath(path, sameBilling))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems = {
      ...validate({ email }, { email: RULES.email }),
      ...addressProblems(shipping, "shippingAddress"),
      ...(sameBilling ? {} : addressProblems(billing, "billingAddress")),
    }
    if (form.show(problems)) return
    void run(
      async () => {
        await store.updateCart({
          email: email.trim(),
          shippingAddress: addressInput(shipping),
          billingAddress: addressInput(sameBilling ? shipping : billing),
        })
        store.dispatchCheckoutStep({ type: "set", step: 2 })
      },
      { onError: (error) => form.fromApi(error, fieldOf) }
    )
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="checkout-form">
      {!user && (
        <p className="muted checkout-signin">
          {t.checkout.signInHint} <Link to="/login?redirect=/checkout">{t.checkout.signIn}</Link>
        </p>
      )}
      <fieldset className="fieldset">
        <legend>{t.checkout.contact}</legend>
        <TextField
          id="checkout-email"
          label={t.checkout.email}
          hint={t.checkout.emailHint}
          type="email"
          value={email}
          onChange={(e) => (setEmail(e.target.value), form.clear("email"))}
          error={form.message("email")}
          required
          autoComplete="email"
          inputMode="email"
        />
      </fieldset>

      <fieldset className="fieldset">
        <legend>{t.checkout.shippingAddress}</legend>
        {saved.length > 0 && (
          <div className="saved-addresses" role="radiogroup" aria-label={t.checkout.savedAddresses}>
            {saved.map((a) => (
              <label key={a.id} className={`option-card ${savedId === a.id ? "option-card-on" : ""}`}>
                <input
                  type="radio"
                  name="saved-address"
                  checked={savedId === a.id}
                  onChange={() => {
                    setSavedId(a.id)
                    setShipping(addressValue(a.address, fallbackCountry))
                    form.clear("shippingAddress")
                  }}
                />
                <AddressView address={a.address} />
              </label>
            ))}
            <label className={`option-card ${savedId === null ? "option-card-on" : ""}`}>
              <input
                type="radio"
                name="saved-address"
                checked={savedId === null}
                onChange={() => {
                  setSavedId(null)
                  setShipping(emptyAddress(fallbackCountry))
                  form.clear("shippingAddress")
                }}
              />
              <span>{t.checkout.newAddress}</span>
            </label>
          </div>
        )}
        <AddressForm
          idPrefix="shipping"
          value={shipping}
          onChange={(value, field) => (setShipping(value), setSavedId(null), form.clear(`shippingAddress.${field}`))}
          error={(field) => form.message(`shippingAddress.${field}`)}
          countries={countries}
        />
      </fieldset>

      <Checkbox
        label={t.checkout.sameBilling}
        checked={sameBilling}
        onChange={(e) => setSameBilling(e.target.checked)}
      />
      {!sameBilling && (
        <fieldset className="fieldset">
          <legend>{t.checkout.billingAddress}</legend>
          <AddressForm
            idPrefix="billing"
            value={billing}
            onChange={(value, field) => (setBilling(value), form.clear(`billingAddress.${field}`))}
            error={(field) => form.message(`billingAddress.${field}`)}
            countries={countries}
          />
        </fieldset>
      )}

      <button type="submit" className="button button-large checkout-continue" disabled={busy}>
        {busy && <Spinner size={18} />} {t.checkout.continue}
      </button>
    </form>
  )
}

// ── 2. Shipping method ──────────────────────────────────────────────────────

function ShippingStep({ cart }: { cart: Cart }) {
  const { t } = useI18n()
  const store = useStore()
  const { busy, run } = useAction()
  // Prices depend on the address and the lines: always ask again.
  const { data, loading, error } = useQuery(ShippingOptions, {
    variables: { cartId: cart.id },
    fetchPolicy: "network-only",
  })
  const saved = cart.shippingMethods[0]?.shippingOptionId ?? null
  // The choice shows at once; the cart confirms it (or the choice goes back when it fails).
  const [picked, setPicked] = useState<string | null>(null)
  const chosen = picked ?? saved
  const options = data?.shippingOptions ?? []
  const valid = options.some((o) => o.id === saved) && (!picked || picked === saved)
  const choose = (optionId: string) => {
    setPicked(optionId)
    void run(() => store.setShippingMethod(optionId)).finally(() => setPicked(null))
  }

  return (
    <div className="checkout-form">
      {loading && !data ? (
        <p className="checkout-loading" role="status">
          <Spinner size={18} /> {t.checkout.loadingShipping}
        </p>
      ) : error || !options.length ? (
        <p className="callout callout-warning">{t.checkout.noShipping}</p>
      ) : (
        <div role="radiogroup" aria-label={t.checkout.shippingMethod} className="option-list">
          {options.map((option) => (
            <label
              key={option.id}
              className={`option-card ${chosen === option.id ? "option-card-on" : ""} ${!option.amount ? "option-card-disabled" : ""}`}
            >
              <input
                type="radio"
                name="shipping-option"
                checked={chosen === option.id}
                disabled={busy || !option.amount}
                onChange={() => choose(option.id)}
              />
              <span className="option-card-text">
                <strong>{option.name}</strong>
                {option.description && <span className="muted">{option.description}</span>}
              </span>
              <strong className="option-card-price">
                {option.amount ? <Money value={option.amount} free /> : t.checkout.notCalculated}
              </strong>
            </label>
          ))}
        </div>
      )}
      <button
        type="button"
        className="button button-large checkout-continue"
        disabled={!valid || busy}
        onClick={() => store.dispatchCheckoutStep({ type: "set", step: 3 })}
      >
        {busy && <Spinner size={18} />} {t.checkout.continue}
      </button>
    </div>
  )
}

// ── 3. Payment ──────────────────────────────────────────────────────────────

function providerName(t: ReturnType<typeof useI18n>["t"], id: string) {
  return t.checkout.providers[id] ?? id.replace(/^pp_/, "").replace(/_/g, " ")
}

function PaymentSummary({ cart }: { cart: Cart }) {
  const { t } = useI18n()
  const session = cart.paymentCollection?.paymentSessions[0]
  return session ? <p>{providerName(t, session.providerId)}</p> : null
}

/** Places the order and opens its page; the receipt stays in this browser. */
function usePlaceOrder(onPlacing: () => void) {
  const store = useStore()
  const navigate = useNavigate()
  return async () => {
    onPlacing()
    let order: Awaited<ReturnType<typeof store.completeCart>>
    try {
      order = await store.completeCart()
    } catch (error) {
      // Stock ran out: the cart is where quantities change (the store opened the step for any other reason).
      if (error instanceof ShopError && stepForReason(error.checkoutReason) === "cart") void navigate("/cart")
      throw error
    }
    // Signed in or not, this browser can show the order again with its receipt.
    if (order.receipt) sessionStore().setItem(receiptKey(order.id), order.receipt)
    void navigate(`/order-success/${order.id}`, { replace: true })
  }
}

/**
 * Back from a card payment that had to leave the page (a bank's check by redirect): Stripe
 * adds redirect_status; when it succeeded the order is placed here (or was already, by the webhook).
 */
function CardReturn({ cart, onPlacing }: { cart: Cart; onPlacing: () => void }) {
  const [params] = useSearchParams()
  const place = usePlaceOrder(onPlacing)
  const { run } = useAction()
  const started = useRef(false)
  const paidByCard = cart.paymentCollection?.paymentSessions.some((s) => s.providerId === STRIPE)
  useEffect(() => {
    if (
      started.current ||
      !paidByCard ||
      params.get("card") !== "return" ||
      params.get("redirect_status") !== "succeeded"
    )
      return
    started.current = true
    void run(place)
  })
  return null
}

function PaymentStep({ cart, onPlacing }: { cart: Cart; onPlacing: () => void }) {
  const { t, money } = useI18n()
  const store = useStore()
  const { busy, run } = useAction()
  const place = usePlaceOrder(onPlacing)
  const { data, loading } = useQuery(PaymentProviders, { variables: { regionId: cart.regionId } })
  // Card payment needs Stripe's publishable key in the browser; without it the card is not offered.
  const providers = (data?.paymentProviders ?? []).filter((p) => p.id !== STRIPE || p.publicKey)
  const [providerId, setProviderId] = useState<string | null>(
    cart.paymentCollection?.paymentSessions[0]?.providerId ?? null
  )
  // The manual payment stays the default choice.
  const selected = providerId ?? (providers.find((p) => p.id === "pp_system_default") ?? providers[0])?.id ?? null
  const cardSession = cart.paymentCollection?.paymentSessions.find((s) => s.providerId === STRIPE && s.clientSecret)
  const publicKey = providers.find((p) => p.id === STRIPE)?.publicKey
  const payingByCard = selected === STRIPE && cardSession?.clientSecret && publicKey

  return (
    <div className="checkout-form">
      <p className="muted">{t.checkout.paymentIntro}</p>
      {loading && !data ? (
        <p className="checkout-loading" role="status">
          <Spinner size={18} /> {t.common.loading}
        </p>
      ) : (
        <div role="radiogroup" aria-label={t.checkout.payment} className="option-list">
          {providers.map((provider) => (
            <label key={provider.id} className={`option-card ${selected === provider.id ? "option-card-on" : ""}`}>
              <input
                type="radio"
                name="payment-provider"
                checked={selected === provider.id}
                disabled={busy}
                onChange={() => setProviderId(provider.id)}
              />
              <span className="option-card-text">
                <strong>{providerName(t, provider.id)}</strong>
                {t.checkout.providerHint[provider.id] && (
                  <span className="muted">{t.checkout.providerHint[provider.id]}</span>
                )}
              </span>
              <Icon name="lock" size={18} />
            </label>
          ))}
        </div>
      )}
      {payingByCard ? (
        <Suspense
          fallback={
            <p className="checkout-loading" role="status">
              <Spinner size={18} /> {t.checkout.card.loading}
            </p>
          }
        >
          <StripePayment
            publicKey={publicKey}
            clientSecret={cardSession.clientSecret!}
            total={money(cart.total)}
            onAuthorized={() => run(place).then(() => undefined)}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className="button button-large checkout-continue"
          disabled={!selected || busy}
          onClick={() =>
            void run(async () => {
              // The engine starts the payment for the cart's own total; a card is then paid on this step.
              await store.initiatePayment(selected)
              if (selected !== STRIPE) store.dispatchCheckoutStep({ type: "set", step: 4 })
            })
          }
        >
          {busy && <Spinner size={18} />} {t.checkout.continue}
        </button>
      )}
    </div>
  )
}

// ── 4. Review and place the order ───────────────────────────────────────────

function ReviewStep({ cart, onPlacing }: { cart: Cart; onPlacing: () => void }) {
  const { t } = useI18n()
  const { busy, run } = useAction()
  const placeOrder = usePlaceOrder(onPlacing)
  const place = () => run(placeOrder)
  return (
    <div className="checkout-form">
      <p className="muted">{t.checkout.reviewText}</p>
      <dl className="review-grid">
        <div>
          <dt>{t.checkout.contact}</dt>
          <dd>{cart.email}</dd>
        </div>
        {cart.shippingAddress && (
          <div>
            <dt>{t.checkout.shipTo}</dt>
            <dd>
              <AddressView address={cart.shippingAddress} />
            </dd>
          </div>
        )}
        {cart.shippingMethods[0] && (
          <div>
            <dt>{t.checkout.shipBy}</dt>
            <dd>
              {cart.shippingMethods[0].name} · <Money value={cart.shippingMethods[0].amount} free />
            </dd>
          </div>
        )}
        <div>
          <dt>{t.checkout.payWith}</dt>
          <dd>
            <PaymentSummary cart={cart} />
          </dd>
        </div>
      </dl>
      <div className="review-total">
        <span>{t.cart.total}</span>
        <strong>
          <Money value={cart.total} />
        </strong>
      </div>
      <button
        type="button"
        className="button button-large checkout-continue"
        disabled={busy}
        onClick={() => void place()}
      >
        {busy ? <Spinner size={18} /> : <Icon name="lock" size={18} />}{" "}
        {busy ? t.checkout.placing : t.checkout.placeOrder}
      </button>
      <p className="muted checkout-terms">{t.checkout.terms}</p>
    </div>
  )
}

// ── The order summary beside the steps ──────────────────────────────────────

function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useI18n()
  return (
    <div className="order-summary">
      <ul className="summary-lines">
        {cart.items.map((item) => (
          <li key={item.id} className={item.bundledBy ? "summary-line-bundled" : undefined}>
            <span className="summary-thumb">
              {item.thumbnail && <img src={item.thumbnail} alt="" width={56} height={56} loading="lazy" />}
              <span className="summary-qty">{item.quantity}</span>
            </span>
            <span className="summary-title">
              {item.title}
              {item.variantTitle && item.variantTitle !== item.title && (
                <span className="muted">{item.variantTitle}</span>
              )}
              {isGift(item) && <span className="badge badge-gift">{t.cart.gift}</span>}
              {item.bundledBy && <span className="muted">{t.cart.bundledIn}</span>}
            </span>
            <span className="summary-price">{item.bundledBy ? null : <Money value={item.total} free />}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
    </div>
  )
}
