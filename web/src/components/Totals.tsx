import { useI18n } from "../i18n"
import { itemsBeforeDiscount } from "../state/cart-lines"
import { Money } from "./Money"

type Amount = { amount: number; currencyCode: string }

/**
 * Subtotal, discounts, shipping, taxes and total. The subtotal is the items
 * before discounts, so "subtotal − discounts + shipping + taxes = total" reads right.
 */
export function Totals({ itemsBeforeDiscount, discountTotal, shippingTotal, taxTotal, total, shippingPending = false }: {
  itemsBeforeDiscount: Amount
  discountTotal: Amount
  shippingTotal: Amount
  taxTotal: Amount
  total: Amount
  /** No shipping method yet: "calculated at checkout" instead of 0. */
  shippingPending?: boolean
}) {
  const { t } = useI18n()
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
      <div>
        <dt>{t.cart.shipping}</dt>
        <dd>{shippingPending ? <span className="muted">{t.cart.shippingLater}</span> : <Money value={shippingTotal} free />}</dd>
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

/** A cart's totals (cart page, checkout summary, enrollment): shipping reads "calculated at checkout" until a method is chosen. */
export function CartTotals({ cart }: {
  cart: Parameters<typeof itemsBeforeDiscount>[0] & { discountTotal: Amount; shippingTotal: Amount; taxTotal: Amount; total: Amount; shippingMethods: readonly unknown[] }
}) {
  return (
    <Totals
      itemsBeforeDiscount={itemsBeforeDiscount(cart)}
      discountTotal={cart.discountTotal}
      shippingTotal={cart.shippingTotal}
      taxTotal={cart.taxTotal}
      total={cart.total}
      shippingPending={!cart.shippingMethods.length}
    />
  )
}
