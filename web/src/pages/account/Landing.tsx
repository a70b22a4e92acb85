import { Link } from "react-router-dom"
import { useShop } from "../../app/shop"
import { useI18n } from "../../i18n"

export default function Landing() {
  const { t } = useI18n()
  const { user, logout } = useShop()
  if (!user) return null
  return (
    <>
      <h1>{t.account.hello(user.firstName ?? user.email)}</h1>
      <p className="muted">{user.email}</p>
      {user.partner && (
        <p className="panel">
          {t.account.partner(user.partner.code)}
          {user.partner.personalStore && <> · {t.account.personalStore}: <Link to={`/enrollment?store=${user.partner.personalStore.name}`}>{user.partner.personalStore.title}</Link></>}
        </p>
      )}
      <ul className="tiles">
        <li><Link to="/account/orders">{t.account.orders}</Link></li>
        <li><Link to="/account/addresses">{t.account.addresses}</Link></li>
        <li><Link to="/account/wishlist">{t.account.wishlist}</Link></li>
        <li><Link to="/account/profile">{t.account.profile}</Link></li>
      </ul>
      <button type="button" className="button button-secondary" onClick={() => void logout()}>{t.nav.logout}</button>
    </>
  )
}
