import { useMutation, useQuery } from "@apollo/client/react"
import { useState } from "react"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { CancelOrderTransfer, GetOrder, RequestOrderTransfer } from "../../api/account"
import { toShopError } from "../../app/api-errors"
import { useShop } from "../../app/shop"
import { useAction, useNotify } from "../../app/use-action"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { Icon } from "../../components/Icon"
import { OrderDetails, OrderStatusPills } from "../../components/OrderDetails"
import { Skeleton, SkeletonText } from "../../components/Skeleton"
import { catalogs, useI18n } from "../../i18n"
import { receiptKey, sessionStore } from "../../state/storage"
import "./checkout.css"

/**
 * /order-success/:id: the order just placed, read again with this browser's receipt (or as
 * its owner); `?receipt=` is the signed link the shop e-mails to guests.
 */
export default function OrderSuccess() {
  const { id = "" } = useParams()
  const [params] = useSearchParams()
  const { t, date } = useI18n()
  const { user } = useShop()
  const receipt = params.get("receipt") ?? sessionStore().getItem(receiptKey(id))
  const { data, error } = useQuery(GetOrder, { variables: { id, receipt } })
  useDocumentTitle(data ? t.orderSuccess.number(data.order.displayId) : t.orderSuccess.title)

  if (error) {
    const expired = toShopError(error).code === "ORDER_LINK_EXPIRED"
    return (
      <div className="container">
        <EmptyState
          icon="package"
          title={expired ? t.orderSuccess.linkExpired : t.orderSuccess.notFound}
          text={expired ? t.orderSuccess.linkExpiredHint : t.orderSuccess.notFoundHint}
          headingLevel={1}
        >
          <Link className="button" to="/find-order">
            {t.findOrder.title}
          </Link>
          <Link className="button button-secondary" to="/products">
            {t.orderSuccess.continue}
          </Link>
        </EmptyState>
      </div>
    )
  }
  if (!data) {
    return (
      <div className="container order-success" aria-busy="true">
        <Skeleton width="4rem" height="4rem" radius="50%" />
        <Skeleton width="60%" height="2.2rem" style={{ margin: "1rem 0" }} />
        <SkeletonText lines={3} />
      </div>
    )
  }
  const order = data.order
  return (
    <div className="container order-success">
      <header className="order-success-head">
        <span className="order-success-icon">
          <Icon name="check" size={36} />
        </span>
        <h1>{t.orderSuccess.title}</h1>
        <p className="order-success-number">{t.orderSuccess.number(order.displayId)}</p>
        <p className="muted">
          {t.order.placedOn(date(order.createdAt))} <OrderStatusPills order={order} />
        </p>
        {order.email && <p>{t.orderSuccess.email(order.email)}</p>}
        <div className="order-success-actions">
          <Link className="button button-large" to="/products">
            {t.orderSuccess.continue}
          </Link>
          {user && (
            <Link className="button button-large button-secondary" to="/account/orders">
              {t.orderSuccess.myOrders}
            </Link>
          )}
        </div>
      </header>
      {user && order.email?.toLowerCase() === user.email.toLowerCase() && receipt && <ClaimOrder orderId={order.id} />}
      {!user && (
        <p className="muted">
          <Link to="/find-order">{t.findOrder.link}</Link>
        </p>
      )}
      <OrderDetails order={order} />
    </div>
  )
}

/**
 * A guest order placed with the signed-in customer's e-mail can be asked to move to the account;
 * the request, once made, can be withdrawn here (the e-mailed code then stops working).
 */
function ClaimOrder({ orderId }: { orderId: string }) {
  const { t } = useI18n()
  const notify = useNotify()
  const [request] = useMutation(RequestOrderTransfer)
  const [cancel] = useMutation(CancelOrderTransfer)
  const [result, setResult] = useState<"requested" | "mine" | null>(null)
  const { busy, run } = useAction()
  if (result === "mine") return <p className="callout callout-positive">{t.orderSuccess.alreadyYours}</p>
  if (result === "requested")
    return (
      <div className="callout callout-positive order-claim" role="status">
        <span>{t.orderSuccess.claimed}</span>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await cancel({ variables: { orderId } })
              notify({
                kind: "POSITIVE",
                es: catalogs.es.orderSuccess.withdrawn,
                en: catalogs.en.orderSuccess.withdrawn,
              })
              setResult(null)
            })
          }
        >
          {t.orderSuccess.withdraw}
        </button>
      </div>
    )
  return (
    <div className="callout callout-brand order-claim">
      <span>{t.orderSuccess.claimTitle}</span>
      <button
        type="button"
        className="button button-small"
        disabled={busy}
        onClick={() =>
          void run(
            async () => {
              await request({ variables: { orderId } })
              setResult("requested")
            },
            { onError: (error) => toShopError(error).code === "NOT_FOUND" && (setResult("mine"), true) }
          )
        }
      >
        {t.orderSuccess.claim}
      </button>
    </div>
  )
}
