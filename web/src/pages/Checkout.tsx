import { useApolloClient, useQuery } from "@apollo/client/react"
import { useEffect, useState } from "react"
import { Link, useNavigate } from "react-router-dom"
import { reportError } from "../app/errors"
import { useNotice } from "../app/notices"
import { useShop } from "../app/shop"
import { AddressForm, addressValue, emptyAddress, type AddressValue } from "../components/AddressForm"
import { Money } from "../components/Money"
import { useI18n } from "../i18n"
import { PaymentProviders, PlaceOrder, SetShipping, ShippingOptions, StartPayment, UpdateCart } from "../operations"
import { Totals } from "./Cart"

/** One page in steps (SPEC §2): contact and address → shipping → payment → review → order. */
export default function Checkout() {
  const { t } = useI18n()
  const notice = useNotice()
  const client = useApolloClient()
  const navigate = useNavigate()
  const { cart, region, user, setCart, forgetCart, checkoutStep, dispatchCheckout } = useShop()
  const [email, setEmail] = useState(cart?.email ?? user?.email ?? "")
  const [address, setAddress] = useState<AddressValue>(() => (cart?.shippingAddress?.address1 ? addressValue(cart.shippingAddress) : emptyAddress(region?.countries[0]?.iso2 ?? "")))
  const [busy, setBusy] = useState(false)
  const shipping = useQuery(ShippingOptions, { variables: { cartId: cart?.id ?? "" }, skip: !cart || checkoutStep < 2, fetchPolicy: "network-only" })
  const providers = useQuery(PaymentProviders, { variables: { regionId: cart?.regionId ?? "" }, skip: !cart || checkoutStep < 3 })
  const [providerId, setProviderId] = useState("pp_system_default")

  useEffect(() => {
    if (user && !email) setEmail(user.email)
  }, [user, email])

  if (!cart || !cart.items.length) return <p>{t.checkout.emptyCart} <Link to="/products">{t.cart.keepShopping}</Link></p>

  const run = async (work: () => Promise<void>, tag: string) => {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      reportError(error, { cart: cart.id, action: tag })
      notice({ kind: "NEGATIVE", text: (error as Error).message || t.notices.error })
    } finally {
      setBusy(false)
    }
  }

  const saveContact = () =>
    run(async () => {
      const input = { email, shippingAddress: address, billingAddress: address }
      const { data } = await client.mutate({ mutation: UpdateCart, variables: { cartId: cart.id, input } })
      setCart(data!.updateCart)
      dispatchCheckout({ type: "set", step: 2 })
    }, "contact")
  const chooseShipping = (optionId: string) =>
    run(async () => {
      const { data } = await client.mutate({ mutation: SetShipping, variables: { cartId: cart.id, optionId } })
      setCart(data!.setShippingMethod)
    }, "shipping")
  const startPayment = () =>
    run(async () => {
      const { data } = await client.mutate({ mutation: StartPayment, variables: { cartId: cart.id, providerId } })
      setCart(data!.initiatePaymentSession)
      dispatchCheckout({ type: "set", step: 4 })
    }, "payment")
  const placeOrder = () =>
    run(async () => {
      const { data } = await client.mutate({ mutation: PlaceOrder, variables: { cartId: cart.id } })
      const order = data!.completeCart
      // The receipt lets this browser show the order again, signed in or not.
      sessionStorage.setItem(`receipt:${order.id}`, order.receipt ?? "")
      forgetCart()
      dispatchCheckout({ type: "reset" })
      navigate(`/order-success/${order.id}`)
    }, "complete")

  const step = checkoutStep
  return (
    <div className="checkout">
      <h1>{t.checkout.title}</h1>
      <ol className="steps">
        {t.checkout.steps.map((label, index) => (
          <li key={label} aria-current={step === index + 1 ? "step" : undefined} className={step > index + 1 ? "done" : ""}>{label}</li>
        ))}
      </ol>

      {step === 1 && (
        <form onSubmit={(e) => (e.preventDefault(), void saveContact())}>
          <label className="field">
            <span>{t.checkout.email}</span>
            <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
          </label>
          {user && user.addresses.length > 0 && (
            <fieldset className="saved">
              <legend>{t.checkout.savedAddresses}</legend>
              {user.addresses.map((a) => (
                <button key={a.id} type="button" className="chip" onClick={() => setAddress(addressValue(a.address))}>
                  {a.address.address1}, {a.address.city}
                </button>
              ))}
            </fieldset>
          )}
          <AddressForm value={address} onChange={setAddress} region={region} idPrefix="shipping" />
          <button className="button" type="submit" disabled={busy}>{t.checkout.continue}</button>
        </form>
      )}

      {step === 2 && (
        <section>
          <h2>{t.checkout.shippingMethod}</h2>
          {shipping.data && !shipping.data.shippingOptions.length && <p>{t.checkout.noShipping}</p>}
          <div className="options" role="radiogroup" aria-label={t.checkout.shippingMethod}>
            {shipping.data?.shippingOptions.map((option) => (
              <label key={option.id} className="option-row">
                <input type="radio" name="shipping" checked={cart.shippingMethods.some((m) => m.shippingOptionId === option.id)} disabled={busy || !option.amount} onChange={() => void chooseShipping(option.id)} />
                <span>{option.name}</span>
                <span className="muted">{option.description}</span>
                <strong><Money value={option.amount} /></strong>
              </label>
            ))}
          </div>
          <div className="actions">
            <button type="button" className="button button-secondary" onClick={() => dispatchCheckout({ type: "set", step: 1 })}>{t.checkout.back}</button>
            <button type="button" className="button" disabled={!cart.shippingMethods.length || busy} onClick={() => dispatchCheckout({ type: "set", step: 3 })}>{t.checkout.continue}</button>
          </div>
        </section>
      )}

      {step === 3 && (
        <section>
          <h2>{t.checkout.payment}</h2>
          <div className="options" role="radiogroup" aria-label={t.checkout.payment}>
            {providers.data?.paymentProviders.map((p) => (
              <label key={p.id} className="option-row">
                <input type="radio" name="payment" checked={providerId === p.id} onChange={() => setProviderId(p.id)} />
                <span>{p.id === "pp_system_default" ? t.checkout.systemPayment : p.id}</span>
              </label>
            ))}
          </div>
          <div className="actions">
            <button type="button" className="button button-secondary" onClick={() => dispatchCheckout({ type: "set", step: 2 })}>{t.checkout.back}</button>
            <button type="button" className="button" disabled={busy} onClick={() => void startPayment()}>{t.checkout.continue}</button>
          </div>
        </section>
      )}

      {step === 4 && (
        <section>
          <h2>{t.checkout.review}</h2>
          <ul className="lines compact-lines">
            {cart.items.map((item) => (
              <li key={item.id}>{item.quantity} × {item.title} {item.variantTitle && `· ${item.variantTitle}`} — {item.total.amount === 0 ? t.cart.free : <Money value={item.total} />}</li>
            ))}
          </ul>
          <Totals />
          <div className="actions">
            <button type="button" className="button button-secondary" onClick={() => dispatchCheckout({ type: "set", step: 3 })}>{t.checkout.back}</button>
            <button type="button" className="button" disabled={busy} onClick={() => void placeOrder()}>{busy ? t.checkout.placing : t.checkout.placeOrder}</button>
          </div>
        </section>
      )}
    </div>
  )
}
