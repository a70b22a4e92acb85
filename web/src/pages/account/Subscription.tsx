import { Link } from "react-router-dom"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { useI18n } from "../../i18n"
import "./account.css"

/** /account/subscription/:id (subscriptions-single). Subscriptions have no API yet (issue #8): an honest "coming soon". */
export default function Subscription() {
  const { t } = useI18n()
  useDocumentTitle(t.account.subscriptionTitle)
  return (
    <div className="account-page">
      <h1>{t.account.subscriptionTitle}</h1>
      <EmptyState icon="package" title={t.account.subscriptionSoonTitle} text={t.account.subscriptionSoon}>
        <Link className="button" to="/account/orders">
          {t.account.orders}
        </Link>
      </EmptyState>
    </div>
  )
}
