import { useQuery } from "@apollo/client/react"
import { Link } from "react-router-dom"
import { MyPartnerPage, PartnerPromotions } from "../../api/partner"
import { useShop } from "../../app/shop"
import { withCode } from "../../components/Code"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { Icon } from "../../components/Icon"
import { Money } from "../../components/Money"
import { Skeleton } from "../../components/Skeleton"
import { StoreShare } from "../../components/StoreShare"
import type { MyPartnerPageQuery } from "../../gql/graphql"
import { useI18n } from "../../i18n"
import "./account.css"

type Mine = NonNullable<MyPartnerPageQuery["myPartner"]>
type MoneyValue = { amount: number; currencyCode: string }

/** How many recruits a page of the list shows; more come with "see more". */
const RECRUITS_PAGE = 10

/**
 * /account/partner: a partner's own page (issue #39) — their store's link to share, what it
 * brought this month and in the last twelve, the latest orders through it, the partners they
 * sponsor, their own sponsor and the promotions for partners. Customers who are not active
 * partners see how to become one.
 */
export default function PartnerPage() {
  const { t } = useI18n()
  const { user } = useShop()
  useDocumentTitle(t.partnerPage.title)
  const mine = useQuery(MyPartnerPage, {
    variables: { orders: 10, recruits: RECRUITS_PAGE },
    fetchPolicy: "cache-and-network",
    skip: !user?.partner,
  })
  if (!user) return null
  const partner = mine.data?.myPartner
  if (!user.partner || (partner && !partner.active)) return <BecomePartner inactive={Boolean(partner)} />
  return (
    <div className="account-page partner-page">
      <h1>{t.partnerPage.title}</h1>
      <p className="muted">{t.partnerPage.intro}</p>
      {!partner ? (
        <Skeleton height="12rem" style={{ display: "block" }} />
      ) : (
        <>
          <StoreCard partner={partner} />
          <FiguresCard figures={partner.figures} />
          <LatestOrders orders={partner.referredOrders} />
          <PeopleCard partner={partner} loadMore={mine.fetchMore} />
          <PromotionsCard />
        </>
      )}
    </div>
  )
}

function BecomePartner({ inactive }: { inactive: boolean }) {
  const { t } = useI18n()
  return (
    <div className="account-page partner-page">
      <h1>{t.partnerPage.title}</h1>
      <div className="callout callout-brand account-partner-cta">
        <Icon name="gift" size={22} />
        <div>
          <h2>{t.partnerPage.notPartnerTitle}</h2>
          <p>{inactive ? t.partnerPage.inactive : t.partnerPage.notPartner}</p>
        </div>
        {!inactive && (
          <Link className="button button-small" to="/enrollment">
            {t.nav.enroll}
          </Link>
        )}
      </div>
      <PromotionsCard />
    </div>
  )
}

function StoreCard({ partner }: { partner: Mine }) {
  const { t } = useI18n()
  const store = partner.personalStore
  return (
    <section className="card partner-card" aria-labelledby="partner-store">
      <span className="partner-icon">
        <Icon name="store" size={24} />
      </span>
      <div>
        <h2 id="partner-store">{withCode(t.account.partner(partner.code), partner.code)}</h2>
        {store ? (
          <>
            <p>
              {t.partnerPage.store}: <strong>{store.title}</strong>{" "}
              <span className={`pill ${store.active ? "pill-good" : "pill-bad"}`}>
                {store.active ? t.partnerPage.storeActive : t.partnerPage.storeInactive}
              </span>
            </p>
            {store.active && (
              <>
                <p className="muted">{t.account.partnerShare}</p>
                <StoreShare store={store} />
              </>
            )}
          </>
        ) : (
          <p className="muted">{t.partnerPage.noStore}</p>
        )}
      </div>
    </section>
  )
}

/** Totals per currency, one after the other; "no sales" when there are none. */
function Totals({ totals }: { totals: readonly MoneyValue[] }) {
  const { t } = useI18n()
  if (!totals.length) return <>{t.partnerPage.noTotal}</>
  return (
    <>
      {totals.map((total, i) => (
        <span key={total.currencyCode} data-currency={total.currencyCode}>
          {i > 0 && " · "}
          <Money value={total} />
        </span>
      ))}
    </>
  )
}

function FiguresCard({ figures }: { figures: Mine["figures"] }) {
  const { t, tag } = useI18n()
  const monthName = (month: string, style: "short" | "long") =>
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString(tag, { month: style, year: "numeric", timeZone: "UTC" })
  const most = Math.max(1, ...figures.months.map((m) => m.orders))
  const barWidth = 100 / figures.months.length
  return (
    <section className="card" aria-labelledby="partner-figures">
      <h2 id="partner-figures">{t.partnerPage.figures}</h2>
      <dl className="partner-figures">
        <div data-testid="figure-this-month">
          <dt>{t.partnerPage.thisMonth}</dt>
          <dd>
            <strong>{t.partnerPage.orders(figures.thisMonth.orders)}</strong>
            <span>
              <Totals totals={figures.thisMonth.totals} />
            </span>
            <span className="partner-visits" data-visits={figures.thisMonth.visits}>
              {t.partnerPage.visits(figures.thisMonth.visits)}
            </span>
          </dd>
        </div>
        <div data-testid="figure-twelve-months">
          <dt>{t.partnerPage.lastTwelve}</dt>
          <dd>
            <strong>{t.partnerPage.orders(figures.lastTwelveMonths.orders)}</strong>
            <span>
              <Totals totals={figures.lastTwelveMonths.totals} />
            </span>
            <span className="partner-visits" data-visits={figures.lastTwelveMonths.visits}>
              {t.partnerPage.visits(figures.lastTwelveMonths.visits)}
            </span>
          </dd>
        </div>
      </dl>
      {/* The chart is a picture of the table below it, which screen readers read instead. */}
      <svg className="partner-chart" viewBox="0 0 100 40" preserveAspectRatio="none" aria-hidden="true">
        {figures.months.map((m, i) => {
          const height = (m.orders / most) * 36
          return (
            <rect
              key={m.month}
              x={i * barWidth + barWidth * 0.15}
              y={40 - height}
              width={barWidth * 0.7}
              height={height}
              className={i === figures.months.length - 1 ? "partner-chart-now" : undefined}
            />
          )
        })}
      </svg>
      <table className="partner-months">
        <caption>{t.partnerPage.chart}</caption>
        <thead>
          <tr>
            <th scope="col">{t.partnerPage.month}</th>
            <th scope="col">{t.partnerPage.monthVisits}</th>
            <th scope="col">{t.partnerPage.monthOrders}</th>
            <th scope="col">{t.partnerPage.monthTotal}</th>
          </tr>
        </thead>
        <tbody>
          {[...figures.months].reverse().map((m) => (
            <tr key={m.month}>
              <th scope="row">
                <abbr title={monthName(m.month, "long")}>{monthName(m.month, "short")}</abbr>
              </th>
              <td>{m.visits}</td>
              <td>{m.orders}</td>
              <td>
                <Totals totals={m.totals} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted partner-note">{t.partnerPage.figuresNote}</p>
    </section>
  )
}

function LatestOrders({ orders }: { orders: Mine["referredOrders"] }) {
  const { t, date } = useI18n()
  return (
    <section className="card" aria-labelledby="partner-orders">
      <h2 id="partner-orders">{t.partnerPage.latest}</h2>
      {orders.nodes.length ? (
        <ul className="partner-orders">
          {orders.nodes.map((order) => (
            <li key={order.id}>
              <span>
                <strong>{t.partnerPage.order(order.displayId)}</strong>
                <span className="muted">{date(order.createdAt, "medium")}</span>
              </span>
              <span>
                {order.buyer && (
                  <span className="muted">
                    {t.partnerPage.buyer}: {order.buyer}
                  </span>
                )}
                <span className="pill">{t.order.status[order.status] ?? order.status}</span>
              </span>
              <strong className="partner-order-total" data-currency={order.total.currencyCode}>
                <Money value={order.total} />
              </strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t.partnerPage.noOrders}</p>
      )}
    </section>
  )
}

function PeopleCard({
  partner,
  loadMore,
}: {
  partner: Mine
  loadMore: ReturnType<typeof useQuery<MyPartnerPageQuery>>["fetchMore"]
}) {
  const { t, date } = useI18n()
  const recruits = partner.recruits
  return (
    <section className="card" aria-labelledby="partner-people">
      <h2 id="partner-people">{t.partnerPage.recruits}</h2>
      {recruits.nodes.length ? (
        <ul className="partner-people">
          {recruits.nodes.map((recruit) => (
            <li key={recruit.code}>
              <strong>{recruit.name}</strong> <span className="muted">{recruit.code}</span>
              <span className="muted">{t.partnerPage.joined(date(recruit.joinedAt, "medium"))}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t.partnerPage.noRecruits}</p>
      )}
      {recruits.pageInfo.hasNextPage && (
        <button
          type="button"
          className="button button-small button-secondary"
          onClick={() =>
            void loadMore({
              variables: { recruitsAfter: recruits.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => {
                const before = previous.myPartner
                const next = fetchMoreResult.myPartner
                if (!before || !next) return previous
                return {
                  ...previous,
                  myPartner: {
                    ...before,
                    recruits: { ...next.recruits, nodes: [...before.recruits.nodes, ...next.recruits.nodes] },
                  },
                }
              },
            })
          }
        >
          {t.partnerPage.moreRecruits}
        </button>
      )}
      <h3>{t.partnerPage.sponsor}</h3>
      {partner.sponsor ? (
        <p>
          <strong>{partner.sponsor.name}</strong> <span className="muted">{partner.sponsor.code}</span>
        </p>
      ) : (
        <p className="muted">{t.partnerPage.noSponsor}</p>
      )}
    </section>
  )
}

/** The custom promotions open to partners, their conditions said in words. */
function PromotionsCard() {
  const { t, pick } = useI18n()
  const { data } = useQuery(PartnerPromotions, { fetchPolicy: "cache-and-network" })
  const promotions = (data?.customPromotions ?? []).filter((p) => p.requiresEnrollment)
  return (
    <section className="card" aria-labelledby="partner-promotions">
      <h2 id="partner-promotions">{t.partnerPage.promotions}</h2>
      {!data ? (
        <Skeleton height="3rem" style={{ display: "block" }} />
      ) : promotions.length ? (
        <ul className="partner-promotions">
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <strong>{promotion.message ? pick(promotion.message) : promotion.code}</strong>
              <span className="muted">{t.partnerPage.forPartners}</span>
              {promotion.requiresLastOrder && (
                <span className="muted">
                  {promotion.lastOrderWindow === "WITHIN"
                    ? t.partnerPage.lastOrderWithin(promotion.requiresLastOrderDays ?? 50)
                    : t.partnerPage.lastOrderBefore(promotion.requiresLastOrderDays ?? 50)}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t.partnerPage.noPromotions}</p>
      )}
    </section>
  )
}
