import { useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { useShop, useStore } from "../../app/shop"
import { fieldsOf, RULES, validate } from "../../app/form-errors"
import { distinctNotices } from "../../app/notices"
import { useAction } from "../../app/use-action"
import { useFormErrors } from "../../app/use-form-errors"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { Icon } from "../../components/Icon"
import { Money } from "../../components/Money"
import { QuantityStepper } from "../../components/QuantityStepper"
import { CartTotals } from "../../components/Totals"
import { useI18n } from "../../i18n"
import { isGift, removableCodes, topLines } from "../../state/cart-lines"
import type { Cart as CartShape } from "../../state/shop-store"
import "./cart.css"

type Line = CartShape["items"][number]

export default function Cart() {
  const { t, notice: noticeText } = useI18n()
  const { cart, cartLoading } = useShop()
  useDocumentTitle(t.cart.title)
  if (!cart || !cart.items.length) {
    return (
      <div className="container">
        <EmptyState icon="cart" title={t.cart.empty} text={t.cart.emptyHint} headingLevel={1}>
          <Link className="button button-large" to="/products">
            {t.cart.keepShopping}
          </Link>
        </EmptyState>
      </div>
    )
  }
  const lines = topLines(cart.items)
  return (
    <div className="container cart-page">
      <header className="cart-head">
        <h1>{t.cart.title}</h1>
        <p className="muted">{t.cart.count(cart.itemCount)}</p>
      </header>
      <div className="cart-layout">
        <section aria-label={t.cart.title} aria-busy={cartLoading}>
          {cart.enrollment && (
            <div className="callout callout-brand">
              <Icon name="gift" size={22} />
              <div>
                <strong>{t.cart.sponsor(cart.enrollment.sponsor.name)}</strong>
                <p>{t.cart.sponsorText}</p>
              </div>
            </div>
          )}
          {distinctNotices(cart.promotionNotices).map((notice) => (
            <p
              key={`${notice.code}-${notice.es}-${notice.subject?.es ?? ""}`}
              className={`callout callout-${notice.kind.toLowerCase()}`}
            >
              <Icon name="info" size={20} /> {noticeText(notice)}
            </p>
          ))}
          <ul className="cart-lines">
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                components={cart.items.filter((item) => item.bundledBy === line.id)}
              />
            ))}
          </ul>
          <Link to="/products" className="link-arrow cart-continue">
            <Icon name="arrowLeft" size={16} /> {t.cart.keepShopping}
          </Link>
        </section>
        <aside className="cart-summary card" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{t.cart.summary}</h2>
          <CartTotals cart={cart} />
          <CouponForm />
          <Link className="button button-large button-block" to="/checkout">
            <Icon name="lock" size={18} /> {t.cart.checkout}
          </Link>
          <p className="cart-secure muted">
            <Icon name="shield" size={16} /> {t.cart.secure}
          </p>
        </aside>
      </div>
    </div>
  )
}

function CartLine({ line, components }: { line: Line; components: Line[] }) {
  const { t } = useI18n()
  const store = useStore()
  const { busy, run } = useAction()
  const gift = isGift(line)
  const link = line.productHandle ? `/products/${line.productHandle}` : undefined
  return (
    <li className="cart-line">
      <div className="cart-line-media">
        {line.thumbnail && <img src={line.thumbnail} alt="" width={96} height={96} loading="lazy" />}
      </div>
      <div className="cart-line-info">
        <h3>
          {link ? <Link to={link}>{line.title}</Link> : line.title}
          {gift && <span className="badge badge-gift">{t.cart.gift}</span>}
        </h3>
        {line.variantTitle && line.variantTitle !== line.title && <p className="muted">{line.variantTitle}</p>}
        <p className="cart-line-unit muted">
          <span className="visually-hidden">{t.cart.unitPrice}: </span>
          <Money value={line.unitPrice} />
        </p>
        {components.length > 0 && (
          <ul className="cart-bundle">
            {components.map((c) => (
              <li key={c.id}>
                <Icon name="check" size={14} /> {c.quantity} × {c.title}
                {c.variantTitle && c.variantTitle !== c.title && ` · ${c.variantTitle}`}
                <span className="visually-hidden"> ({t.cart.bundledIn})</span>
              </li>
            ))}
          </ul>
        )}
        <div className="cart-line-actions">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            min={0}
            label={t.cart.quantity(line.title)}
            disabled={busy}
            confirmRemove={() => window.confirm(t.cart.confirmRemove(line.title))}
            onChange={(quantity) => void run(() => store.setQuantity(line.id, quantity))}
          />
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => void run(() => store.removeItem(line.id))}
            aria-label={t.cart.removeItem(line.title)}
          >
            <Icon name="trash" size={16} /> {t.cart.remove}
          </button>
        </div>
      </div>
      <p className="cart-line-total">
        {line.discountTotal.amount > 0 && (
          <s className="muted">
            <Money value={line.subtotal} />
          </s>
        )}
        <strong>
          <Money value={line.total} free />
        </strong>
      </p>
    </li>
  )
}

/**
 * Coupon codes: typed ones are applied by the gateway, which answers with a notice either way.
 * Only the codes the shopper typed can be taken off; the shop's own benefits are named in the totals.
 */
function CouponForm() {
  const { t } = useI18n()
  const { cart } = useShop()
  const store = useStore()
  const { busy, run } = useAction()
  const [code, setCode] = useState("")
  const errors = useFormErrors()
  const { formRef } = errors
  const manual = removableCodes(cart?.promotions ?? [])
  const error = errors.message("codes")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim() || errors.show(validate({ codes: code }, { codes: RULES.promotionCode }))) return
    void run(
      async () => {
        const update = await store.applyCoupon(code)
        if (!update.notices.some((n) => n.kind === "NEGATIVE")) setCode("")
      },
      { onError: (failure) => errors.fromApi(failure, fieldsOf("codes")) }
    )
  }
  return (
    <div className="coupon">
      <form ref={formRef} onSubmit={submit} className="coupon-form" noValidate>
        <label htmlFor="coupon-code" className="field-label">
          {t.cart.coupon}
        </label>
        <div className="coupon-row">
          <input
            id="coupon-code"
            className="input"
            value={code}
            onChange={(e) => (setCode(e.target.value.toUpperCase()), errors.clear("codes"))}
            placeholder={t.cart.couponPlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "coupon-code-error" : undefined}
          />
          <button type="submit" className="button button-secondary" disabled={busy || !code.trim()}>
            {t.cart.apply}
          </button>
        </div>
        {error && (
          <p id="coupon-code-error" className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {manual.length > 0 && (
        <ul className="coupon-codes" aria-label={t.cart.applied}>
          {manual.map((p) => (
            <li key={p.id} className="chip chip-on">
              {p.code}
              <button
                type="button"
                onClick={() => void run(() => store.removeCoupon(p.code))}
                aria-label={t.cart.removeCode(p.code)}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
