import { Suspense, useEffect, useState } from "react"
import { Navigate, NavLink, Outlet, useLocation } from "react-router-dom"
import { useShop } from "../app/shop"
import { FullScreenSpinner } from "../components/Spinner"
import { useI18n } from "../i18n"
import { Header } from "./Header"

/** Every navigation starts at the top of the page (SPEC §2). */
function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    // Newer browsers answer scrollTo with a promise: it must not become the effect's cleanup.
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

/** Pages load lazily; until the shop is initialised a full-screen spinner shows (SPEC §2). */
function Page({ children }: { children: React.ReactNode }) {
  const { initialized } = useShop()
  if (!initialized) return <FullScreenSpinner />
  return <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
}

function Footer() {
  const { t } = useI18n()
  return (
    <footer className="site-footer">
      <p>{t.shop.name} · {t.shop.tagline}</p>
    </footer>
  )
}

export function MainLayout() {
  return (
    <>
      <ScrollToTop />
      <Header />
      <main id="main" className="page">
        <Page><Outlet /></Page>
      </main>
      <Footer />
    </>
  )
}

export function CheckoutLayout() {
  return (
    <>
      <ScrollToTop />
      <Header minimal />
      <main id="main" className="page page-narrow">
        <Page><Outlet /></Page>
      </main>
    </>
  )
}

export const EnrollmentLayout = CheckoutLayout

/** The sign-in callback: nothing but the page (SPEC §2). */
export function CleanLayout() {
  return (
    <main id="main" className="page page-narrow">
      <Page><Outlet /></Page>
    </main>
  )
}

/**
 * /account guard (SPEC §2): once initialised, load the profile if there is no
 * user; still none → /login?redirect=<original path>. A failing guard also goes to login.
 */
export function AccountLayout() {
  const { initialized, user, loadUser } = useShop()
  const { t } = useI18n()
  const location = useLocation()
  const [checked, setChecked] = useState<"pending" | "ok" | "out">(user ? "ok" : "pending")
  useEffect(() => {
    if (!initialized) return
    if (user) return setChecked("ok")
    loadUser().then(
      (found) => setChecked(found ? "ok" : "out"),
      () => setChecked("out")
    )
  }, [initialized, user, loadUser])
  if (!initialized || checked === "pending") return <FullScreenSpinner />
  if (checked === "out") return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
  return (
    <div className="account">
      <nav className="account-nav" aria-label={t.account.title}>
        <NavLink end to="/account">{t.account.title}</NavLink>
        <NavLink to="/account/orders">{t.account.orders}</NavLink>
        <NavLink to="/account/addresses">{t.account.addresses}</NavLink>
        <NavLink to="/account/wishlist">{t.account.wishlist}</NavLink>
        <NavLink to="/account/profile">{t.account.profile}</NavLink>
      </nav>
      <section className="account-content">
        <Suspense fallback={<FullScreenSpinner />}><Outlet /></Suspense>
      </section>
    </div>
  )
}
