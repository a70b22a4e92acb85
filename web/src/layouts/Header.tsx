import { Link, NavLink } from "react-router-dom"
import { useShop } from "../app/shop"
import { useI18n, type Locale } from "../i18n"

/** Brand, navigation, region and language switchers, and the cart. */
export function Header({ minimal = false }: { minimal?: boolean }) {
  const { t, locale, setLocale } = useI18n()
  const { regions, region, setRegion, cart, user } = useShop()
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">{t.shop.skip}</a>
      <Link to="/" className="brand">{t.shop.name}</Link>
      {!minimal && (
        <nav aria-label={t.nav.home} className="main-nav">
          <NavLink to="/products">{t.nav.products}</NavLink>
          <NavLink to="/enrollment">{t.nav.enroll}</NavLink>
          <NavLink to={user ? "/account" : "/login"}>{user ? t.nav.account : t.nav.login}</NavLink>
        </nav>
      )}
      <div className="header-tools">
        <label className="compact">
          <span className="visually-hidden">{t.nav.region}</span>
          <select aria-label={t.nav.region} value={region?.id ?? ""} onChange={(e) => void setRegion(e.target.value)}>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>{r.name} ({r.currencyCode.toUpperCase()})</option>
            ))}
          </select>
        </label>
        <label className="compact">
          <span className="visually-hidden">{t.nav.language}</span>
          <select aria-label={t.nav.language} value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
            <option value="es">ES</option>
            <option value="en">EN</option>
          </select>
        </label>
        {!minimal && (
          <Link to="/cart" className="cart-link" aria-label={`${t.nav.cart}: ${cart?.itemCount ?? 0}`}>
            {t.nav.cart} <span className="cart-count">{cart?.itemCount ?? 0}</span>
          </Link>
        )}
      </div>
    </header>
  )
}
