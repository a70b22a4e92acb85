import { NetworkStatus } from "@apollo/client"
import { useQuery } from "@apollo/client/react"
import { Link } from "react-router-dom"
import { MyOrders } from "../../api/account"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { Skeleton } from "../../components/Skeleton"
import { useI18n } from "../../i18n"
import { OrderRow } from "./OrderRow"
import "./account.css"

/** /account/orders: the customer's orders, newest first, ten at a time. */
export default function Orders() {
  const { t } = useI18n()
  useDocumentTitle(t.account.orders)
  const { data, networkStatus, fetchMore } = useQuery(MyOrders, {
    variables: { first: 10 },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  })
  const orders = data?.me?.orders
  return (
    <div className="account-page">
      <div className="section-head">
        <h1>{t.account.orders}</h1>
        {orders && <p className="muted">{t.account.orderCount(orders.totalCount)}</p>}
      </div>
      {!orders ? (
        <ul className="order-rows" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <Skeleton height="4.5rem" style={{ display: "block" }} />
            </li>
          ))}
        </ul>
      ) : !orders.nodes.length ? (
        <EmptyState icon="package" title={t.account.noOrders} text={t.account.noOrdersHint}>
          <Link className="button" to="/products">
            {t.cart.keepShopping}
          </Link>
        </EmptyState>
      ) : (
        <ul className="order-rows">
          {orders.nodes.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
      {orders?.pageInfo.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={networkStatus === NetworkStatus.fetchMore}
          onClick={() =>
            void fetchMore({
              variables: { after: orders.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => {
                if (!previous.me || !fetchMoreResult.me) return fetchMoreResult
                return {
                  ...fetchMoreResult,
                  me: {
                    ...fetchMoreResult.me,
                    orders: {
                      ...fetchMoreResult.me.orders,
                      nodes: [...previous.me.orders.nodes, ...fetchMoreResult.me.orders.nodes],
                    },
                  },
                }
              },
            })
          }
        >
          {t.account.moreOrders}
        </button>
      )}
    </div>
  )
}
