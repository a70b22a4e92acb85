import { useEffect, useRef } from "react"
import { Link, NavLink, useLocation } from "react-router-dom"
import { useHydrated } from "../app/hydrated"
import { useShop, useStore } from "../app/shop"
import { useAction } from "../app/use-action"
import { Icon, Logo } from "../components/Icon"
import { SearchBox } from "../components/SearchBox"
import { useI18n, type Language } from "../i18n"

const NAV = [
  { to: "/products", key: "products" },
  { to: "/products?collection=mas-vendidos", key: "bestSellers" },
  { to: "/products?collection=paquetes", key: "bundles" },
  { to: "/enrollment", key: "enroll" },
] as const

/**
 * The sign-in link keeps the page the shopper is on (issue #18): `/login?redirect=<path>`, except
 * from the sign-in pages themselves, whose own `redirect` is kept as it is.
 */
export function loginLink(pathname: string, search: string): string {
  if (["/login", "/register", "/forgot-password", "/reset-password"].includes(pathname)) {
    const redirect = new URLSearchParams(search).get("redirect")
    return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login"
  }
  return `/login?redirect=${encodeURIComponent(pathname + search)}`
}

/** Region and language: a slim bar above the header, on every screen size. */
function LocaleBar() {
  const { t, language, setLanguage } = useI18n()
  const { regions, region } = useShop()
  const store = useStore()
  const { busy, run } = useAction()
  const hydrated = useHydrated()
  return (
    <div className="topbar">
      <div className="container topbar-inner">
        <p className="topbar-promo">
          <Icon name="truck" size={16} /> {t.shop.promo}
        </p>
        <div className="topbar-tools">
          <label className="topbar-select">
            <Icon name="globe" size={16} />
            <span className="visually-hidden">{t.nav.region}</span>
            <select
              aria-label={t.nav.region}
              value={region?.id ?? ""}
              disabled={busy || !hydrated}
              onChange={(e) => void run(() => store.setRegion(e.target.value))}
            >
              {regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name} ({r.currencyCode.toUpperCase()})
                </option>
              ))}
            </select>
          </label>
          <label className="topbar-select">
            <span className="visually-hidden">{t.nav.language}</span>
            <select
              aria-label={t.nav.language}
              value={language}
              disabled={!hydrated}
              onChange={(e) => setLanguage(e.target.value as Language)}
            >
              <option value="es">ES · {t.language.es}</option>
              <option value="en">EN · {t.language.en}</option>
            </select>
          </label>
        </div>
      </div>
    </div>
  )
}

/** The search box with suggestions as you type (components/SearchBox.tsx). */
const SearchForm = SearchBox

/** The phone's menu: the navigation and search in a modal panel (native <dialog>: focus trap and Esc for free). */
function MenuDrawer() {
  const { t } = useI18n()
  const { user } = useShop()
  const dialog = useRef<HTMLDialogElement>(null)
  const location = useLocation()
  const login = loginLink(location.pathname, location.search)
  useEffect(() => dialog.current?.close(), [location])
  const hydrated = useHydrated()
  return (
    <>
      <button
        type="button"
        className="icon-button header-menu-button"
        aria-label={t.nav.openMenu}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => dialog.current?.showModal()}
      >
        <Icon name="menu" size={24} />
      </button>
      <dialog
        ref={dialog}
        className="drawer"
        aria-label={t.nav.menu}
        onClick={(e) => e.target === dialog.current && dialog.current?.close()}
      >
        <div className="drawer-panel">
          <div className="drawer-head">
            <span className="brand">
              <Logo size={28} /> {t.shop.name}
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label={t.nav.closeMenu}
              onClick={() => dialog.current?.close()}
            >
              <Icon name="close" size={24} />
            </button>
          </div>
          <SearchForm id="drawer-search" onDone={() => dialog.current?.close()} />
          <nav aria-label={t.nav.main}>
            <ul className="drawer-nav">
              {NAV.map((item) => (
                <li key={item.key}>
                  <Link to={item.to}>
                    {t.nav[item.key]} <Icon name="chevronRight" size={18} />
                  </Link>
                </li>
              ))}
              <li>
                <Link to={user ? "/account" : login}>
                  {user ? t.nav.account : t.nav.login} <Icon name="chevronRight" size={18} />
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  )
}

/** The partner whose personal-store link the shopper followed (the cart's referral), with a way to remove them. */
function ReferralBar() {
  const { t } = useI18n()
  const { cart } = useShop()
  const store = useStore()
  const { busy, run } = useAction()
  const hydrated = useHydrated()
  const referral = cart?.referral
  if (!referral) return null
  const name = referral.partner.name.split(/\s+/)[0] || referral.partner.name
  return (
    <div className="referral-bar">
      <div className="container referral-inner">
        <Icon name="store" size={18} />
        <p>{t.referral.shoppingWith(name)}</p>
        <button
          type="button"
          className="referral-remove"
          aria-label={t.referral.remove(referral.partner.name)}
          disabled={busy || !hydrated}
          onClick={() => void run(() => store.clearReferral())}
        >
          <Icon name="close" size={16} /> <span>{t.referral.removeShort}</span>
        </button>
      </div>
    </div>
  )
}

/** Brand, navigation, search, account and the cart with its count. */
export function Header() {
  const { t } = useI18n()
  const { cart, user } = useShop()
  const count = cart?.itemCount ?? 0
  const location = useLocation()
  const current = location.pathname + location.search
  return (
    <>
      <a href="#main" className="skip-link">
        {t.shop.skip}
      </a>
      <LocaleBar />
      <header className="site-header">
        <div className="container header-inner">
          <MenuDrawer />
          <Link to="/" className="brand" aria-label={t.shop.home}>
            <Logo /> <span>{t.shop.name}</span>
          </Link>
          <nav aria-label={t.nav.main} className="header-nav">
            <ul>
              {NAV.map((item) => (
                <li key={item.key}>
                  <NavLink
                    to={item.to}
                    className={() => (current === item.to ? "active" : "")}
                    aria-current={current === item.to ? "page" : undefined}
                  >
                    {t.nav[item.key]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SearchForm id="header-search" />
          <div className="header-actions">
            <Link
              to={user ? "/account" : loginLink(location.pathname, location.search)}
              className="header-action"
              aria-label={user ? t.nav.account : t.nav.login}
            >
              <Icon name="user" size={22} />
              <span className="header-action-text">{user ? (user.firstName ?? t.nav.account) : t.nav.login}</span>
            </Link>
            <Link to="/cart" className="header-action header-cart" aria-label={t.nav.cartCount(count)}>
              <Icon name="cart" size={22} />
              <span className="header-action-text">{t.nav.cart}</span>
              <span className={`cart-badge ${count ? "" : "cart-badge-empty"}`} aria-hidden="true">
                {count}
              </span>
            </Link>
          </div>
        </div>
        <ReferralBar />
      </header>
    </>
  )
}
