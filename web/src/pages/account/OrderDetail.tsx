import { useMutation, useQuery } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { AcceptOrderTransfer, CancelOrderTransfer, DeclineOrderTransfer, GetOrder } from "../../api/account"
import { useAction, useNotify } from "../../app/use-action"
import { Breadcrumbs } from "../../components/Breadcrumbs"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { TextField } from "../../components/Field"
import { Icon } from "../../components/Icon"
import { OrderDetails, OrderStatusPills } from "../../components/OrderDetails"
import { Skeleton, SkeletonText } from "../../components/Skeleton"
import { catalogs, useI18n } from "../../i18n"
import { receiptKey, sessionStore } from "../../state/storage"
import "./account.css"

/**
 * /account/orders/:id: items, totals, addresses and fulfilment. With a transfer
 * code (?transfer=… from the transfer e-mail) the customer accepts or declines
 * the order moving to their account.
 */
export default function OrderDetail() {
  const { id = "" } = useParams()
  const [params] = useSearchParams()
  const { t, date } = useI18n()
  const receipt = sessionStore().getItem(receiptKey(id))
  const { data, error, refetch } = useQuery(GetOrder, { variables: { id, receipt }, fetchPolicy: "cache-and-network" })
  const order = data?.order
  useDocumentTitle(order ? t.orderSuccess.number(order.displayId) : t.account.orders)
  const transferToken = params.get("transfer")

  return (
    <div className="account-page">
      <Breadcrumbs
        items={[
          { label: t.account.title, to: "/account" },
          { label: t.account.orders, to: "/account/orders" },
          { label: order ? `#${order.displayId}` : "…" },
        ]}
      />
      {error && !order ? (
        <EmptyState icon="package" title={t.orderSuccess.notFound} headingLevel={1}>
          <Link className="button" to="/account/orders">
            {t.order.back}
          </Link>
        </EmptyState>
      ) : !order ? (
        <div aria-busy="true">
          <Skeleton width="12rem" height="2rem" />
          <SkeletonText lines={4} />
        </div>
      ) : (
        <>
          <header className="order-head">
            <h1>{t.orderSuccess.number(order.displayId)}</h1>
            <p className="muted">{t.order.placedOn(date(order.createdAt))}</p>
            <OrderStatusPills order={order} />
          </header>
          <OrderDetails order={order} />
        </>
      )}
      <TransferPanel
        orderId={id}
        initialToken={transferToken}
        open={Boolean(transferToken)}
        onDone={() => void refetch()}
      />
      <Link to="/account/orders" className="link-arrow">
        <Icon name="arrowLeft" size={16} /> {t.order.back}
      </Link>
    </div>
  )
}

function TransferPanel({
  orderId,
  initialToken,
  open,
  onDone,
}: {
  orderId: string
  initialToken: string | null
  open: boolean
  onDone: () => void
}) {
  // Arriving through the transfer e-mail's link means a request is pending: it can be withdrawn.
  const requested = Boolean(initialToken)
  const { t } = useI18n()
  const notify = useNotify()
  const [token, setToken] = useState(initialToken ?? "")
  const [accept] = useMutation(AcceptOrderTransfer)
  const [decline] = useMutation(DeclineOrderTransfer)
  const [cancel] = useMutation(CancelOrderTransfer)
  const [withdrawn, setWithdrawn] = useState(false)
  const { busy, run } = useAction()
  const act = (kind: "accept" | "decline") =>
    run(async () => {
      if (kind === "accept") await accept({ variables: { orderId, token: token.trim() } })
      else await decline({ variables: { orderId, token: token.trim() } })
      const done = kind === "accept" ? "accepted" : "declined"
      notify({ kind: "POSITIVE", es: catalogs.es.order[done], en: catalogs.en.order[done] })
      onDone()
    })
  // The customer who asked for the order changes their mind: the request goes, and its code with it.
  const withdraw = () =>
    run(async () => {
      await cancel({ variables: { orderId } })
      setWithdrawn(true)
      setToken("")
      notify({ kind: "POSITIVE", es: catalogs.es.orderSuccess.withdrawn, en: catalogs.en.orderSuccess.withdrawn })
      onDone()
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void act("accept")
  }
  return (
    <details className="card transfer-panel" open={open}>
      <summary>
        <Icon name="package" size={18} /> {t.order.transfer}
      </summary>
      <p className="muted">{t.order.transferText}</p>
      <form onSubmit={submit} className="transfer-form" noValidate>
        <TextField
          label={t.order.transferToken}
          value={token}
          onChange={(e) => setToken(e.target.value)}
          required
          autoComplete="off"
        />
        <div className="actions">
          <button type="submit" className="button" disabled={busy || !token.trim()}>
            {t.order.accept}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy || !token.trim()}
            onClick={() => void act("decline")}
          >
            {t.order.decline}
          </button>
        </div>
        {requested && !withdrawn && (
          <p className="transfer-withdraw">
            <button type="button" className="link-button" disabled={busy} onClick={() => void withdraw()}>
              {t.orderSuccess.withdraw}
            </button>
          </p>
        )}
      </form>
    </details>
  )
}
