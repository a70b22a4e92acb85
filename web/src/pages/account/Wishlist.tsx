import { Link } from "react-router-dom"
import { useI18n } from "../../i18n"

/** The wishlist page; its API (issue #8) is not built yet, so it says so plainly. */
export default function Wishlist() {
  const { t } = useI18n()
  return (
    <section className="empty">
      <h1>{t.account.wishlist}</h1>
      <p>{t.account.wishlistEmpty}</p>
      <p className="muted">{t.account.wishlistSoon}</p>
      <Link className="button" to="/products">{t.cart.keepShopping}</Link>
    </section>
  )
}
