import { useMutation } from "@apollo/client/react"
import { useEffect, useRef, useSyncExternalStore } from "react"
import { Outlet, useLocation, useNavigation, useRouteError } from "react-router-dom"
import { RecordStoreVisit } from "../api/partner"
import { toShopError } from "../app/api-errors"
import { useHydrated } from "../app/hydrated"
import { useNoticeCenter, useShop, useStore } from "../app/shop"
import { Icon } from "../components/Icon"
import { FullScreenSpinner } from "../components/Spinner"
import { bilingualError, useI18n } from "../i18n"

/** Every navigation starts at the top of the page (docs/product.md §2). */
function ScrollToTop() {
  const { pathname, search } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" })
  }, [pathname, search])
  useEffect(() => {
    // A new page: keyboard and screen-reader users start at its content, not at the link they used.
    if (first.current) {
      first.current = false
      return
    }
    document.getElementById("main")?.focus({ preventScroll: true })
  }, [pathname])
  return null
}

/**
 * A partner's personal-store link — `?store=<name>` on any page — makes that partner the shopper's
 * referrer: it goes onto the cart (and from there onto the order) once the app runs, and counts as
 * a visit for the partner (issue #39). An unknown store is a warning notice; the page itself shows
 * as usual.
 */
function StoreLink() {
  const { search } = useLocation()
  const { initialized } = useShop()
  const store = useStore()
  const center = useNoticeCenter()
  const hydrated = useHydrated()
  const name = new URLSearchParams(search).get("store")?.trim() || null
  const [recordVisit] = useMutation(RecordStoreVisit)
  const recorded = useRef(new Set<string>())
  useEffect(() => {
    if (!name || !hydrated || recorded.current.has(name)) return
    recorded.current.add(name)
    // The gateway counts one visit per browser session and store, so a reload asks again harmlessly.
    // A failure is the partner's figure, not the shopper's concern: an unknown store already shows
    // its warning through followStoreLink below, so nothing more is said here.
    recordVisit({ variables: { personalStoreName: name } }).catch(() => undefined)
  }, [name, hydrated, recordVisit])
  useEffect(() => {
    if (!name || !initialized || !hydrated) return
    store
      .followStoreLink(name)
      .catch((error: unknown) => center.push({ kind: "WARNING", ...bilingualError(toShopError(error)) }))
  }, [name, initialized, hydrated, store, center])
  return null
}

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation()
  return navigation.state === "idle" ? null : <div className="nav-progress" role="progressbar" aria-hidden="true" />
}

/** Notices at the bottom of the screen, 5000 ms each (docs/product.md §9). */
export function Notices() {
  const center = useNoticeCenter()
  const notices = useSyncExternalStore(center.subscribe, center.getState, center.getState)
  const { t, notice: noticeText } = useI18n()
  return (
    <div className="notices">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice-${notice.kind.toLowerCase()}`}
          role={notice.kind === "NEGATIVE" ? "alert" : "status"}
        >
          <Icon name={notice.kind === "POSITIVE" ? "check" : notice.kind === "WARNING" ? "info" : "alert"} size={20} />
          <p>
            {noticeText(notice)}
            {notice.count > 1 && <span className="notice-count"> ×{notice.count}</span>}
          </p>
          <button
            type="button"
            className="notice-close"
            aria-label={t.notices.close}
            onClick={() => center.dismiss(notice.id)}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  )
}

/** Until startup has finished, the full-screen spinner; when it failed, a way to try again. */
function StartupGate() {
  const { initialized, initError } = useShop()
  const store = useStore()
  const { t } = useI18n()
  if (initialized) return <Outlet />
  if (!initError) return <FullScreenSpinner label={t.startup.loading} />
  return (
    <main id="main" className="startup-failed">
      <Icon name="alert" size={40} />
      <h1>{t.startup.failedTitle}</h1>
      <p>{t.startup.failedText}</p>
      <button type="button" className="button" onClick={() => void store.init().catch(() => undefined)}>
        {t.startup.retry}
      </button>
    </main>
  )
}

/** Above every layout: scroll, startup, notices. */
export function Root() {
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <StartupGate />
      <StoreLink />
      <Notices />
    </>
  )
}

/** A page that failed to load (its code after a new release, for example): offer a reload. */
export function RouteError() {
  const error = useRouteError()
  const { t } = useI18n()
  console.error(error)
  return (
    <main id="main" className="startup-failed">
      <Icon name="alert" size={40} />
      <h1>{t.errors.generic}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t.common.retry}
      </button>
    </main>
  )
}
