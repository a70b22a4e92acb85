import { useQuery } from "@apollo/client/react"
import { Link } from "react-router-dom"
import { Money } from "../../components/Money"
import { useI18n } from "../../i18n"
import { MyOrders } from "../../operations"

export default function Orders() {
  const { t, date } = useI18n()
  const { data, loading } = useQuery(MyOrders, { fetchPolicy: "network-only" })
  const orders = data?.me?.orders.nodes ?? []
  return (
    <>
      <h1>{t.account.orders}</h1>
      {loading && <p aria-busy="true" className="skeleton-line" />}
      {data && !orders.length && <p>{t.account.noOrders}</p>}
      <ul className="order-list">
        {orders.map((order) => (
          <li key={order.id} className="card">
            <p><strong>#{order.displayId}</strong> · {date(order.createdAt)} · {t.order.status[order.status] ?? order.status}
              {order.fulfillmentStatus && ` · ${t.order.fulfillment[order.fulfillmentStatus] ?? order.fulfillmentStatus}`}</p>
            <p>{t.cart.items(order.items.length)} · <Money value={order.total} /></p>
            <Link to={`/account/orders/${order.id}`}>{t.account.viewOrder}</Link>
          </li>
        ))}
      </ul>
    </>
  )
}
