import { Link } from "react-router-dom"
import { Icon } from "../../components/Icon"
import { Money } from "../../components/Money"
import { OrderStatusPills } from "../../components/OrderDetails"
import type { MyOrdersQuery } from "../../gql/graphql"
import { useI18n } from "../../i18n"

type OrderNode = NonNullable<MyOrdersQuery["me"]>["orders"]["nodes"][number]

/** One order in a list: number, date, status, a glimpse of the products, total. */
export function OrderRow({ order }: { order: OrderNode }) {
  const { t, date } = useI18n()
  const thumbs = order.items.filter((i) => i.thumbnail).slice(0, 4)
  return (
    <li className="order-row">
      <Link to={`/account/orders/${order.id}`} className="order-row-link">
        <span className="order-row-main">
          <strong>#{order.displayId}</strong>
          <span className="muted">{date(order.createdAt, "medium")}</span>
          <OrderStatusPills order={order} />
        </span>
        <span className="order-row-thumbs" aria-hidden="true">
          {thumbs.map((item) => (
            <img key={item.id} src={item.thumbnail!} alt="" width={40} height={40} loading="lazy" />
          ))}
        </span>
        <span className="order-row-total">
          <strong>
            <Money value={order.total} />
          </strong>
          <span className="muted">{t.account.items(order.items.reduce((n, i) => n + i.quantity, 0))}</span>
        </span>
        <span className="order-row-go">
          <span className="visually-hidden">{t.account.viewOrder}</span>
          <Icon name="chevronRight" size={18} />
        </span>
      </Link>
    </li>
  )
}
