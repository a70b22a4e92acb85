import { Link, Outlet } from "react-router-dom"
import { Icon, Logo } from "../components/Icon"
import { PageOutlet } from "../components/PageShell"
import { useI18n } from "../i18n"

/**
 * Checkout and enrollment: their own layout without the shop's navigation, so
 * the shopper finishes what they started; a way back and a reassuring word.
 */
function FocusLayout({ back, backLabel }: { back: string; backLabel: string }) {
  const { t } = useI18n()
  return (
    <div className="layout layout-focus">
      <a href="#main" className="skip-link">
        {t.shop.skip}
      </a>
      <header className="focus-header">
        <div className="container focus-header-inner">
          <Link to={back} className="focus-back">
            <Icon name="arrowLeft" size={18} /> <span>{backLabel}</span>
          </Link>
          <Link to="/" className="brand" aria-label={t.shop.home}>
            <Logo /> <span>{t.shop.name}</span>
          </Link>
          <span className="focus-secure">
            <Icon name="lock" size={16} /> <span>{t.checkout.secure}</span>
          </span>
        </div>
      </header>
      <main id="main" className="layout-main" tabIndex={-1}>
        <PageOutlet />
      </main>
    </div>
  )
}

export function CheckoutLayout() {
  const { t } = useI18n()
  return <FocusLayout back="/cart" backLabel={t.checkout.backToCart} />
}

export function EnrollmentLayout() {
  const { t } = useI18n()
  return <FocusLayout back="/" backLabel={t.enrollment.leave} />
}

/** /callback: nothing but the page (docs/product.md §2). */
export function CleanLayout() {
  return (
    <main id="main" className="layout-clean">
      <Outlet />
    </main>
  )
}
