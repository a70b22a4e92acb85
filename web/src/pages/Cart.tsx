import { useState } from "react"
import { Link } from "react-router-dom"
import { useShop } from "../app/shop"
import { Money } from "../components/Money"
import { useI18n } from "../i18n"

export default function Cart() {
  const { t, locale } = useI18n()
  const { cart, changeQuantity, removeLine, applyCoupon } = useShop()
  const [code, setCode] = useState("")
  if (!cart || !cart.items.length) {
    return (
      <section className="empty">
        <h1>{t.cart.title}</h1>
        <p>{t.cart.empty}</p>
        <Link className="button" to="/products">{t.cart.keepShopping}</Link>
      </section>
    )
  }
  return (
    <div className="cart-page">
      <section>
        <h1>{t.cart.title}</h1>
        {cart.enrollment && <p className="panel">{t.cart.sponsor(cart.enrollment.sponsor.name)}</p>}
        {cart.promotionNotices.map((n) => <p key={n.code} className="notice-inline">{locale === "es" ? n.es : n.en}</p>)}
        <ul className="lines">
          {cart.items.map((item) => (
            <li key={item.id} className={`line ${item.bundledBy ? "line-bundled" : ""}`}>
              {item.thumbnail && <img src={item.thumbnail} alt="" width={72} height={72} />}
              <div>
                <p><strong>{item.title}</strong> {item.variantTitle && <span className="muted">· {item.variantTitle}</span>}</p>
                {item.bundledBy ? <p className="muted">{t.cart.bundledIn}</p> : <p><Money value={item.unitPrice} /></p>}
              </div>
              {!item.bundledBy && (
                <div className="line-actions">
                  <label>
                    <span className="visually-hidden">{t.cart.quantity(item.title)}</span>
                    <input
                      type="number" min={0} max={99} defaultValue={item.quantity} aria-label={t.cart.quantity(item.title)}
                      onBlur={(e) => Number(e.target.value) !== item.quantity && void changeQuantity(item.id, Number(e.target.value) || 0).catch(() => {})}
                      onKeyDown={(e) => e.key === "Enter" && (e.target as HTMLInputElement).blur()}
                    />
                  </label>
                  <button type="button" className="link" onClick={() => void removeLine(item.id).catch(() => {})}>{t.cart.remove}</button>
                </div>
              )}
              <p className="line-total">{item.total.amount === 0 ? t.cart.free : <Money value={item.total} />}</p>
            </li>
          ))}
        </ul>
      </section>
      <aside className="summary panel">
        <Totals />
        <form className="coupon" onSubmit={(e) => (e.preventDefault(), code.trim() && void applyCoupon(code.trim()).then(() => setCode("")))}>
          <label className="field">
            <span>{t.cart.coupon}</span>
            <input value={code} onChange={(e) => setCode(e.target.value)} />
          </label>
          <button type="submit" className="button button-secondary">{t.cart.apply}</button>
        </form>
        <Link className="button button-block" to="/checkout">{t.cart.checkout}</Link>
      </aside>
    </div>
  )
}

/** The cart's totals (also on the checkout's review). */
export function Totals() {
  const { t } = useI18n()
  const { cart } = useShop()
  if (!cart) return null
  return (
    <dl className="totals">
      {/* Items before discounts: what the engine's item total was before the promotions took their part. */}
      <dt>{t.cart.subtotal}</dt><dd><Money value={{ amount: cart.itemTotal.amount + cart.discountTotal.amount, currencyCode: cart.currencyCode }} /></dd>
      {cart.discountTotal.amount > 0 && (<><dt>{t.cart.discount}</dt><dd>−<Money value={cart.discountTotal} /></dd></>)}
      <dt>{t.cart.shipping}</dt><dd><Money value={cart.shippingTotal} /></dd>
      <dt>{t.cart.taxes}</dt><dd><Money value={cart.taxTotal} /></dd>
      <dt className="total">{t.cart.total}</dt><dd className="total"><Money value={cart.total} /></dd>
    </dl>
  )
}
