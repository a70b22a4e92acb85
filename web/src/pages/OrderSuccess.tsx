import { useQuery } from "@apollo/client/react"
import { Link, useParams } from "react-router-dom"
import { OrderView } from "../components/OrderView"
import { useI18n } from "../i18n"
import { GetOrder } from "../operations"

export default function OrderSuccess() {
  const { id = "" } = useParams()
  const { t } = useI18n()
  const receipt = sessionStorage.getItem(`receipt:${id}`)
  const { data, error } = useQuery(GetOrder, { variables: { id, receipt } })
  if (error) return <p role="alert">{t.orderSuccess.notFound}</p>
  if (!data) return <p aria-busy="true" className="skeleton-line" />
  const order = data.order
  return (
    <section className="order-success">
      <h1>{t.orderSuccess.title}</h1>
      <p className="lead">{t.orderSuccess.number(order.displayId)}</p>
      {order.email && <p>{t.orderSuccess.email(order.email)}</p>}
      <OrderView order={order} />
      <Link className="button" to="/products">{t.orderSuccess.continue}</Link>
    </section>
  )
}
