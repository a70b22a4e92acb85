import { BUNDLED_BY } from "@vitalia/schema/bundles"
import type { OrderFieldsFragment } from "../gql/graphql"
import { useI18n } from "../i18n"
import { AddressView } from "./AddressView"
import { Icon } from "./Icon"
import { Money } from "./Money"
import { Totals } from "./Totals"

/** How far the order has come: 1 received … 4 delivered (0 when canceled). */
export function fulfillmentProgress(order: Pick<OrderFieldsFragment, "status" | "fulfillmentStatus">): number {
  if (order.status === "canceled" || order.fulfillmentStatus === "canceled") return 0
  switch (order.fulfillmentStatus) {
    case "delivered":
    case "partially_delivered":
      return 4
    case "shipped":
    case "partially_shipped":
      return 3
    case "fulfilled":
    case "partially_fulfilled":
      return 2
    default:
      return 1
  }
}

export function OrderStatusPills({
  order,
}: {
  order: Pick<OrderFieldsFragment, "status" | "fulfillmentStatus" | "paymentStatus">
}) {
  const { t } = useI18n()
  const canceled = order.status === "canceled"
  return (
    <span className="pills">
      {canceled ? (
        <span className="pill pill-bad">{t.order.status.canceled}</span>
      ) : (
        order.fulfillmentStatus && (
          <span className={`pill ${fulfillmentProgress(order) >= 3 ? "pill-good" : "pill-info"}`}>
            {t.order.fulfillment[order.fulfillmentStatus] ?? order.fulfillmentStatus}
          </span>
        )
      )}
      {!canceled && order.paymentStatus && (
        <span className="pill pill-muted">{t.order.payment[order.paymentStatus] ?? order.paymentStatus}</span>
      )}
    </span>
  )
}

function Timeline({ order }: { order: OrderFieldsFragment }) {
  const { t } = useI18n()
  const progress = fulfillmentProgress(order)
  if (!progress) return null
  return (
    <ol className="timeline" aria-label={t.order.progress}>
      {t.order.timeline.map((label, i) => (
        <li
          key={label}
          className={i < progress ? "timeline-done" : ""}
          aria-current={i === progress - 1 ? "step" : undefined}
        >
          <span className="timeline-dot">{i < progress && <Icon name="check" size={12} />}</span>
          {label}
        </li>
      ))}
    </ol>
  )
}

/** An order's progress, lines, totals and addresses (order-success and the account). */
export function OrderDetails({ order }: { order: OrderFieldsFragment }) {
  const { t } = useI18n()
  const bundled = new Set(
    order.items.filter((i) => (i.metadata as Record<string, unknown> | null)?.[BUNDLED_BY]).map((i) => i.id)
  )
  return (
    <div className="order-details">
      <Timeline order={order} />
      <div className="order-grid">
        <section className="card" aria-labelledby={`order-${order.id}-items`}>
          <h2 id={`order-${order.id}-items`}>{t.order.items}</h2>
          <ul className="order-lines">
            {order.items.map((item) => (
              <li key={item.id} className={bundled.has(item.id) ? "order-line-bundled" : undefined}>
                <span className="order-line-media">
                  {item.thumbnail && <img src={item.thumbnail} alt="" width={64} height={64} loading="lazy" />}
                </span>
                <span className="order-line-info">
                  <strong>{item.title}</strong>
                  {item.variantTitle && item.variantTitle !== item.title && (
                    <span className="muted">{item.variantTitle}</span>
                  )}
                  <span className="muted">{t.order.quantity(item.quantity)}</span>
                </span>
                <span className="order-line-total">
                  {bundled.has(item.id) ? (
                    <span className="muted">{t.cart.bundledIn}</span>
                  ) : (
                    <Money value={item.total} free />
                  )}
                </span>
              </li>
            ))}
          </ul>
          <Totals
            itemsBeforeDiscount={order.itemsBeforeDiscount}
            discountTotal={order.discountTotal}
            shippingTotal={order.shippingTotal}
            taxTotal={order.taxTotal}
            total={order.total}
          />
        </section>
        <div className="order-side">
          {order.shippingAddress && (
            <section className="card">
              <h2>{t.order.shipTo}</h2>
              <AddressView address={order.shippingAddress} />
            </section>
          )}
          {order.shippingMethods[0] && (
            <section className="card">
              <h2>{t.order.shippingMethod}</h2>
              <p>
                {order.shippingMethods[0].name} · <Money value={order.shippingMethods[0].amount} free />
              </p>
            </section>
          )}
          {order.billingAddress && (
            <section className="card">
              <h2>{t.order.billTo}</h2>
              <AddressView address={order.billingAddress} />
            </section>
          )}
        </div>
      </div>
    </div>
  )
}
