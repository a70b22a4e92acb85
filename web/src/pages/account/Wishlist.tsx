import { Link } from "react-router-dom"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { useI18n } from "../../i18n"
import "./account.css"

/**
 * /account/wishlist. The wishlist has no API yet (issue #8), so the page says so
 * plainly instead of pretending: nothing here is stored anywhere.
 */
export default function Wishlist() {
  const { t } = useI18n()
  useDocumentTitle(t.wishlist.title)
  return (
    <div className="account-page">
      <h1>{t.wishlist.title}</h1>
      <EmptyState icon="heart" title={t.account.wishlistEmpty} text={t.account.wishlistSoon}>
        <Link className="button" to="/products">
          {t.cart.keepShopping}
        </Link>
      </EmptyState>
    </div>
  )
}
