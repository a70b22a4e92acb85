import { useQuery } from "@apollo/client/react"
import { Link } from "react-router-dom"
import { MyOrders } from "../../api/account"
import { MySubscriptions } from "../../api/extras"
import { useShop } from "../../app/shop"
import { AddressView } from "../../components/AddressView"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { Icon } from "../../components/Icon"
import { Skeleton } from "../../components/Skeleton"
import { useI18n } from "../../i18n"
import { StoreShare } from "../../components/StoreShare"
import { withCode } from "../../components/Code"
import { OrderRow } from "./OrderRow"
import { runDay, statusPill } from "./subscription-view"
import "./account.css"

/** /account: who you are, your partner store, recent orders and your main address. */
export default function Landing() {
  const { t } = useI18n()
  const { user } = useShop()
  const orders = useQuery(MyOrders, { variables: { first: 3 }, fetchPolicy: "cache-and-network" })
  useDocumentTitle(t.account.title)
  if (!user) return null
  const main = user.addresses.find((a) => a.isDefaultShipping) ?? user.addresses[0]
  const recent = orders.data?.me?.orders
  return (
    <div className="account-page">
      <h1>{t.account.title}</h1>
      {user.partner ? (
        <PartnerCard partner={user.partner} />
      ) : (
        <div className="callout callout-brand account-partner-cta">
          <Icon name="gift" size={22} />
          <p>{t.account.becomePartner}</p>
          <Link className="button button-small" to="/enrollment">
            {t.nav.enroll}
          </Link>
        </div>
      )}
      <section className="card" aria-labelledby="recent-orders">
        <div className="section-head">
          <h2 id="recent-orders">{t.account.recentOrders}</h2>
          {recent && recent.totalCount > 0 && (
            <Link to="/account/orders" className="link-arrow">
              {t.account.seeAllOrders} <Icon name="arrowRight" size={16} />
            </Link>
          )}
        </div>
        {!recent ? (
          <Skeleton height="4.5rem" style={{ display: "block" }} />
        ) : recent.nodes.length ? (
          <ul className="order-rows">
            {recent.nodes.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        ) : (
          <p className="muted">
            {t.account.noOrders} <Link to="/products">{t.cart.keepShopping}</Link>
          </p>
        )}
      </section>
      <SubscriptionsCard />
      <section className="card" aria-labelledby="main-address">
        <div className="section-head">
          <h2 id="main-address">{t.account.defaultAddress}</h2>
          <Link to="/account/addresses" className="link-arrow">
            {t.account.manage} <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        {main ? <AddressView address={main.address} /> : <p className="muted">{t.account.noDefaultAddress}</p>}
      </section>
    </div>
  )
}

/** The customer's subscriptions: status, interval and next run day, each linking to its page. */
function SubscriptionsCard() {
  const { t, date } = useI18n()
  const { data } = useQuery(MySubscriptions, { fetchPolicy: "cache-and-network" })
  const subscriptions = data?.me?.subscriptions
  return (
    <section className="card" aria-labelledby="my-subscriptions">
      <div className="section-head">
        <h2 id="my-subscriptions">{t.account.subscriptions}</h2>
      </div>
      {!subscriptions ? (
        <Skeleton height="4.5rem" style={{ display: "block" }} />
      ) : subscriptions.length ? (
        <ul className="subscription-rows">
          {subscriptions.map((sub) => {
            const first = sub.items[0]
            const name = first ? (first.title ?? first.variantId) : t.subscription.title
            return (
              <li key={sub.id}>
                <Link className="subscription-row-link" to={`/account/subscription/${sub.id}`}>
                  <span className="subscription-row-main">
                    <strong>{name}</strong>
                    {sub.items.length > 1 && <span className="muted">{t.subscription.more(sub.items.length - 1)}</span>}
                    <span className="pills">
                      <span className={`pill ${statusPill(sub.status)}`}>
                        {t.subscription.status[sub.status] ?? sub.status}
                      </span>
                      <span className="pill">{t.subscription.every(sub.intervalMonths)}</span>
                      {sub.lastError && (
                        <span className="pill pill-bad">
                          <Icon name="alert" size={14} /> {t.subscription.lastError}
                        </span>
                      )}
                    </span>
                    <span className="muted">
                      {sub.nextRunOn ? t.subscription.nextRun(date(runDay(sub.nextRunOn))) : t.subscription.noNextRun}
                    </span>
                  </span>
                  <span className="order-row-go">
                    <Icon name="chevronRight" size={18} />
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="muted">
          {t.subscription.none} {t.subscription.noneHint}
        </p>
      )}
    </section>
  )
}

function PartnerCard({
  partner,
}: {
  partner: NonNullable<NonNullable<ReturnType<typeof useShop>["user"]>["partner"]>
}) {
  const { t } = useI18n()
  const { user } = useShop()
  return (
    <section className="card partner-card" aria-labelledby="partner-title">
      <span className="partner-icon">
        <Icon name="store" size={24} />
      </span>
      <div>
        <h2 id="partner-title">{withCode(t.account.partner(partner.code), partner.code)}</h2>
        {partner.personalStore && (
          <>
            <p>
              {t.account.partnerStore}: <strong>{partner.personalStore.title}</strong>
            </p>
            <p className="muted">{t.account.partnerShare}</p>
            <StoreShare store={partner.personalStore} />
          </>
        )}
        {user?.isPartner && (
          <p>
            <Link to="/account/partner" className="link-arrow">
              {t.partnerPage.open} <Icon name="arrowRight" size={16} />
            </Link>
          </p>
        )}
      </div>
    </section>
  )
}
