import { useContext, useEffect, useState } from "react"
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router-dom"
import { useShop, useStore } from "../app/shop"
import { Icon, type IconName } from "../components/Icon"
import { PageOutlet, ShellMode } from "../components/PageShell"
import { PageSpinner } from "../components/Spinner"
import { useI18n } from "../i18n"

interface Section {
  to: string
  key: "overview" | "orders" | "addresses" | "wishlist" | "profile" | "partnerNav"
  icon: IconName
  end?: boolean
}

const SECTIONS: Section[] = [
  { to: "/account", key: "overview", icon: "user", end: true },
  { to: "/account/orders", key: "orders", icon: "package" },
  { to: "/account/addresses", key: "addresses", icon: "pin" },
  { to: "/account/wishlist", key: "wishlist", icon: "heart" },
  { to: "/account/profile", key: "profile", icon: "user" },
]

/** Only active partners have the partner page in the menu; anyone else opening it is shown how to become one. */
const PARTNER_SECTION: Section = { to: "/account/partner", key: "partnerNav", icon: "store" }

/**
 * The /account guard (docs/product.md §2): initialise if needed, load the profile when there
 * is no user, and with still none go to /login?redirect=<original path>. A guard
 * error also goes to login.
 */
export function AccountLayout() {
  // The server draws the account's frame only, never the shopper's (components/PageShell.tsx).
  return useContext(ShellMode) ? <PageOutlet /> : <SignedInAccount />
}

function SignedInAccount() {
  const { user } = useShop()
  const store = useStore()
  const { t } = useI18n()
  const location = useLocation()
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  const [status, setStatus] = useState<"checking" | "in" | "out">(user ? "in" : "checking")

  useEffect(() => {
    if (user) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the sign-in state follows the session store once it has settled; set during render it would show the account where a redirect to sign-in is due
      setStatus("in")
      return
    }
    let current = true
    store.ensureSignedIn().then(
      (customer) => current && setStatus(customer ? "in" : "out"),
      () => current && setStatus("out")
    )
    return () => {
      current = false
    }
  }, [user, store])

  if (leaving) return <PageSpinner label={t.common.loading} />
  if (status === "out" || (status === "in" && !user)) {
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
  }
  if (status === "checking" || !user) return <PageSpinner label={t.common.loading} />

  return (
    <div className="container account">
      <aside className="account-aside">
        <p className="account-greeting">
          <span className="avatar" aria-hidden="true">
            {(user.firstName ?? user.email).slice(0, 1).toUpperCase()}
          </span>
          <span>
            <strong>{t.account.hello(user.firstName ?? user.email)}</strong>
            <span className="muted account-email">{user.email}</span>
          </span>
        </p>
        <nav aria-label={t.account.nav}>
          <ul className="account-nav">
            {(user.isPartner ? [...SECTIONS, PARTNER_SECTION] : SECTIONS).map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end}>
                  <Icon name={section.icon} size={18} />
                  {t.account[section.key]}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="account-logout"
                onClick={() => {
                  setLeaving(true)
                  // logout() does not fail: it logs the API's refusal and forgets the session here anyway.
                  void store.logout().then(() => navigate("/", { replace: true }))
                }}
              >
                <Icon name="logout" size={18} />
                {t.nav.logout}
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <section className="account-content">
        <Outlet />
      </section>
    </div>
  )
}
