import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { createApolloClient } from "./apollo"
import { readBoot } from "./app/boot"
import { errorReporter } from "./app/errors"
import { createNoticeCenter } from "./app/notices"
import { apolloShopApi, preloadCartChanges } from "./app/shop-api"
import { ShopTree } from "./app/ShopTree"
import { SHELL_ATTRIBUTE } from "./components/PageShell"
import { createRouter, loadMatchedRoutes } from "./router"
import { ShopStore } from "./state/shop-store"
import { alignServerCookies, browserStore, sameServerView, storedLanguage } from "./state/storage"
import "./styles/base.css"

const storage = browserStore()
// The gateway reads the shopper's language from the cookie first: it must say what the page shows.
alignServerCookies(storage, document.cookie)
const apollo = createApolloClient({ language: () => storedLanguage(storage) })
const notices = createNoticeCenter()
const store = new ShopStore({
  api: apolloShopApi(apollo),
  storage,
  reporter: errorReporter,
  notify: notices.push,
})
const container = document.getElementById("root")!
// A catalog page the gateway drew (entry-server.tsx) comes with startup's outcome and the page's data.
// When this browser's saved region, cart or language differ from what the server saw (a first visit
// after the cookies were introduced, say), the browser starts over on its own.
const boot = readBoot(document)

/** The matched pages' code, loaded before hydrating; false when it could not be (the browser then starts on its own). */
const pagesLoaded = (pathname: string) =>
  loadMatchedRoutes(pathname).then(
    () => true,
    (error: unknown) => {
      errorReporter.captureException(error, { stage: "hydrate" })
      return false
    }
  )

if (boot && sameServerView(storage, boot.seen) && (await pagesLoaded(window.location.pathname))) {
  apollo.cache.restore(boot.apollo)
  store.hydrate(boot.shop)
  const router = createRouter({ loaderData: {} })
  // A transition: hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <ShopTree apollo={apollo} store={store} notices={notices} language={boot.language}>
        <RouterProvider router={router} />
      </ShopTree>
    )
  })
  preloadCartChanges()
} else {
  // Startup begins before React renders; the full-screen spinner shows until it ends (docs/product.md §4).
  const started = store.init().then(preloadCartChanges, () => undefined)
  // The frame of a shopper's own page the gateway drew (components/PageShell.tsx) stays on screen
  // until startup and the page's code are there, so the app's first picture is the page itself —
  // not the spinner in between. It is not hydrated: the app draws the page in the frame's place.
  const framed = Boolean(container.querySelector(`[${SHELL_ATTRIBUTE}]`))
  if (framed) await Promise.all([started, pagesLoaded(window.location.pathname)])
  const root = createRoot(container)
  const app = (
    <ShopTree apollo={apollo} store={store} notices={notices}>
      <RouterProvider router={createRouter()} />
    </ShopTree>
  )
  // With a frame on screen nothing waits for this render: in a transition it yields to the browser
  // every few milliseconds (no one long task — the cart's blocking time), and the frame stays until
  // the page is ready to replace it. The plain shell's spinner is drawn at once, as before.
  if (framed) startTransition(() => root.render(app))
  else root.render(app)
}
