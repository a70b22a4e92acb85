import { Link } from "react-router-dom"
import { Logo } from "../components/Icon"
import { useI18n } from "../i18n"

export function Footer() {
  const { t } = useI18n()
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <span className="brand">
            <Logo size={28} /> {t.shop.name}
          </span>
          <p>{t.shop.tagline}</p>
          <p className="footer-note">{t.footer.note}</p>
        </div>
        <nav aria-label={t.footer.shop}>
          <h2>{t.footer.shop}</h2>
          <ul>
            <li>
              <Link to="/products">{t.footer.allProducts}</Link>
            </li>
            <li>
              <Link to="/products?collection=mas-vendidos">{t.nav.bestSellers}</Link>
            </li>
            <li>
              <Link to="/products?collection=paquetes">{t.nav.bundles}</Link>
            </li>
            <li>
              <Link to="/cart">{t.nav.cart}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.footer.account}>
          <h2>{t.footer.account}</h2>
          <ul>
            <li>
              <Link to="/account">{t.nav.account}</Link>
            </li>
            <li>
              <Link to="/account/orders">{t.footer.orders}</Link>
            </li>
            <li>
              <Link to="/account/addresses">{t.footer.addresses}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{t.footer.partners}</h2>
          <p>{t.footer.enrollText}</p>
          <Link to="/enrollment" className="button button-light button-small">
            {t.footer.enroll}
          </Link>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{t.footer.rights(new Date().getFullYear())}</p>
      </div>
    </footer>
  )
}
