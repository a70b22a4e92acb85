import { useI18n } from "../i18n"
import { benefitsOf, type PromotionLike } from "../state/cart-lines"
import { Icon } from "./Icon"
import { Money } from "./Money"

type Amount = { amount: number; currencyCode: string }

/**
 * Subtotal, discounts (with the promotions behind them, by name), shipping, taxes and
 * total. The subtotal is the items before discounts, so "subtotal − discounts +
 * shipping + taxes = total" reads right.
 */
export function Totals({
  itemsBeforeDiscount,
  discountTotal,
  shippingTotal,
  taxTotal,
  total,
  shippingPending = false,
  benefits = [],
}: {
  itemsBeforeDiscount: Amount
  discountTotal: Amount
  shippingTotal: Amount
  taxTotal: Amount
  total: Amount
  /** No shipping method yet: "calculated at checkout" instead of 0. */
  shippingPending?: boolean
  /** The promotions applied, each once, by their name. */
  benefits?: readonly { id: string; title: { es: string; en: string } }[]
}) {
  const { t, pick } = useI18n()
  return (
    <dl className="totals">
      <div>
        <dt>{t.cart.subtotal}</dt>
        <dd>
          <Money value={itemsBeforeDiscount} />
        </dd>
      </div>
      {discountTotal.amount > 0 && (
        <div className="totals-discount">
          <dt>{t.cart.discount}</dt>
          <dd>
            −<Money value={discountTotal} />
          </dd>
        </div>
      )}
      {benefits.length > 0 && (
        <div className="totals-benefits">
          <dt className="visually-hidden">{t.cart.benefits}</dt>
          <dd>
            <ul aria-label={t.cart.benefits}>
              {benefits.map((benefit) => (
                <li key={benefit.id}>
                  <Icon name="gift" size={14} /> {pick(benefit.title).trim() || t.cart.unnamedBenefit}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div>
        <dt>{t.cart.shipping}</dt>
        <dd>
          {shippingPending ? (
            <span className="muted">{t.cart.shippingLater}</span>
          ) : (
            <Money value={shippingTotal} free />
          )}
        </dd>
      </div>
      {taxTotal.amount > 0 && (
        <div>
          <dt>{t.cart.taxes}</dt>
          <dd>
            <Money value={taxTotal} />
          </dd>
        </div>
      )}
      <div className="totals-total">
        <dt>{t.cart.total}</dt>
        <dd data-testid="cart-total">
          <Money value={total} />
        </dd>
      </div>
    </dl>
  )
}

/**
 * A cart's totals (cart page, checkout summary, enrollment): shipping reads "calculated at
 * checkout" until a method is chosen; the promotions applied are named under the discounts.
 */
export function CartTotals({
  cart,
}: {
  cart: {
    itemsBeforeDiscount: Amount
    discountTotal: Amount
    shippingTotal: Amount
    taxTotal: Amount
    total: Amount
    shippingMethods: readonly unknown[]
    promotions: readonly PromotionLike[]
  }
}) {
  return (
    <Totals
      itemsBeforeDiscount={cart.itemsBeforeDiscount}
      discountTotal={cart.discountTotal}
      shippingTotal={cart.shippingTotal}
      taxTotal={cart.taxTotal}
      total={cart.total}
      shippingPending={!cart.shippingMethods.length}
      benefits={benefitsOf(cart.promotions)}
    />
  )
}
