import type { OrderFieldsFragment } from "../gql/graphql"
import { useI18n } from "../i18n"
import { Money } from "./Money"

/** An order's lines, totals and address (order-success and account pages). */
export function OrderView({ order }: { order: OrderFieldsFragment }) {
  const { t, date } = useI18n()
  const a = order.shippingAddress
  return (
    <div className="order-view">
      <p className="muted">
        {t.order.placedOn(date(order.createdAt))} · {t.order.status[order.status] ?? order.status}
        {order.fulfillmentStatus && ` · ${t.order.fulfillment[order.fulfillmentStatus] ?? order.fulfillmentStatus}`}
      </p>
      <h2>{t.order.items}</h2>
      <ul className="lines compact-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.title} {item.variantTitle && `· ${item.variantTitle}`} — {item.total.amount === 0 ? t.cart.free : <Money value={item.total} />}
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>{t.cart.shipping}</dt><dd><Money value={order.shippingTotal} /></dd>
        {order.discountTotal.amount > 0 && (<><dt>{t.cart.discount}</dt><dd>−<Money value={order.discountTotal} /></dd></>)}
        <dt>{t.cart.taxes}</dt><dd><Money value={order.taxTotal} /></dd>
        <dt className="total">{t.cart.total}</dt><dd className="total"><Money value={order.total} /></dd>
      </dl>
      {a && (
        <>
          <h2>{t.order.shipTo}</h2>
          <address>
            {a.firstName} {a.lastName}<br />
            {a.address1} {a.address2}<br />
            {a.city}, {a.province} {a.postalCode} · {a.countryCode?.toUpperCase()}
          </address>
        </>
      )}
    </div>
  )
}
