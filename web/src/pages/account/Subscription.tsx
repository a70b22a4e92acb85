import { useMutation, useQuery } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { Link, useParams } from "react-router-dom"
import {
  CancelSubscription,
  GetSubscription,
  PauseSubscription,
  ResumeSubscription,
  SkipNextSubscriptionRun,
  UpdateSubscription,
} from "../../api/extras"
import { toShopError } from "../../app/api-errors"
import { useAction, useNotify } from "../../app/use-action"
import { AddressView } from "../../components/AddressView"
import { Breadcrumbs } from "../../components/Breadcrumbs"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { SelectField } from "../../components/Field"
import { Icon } from "../../components/Icon"
import { QuantityStepper } from "../../components/QuantityStepper"
import { Skeleton, SkeletonText } from "../../components/Skeleton"
import type { SubscriptionFieldsFragment } from "../../gql/graphql"
import { catalogs, useI18n } from "../../i18n"
import { INTERVALS, runDay, statusPill } from "./subscription-view"
import "../catalog/catalog.css"
import "./account.css"

type Sub = SubscriptionFieldsFragment
type Done = "paused" | "resumed" | "skipped" | "cancelled" | "updated"

/**
 * /account/subscription/:id (subscriptions-single): what each order holds, how often,
 * where it goes, the last failure and the history of runs; pause, resume, skip the
 * next run, cancel (after a confirmation), change the interval and the quantities.
 */
export default function Subscription() {
  const { id = "" } = useParams()
  const { t, date } = useI18n()
  const { data, error } = useQuery(GetSubscription, { variables: { id }, fetchPolicy: "cache-and-network" })
  const sub = data?.subscription
  const name = sub?.items[0]?.title
  useDocumentTitle(
    sub ? (name ? t.subscription.titleOf(name) : t.subscription.title) : error ? t.subscription.notFound : null
  )

  return (
    <div className="account-page">
      <Breadcrumbs items={[{ label: t.account.title, to: "/account" }, { label: t.subscription.title }]} />
      {error && !sub ? (
        <EmptyState icon="package" title={t.subscription.notFound} headingLevel={1}>
          <Link className="button" to="/account">
            {t.subscription.back}
          </Link>
        </EmptyState>
      ) : !sub ? (
        <div aria-busy="true" className="account-page">
          <Skeleton width="14rem" height="2rem" />
          <Skeleton height="8rem" style={{ display: "block" }} />
          <SkeletonText lines={4} />
        </div>
      ) : (
        <>
          <header className="order-head">
            <h1>{name ? t.subscription.titleOf(name) : t.subscription.title}</h1>
            <p className="pills">
              <span className={`pill ${statusPill(sub.status)}`}>
                {t.subscription.status[sub.status] ?? sub.status}
              </span>
              <span className="pill">{t.subscription.every(sub.intervalMonths)}</span>
            </p>
            <p className="muted">
              {sub.nextRunOn ? t.subscription.nextRun(date(runDay(sub.nextRunOn))) : t.subscription.noNextRun}
            </p>
          </header>
          <SubscriptionBody sub={sub} />
        </>
      )}
      <Link to="/account" className="link-arrow">
        <Icon name="arrowLeft" size={16} /> {t.subscription.back}
      </Link>
    </div>
  )
}

function SubscriptionBody({ sub }: { sub: Sub }) {
  const { t, date } = useI18n()
  const notify = useNotify()
  const { busy, run } = useAction()
  const [update] = useMutation(UpdateSubscription)
  const [pause] = useMutation(PauseSubscription)
  const [resume] = useMutation(ResumeSubscription)
  const [skip] = useMutation(SkipNextSubscriptionRun)
  const [cancel] = useMutation(CancelSubscription)
  const [interval, setIntervalMonths] = useState(String(sub.intervalMonths))
  const open = sub.status !== "CANCELLED"
  const variables = { id: sub.id }

  const act = (work: () => Promise<unknown>, done: Done) =>
    run(async () => {
      await work().catch((e: unknown) => {
        throw toShopError(e)
      })
      notify({ kind: "POSITIVE", es: catalogs.es.subscription[done], en: catalogs.en.subscription[done] })
    })
  const changeInterval = (event: FormEvent) => {
    event.preventDefault()
    void act(() => update({ variables: { id: sub.id, input: { intervalMonths: Number(interval) } } }), "updated")
  }
  const changeQuantity = (variantId: string, quantity: number) =>
    act(
      () =>
        update({
          variables: {
            id: sub.id,
            input: {
              items: sub.items.map((i) => ({
                variantId: i.variantId,
                quantity: i.variantId === variantId ? quantity : i.quantity,
              })),
            },
          },
        }),
      "updated"
    )
  const confirmCancel = () => {
    if (!window.confirm(t.subscription.cancelConfirm)) return
    void act(() => cancel({ variables }), "cancelled")
  }

  return (
    <>
      {sub.lastError && (
        <div className="callout callout-negative subscription-error" role="alert">
          <Icon name="alert" size={20} />
          <div>
            <strong>{t.subscription.lastError}</strong>
            <p>{sub.lastError}</p>
            {sub.lastFailedAt && <p>{t.subscription.failedOn(date(sub.lastFailedAt), sub.failureCount)}</p>}
            <p>{t.subscription.lastErrorHint}</p>
          </div>
        </div>
      )}
      {sub.status === "PAUSED" && sub.pausedAt && (
        <p className="callout callout-warning">{t.subscription.pausedSince(date(sub.pausedAt))}</p>
      )}
      {sub.status === "CANCELLED" && sub.cancelledAt && (
        <p className="callout">{t.subscription.cancelledOn(date(sub.cancelledAt))}</p>
      )}

      {open && (
        <section className="card" aria-labelledby="subscription-actions">
          <h2 id="subscription-actions">{t.subscription.actions}</h2>
          <div className="subscription-actions">
            {sub.status === "ACTIVE" ? (
              <button
                type="button"
                className="button button-small"
                disabled={busy}
                onClick={() => void act(() => pause({ variables }), "paused")}
              >
                {t.subscription.pause}
              </button>
            ) : (
              <button
                type="button"
                className="button button-small"
                disabled={busy}
                onClick={() => void act(() => resume({ variables }), "resumed")}
              >
                {t.subscription.resume}
              </button>
            )}
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={busy || sub.status !== "ACTIVE"}
              onClick={() => void act(() => skip({ variables }), "skipped")}
            >
              {t.subscription.skip}
            </button>
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={busy}
              onClick={confirmCancel}
            >
              {t.subscription.cancel}
            </button>
          </div>
          <form className="subscription-interval" onSubmit={changeInterval}>
            <SelectField
              label={t.subscription.interval}
              value={interval}
              onChange={(e) => setIntervalMonths(e.target.value)}
              disabled={busy}
            >
              {INTERVALS.map((n) => (
                <option key={n} value={n}>
                  {t.subscription.every(n)}
                </option>
              ))}
            </SelectField>
            <button
              type="submit"
              className="button button-small button-secondary"
              disabled={busy || Number(interval) === sub.intervalMonths}
            >
              {t.subscription.intervalSave}
            </button>
          </form>
        </section>
      )}

      <section className="card" aria-labelledby="subscription-items">
        <h2 id="subscription-items">{t.subscription.items}</h2>
        <ul className="subscription-items">
          {sub.items.map((item) => {
            const title = item.title ?? item.sku ?? item.variantId
            return (
              <li key={item.id} className="subscription-item">
                <span className="wishlist-thumb">
                  {item.thumbnail ? (
                    <img src={item.thumbnail} alt="" width={56} height={56} loading="lazy" />
                  ) : (
                    <Icon name="package" size={22} />
                  )}
                </span>
                <div>
                  <p>
                    {item.productHandle ? (
                      <Link to={`/products/${item.productHandle}`}>{title}</Link>
                    ) : (
                      <strong>{title}</strong>
                    )}
                  </p>
                  {item.variantTitle && item.variantTitle !== "Default" && <p className="muted">{item.variantTitle}</p>}
                </div>
                {open ? (
                  <QuantityStepper
                    value={item.quantity}
                    onChange={(q) => void changeQuantity(item.variantId, q)}
                    label={t.subscription.quantityOf(title)}
                    min={1}
                    max={99}
                    disabled={busy}
                    size="sm"
                  />
                ) : (
                  <span>{t.order.quantity(item.quantity)}</span>
                )}
              </li>
            )
          })}
        </ul>
      </section>

      <section className="card" aria-labelledby="subscription-details">
        <h2 id="subscription-details">{t.subscription.details}</h2>
        <h3>{t.subscription.shipTo}</h3>
        <AddressView address={sub.shippingAddress} />
        <h3>{t.subscription.email}</h3>
        <p>{sub.email}</p>
      </section>

      <section className="card" aria-labelledby="subscription-history">
        <h2 id="subscription-history">{t.subscription.history}</h2>
        {sub.runs.length === 0 ? (
          <p className="muted">{t.subscription.noRuns}</p>
        ) : (
          <ul className="subscription-runs">
            {sub.runs.map((r) => (
              <li key={r.id} className="subscription-run">
                <p>
                  <strong>{t.subscription.runOn(date(runDay(r.runOn)))}</strong>{" "}
                  <span
                    className={`pill ${r.status === "SUCCEEDED" ? "pill-good" : r.status === "FAILED" ? "pill-bad" : "pill-info"}`}
                  >
                    {t.subscription.runStatus[r.status] ?? r.status}
                  </span>
                </p>
                <p className="muted">{t.subscription.attempts(r.attempts)}</p>
                {r.error && <p className="subscription-run-error">{r.error}</p>}
                {r.orderId && (
                  <Link to={`/account/orders/${r.orderId}`} className="link-arrow">
                    {r.orderDisplayId != null ? t.subscription.viewOrder(r.orderDisplayId) : t.account.viewOrder}{" "}
                    <Icon name="arrowRight" size={16} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
