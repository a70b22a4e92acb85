import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from "react-router-dom"
import type { ShellKind } from "./components/PageShell"
import { FullScreenSpinner } from "./components/Spinner"
import { AccountLayout } from "./layouts/AccountLayout"
import { CheckoutLayout, CleanLayout, EnrollmentLayout } from "./layouts/FocusLayout"
import { MainLayout } from "./layouts/MainLayout"
import { Root, RouteError } from "./layouts/Root"

/** The page modules, each its own chunk, fetched when its route is first visited (docs/product.md §2: pages load lazily). */
const pages = import.meta.glob<{ default: React.ComponentType }>(["./pages/**/*.tsx", "!./pages/**/*.test.tsx"])

/**
 * What a route carries for the server: the page's source file, to find its chunk and styles in
 * the build's manifest, whether the gateway draws the page on the server (entry-server.tsx), and
 * for a page of one shopper's own, the frame the server draws instead (components/PageShell.tsx).
 */
export interface PageHandle {
  page: string
  server: boolean
  shell?: ShellKind
}

const page = (
  file: string,
  options: { server?: boolean; shell?: ShellKind } = {}
): Pick<RouteObject, "lazy" | "handle"> => {
  const load = pages[`./pages/${file}.tsx`]
  if (!load) throw new Error(`No page module pages/${file}.tsx`)
  const handle: PageHandle = {
    page: `src/pages/${file}.tsx`,
    server: options.server ?? false,
    ...(options.shell ? { shell: options.shell } : {}),
  }
  return { lazy: async () => ({ Component: (await load()).default }), handle }
}

/**
 * The public catalog is drawn on the server: the first page a shopper sees is there before any JavaScript.
 * The shopper's own pages (`shell`) come as their frame only, drawn as for a new visitor.
 */
const SERVER = { server: true }

/** The routes of docs/product.md §2. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenSpinner label="…" />,
    children: [
      {
        path: "/",
        element: <MainLayout />,
        children: [
          { index: true, ...page("home/Home", SERVER) },
          { path: "products", ...page("catalog/Products", SERVER) },
          { path: "products/:id", ...page("catalog/Product", SERVER) },
          { path: "search", ...page("catalog/Search") },
          { path: "cart", ...page("cart/Cart", { shell: "cart" }) },
          { path: "order-success/:id", id: "order-success", ...page("checkout/OrderSuccess") },
          { path: "find-order", ...page("checkout/FindOrder") },
          { path: "login", ...page("auth/Login", { shell: "login" }) },
          { path: "autologin", ...page("auth/Autologin") },
          { path: "register", ...page("auth/Register", { shell: "register" }) },
          { path: "forgot-password", ...page("auth/ForgotPassword", { shell: "forgot" }) },
          { path: "reset-password", ...page("auth/ResetPassword", { shell: "reset" }) },
          {
            path: "account",
            element: <AccountLayout />,
            children: [
              { index: true, ...page("account/Landing", { shell: "account" }) },
              { path: "orders", ...page("account/Orders", { shell: "account" }) },
              { path: "orders/:id", ...page("account/OrderDetail", { shell: "account" }) },
              { path: "addresses", ...page("account/Addresses", { shell: "account" }) },
              { path: "wishlist", ...page("account/Wishlist", { shell: "account" }) },
              { path: "profile", ...page("account/Profile", { shell: "account" }) },
              { path: "partner", ...page("account/Partner", { shell: "account" }) },
              {
                path: "subscription/:id",
                id: "subscriptions-single",
                ...page("account/Subscription", { shell: "account" }),
              },
            ],
          },
          { path: "*", ...page("NotFound") },
        ],
      },
      {
        path: "/checkout",
        element: <CheckoutLayout />,
        children: [{ index: true, ...page("checkout/Checkout", { shell: "checkout" }) }],
      },
      {
        path: "/enrollment",
        element: <EnrollmentLayout />,
        children: [{ index: true, ...page("enrollment/Enrollment", { shell: "enrollment" }) }],
      },
      { path: "/callback", element: <CleanLayout />, children: [{ index: true, ...page("auth/Callback") }] },
    ],
  },
]

export const createRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData })

/**
 * Before hydrating a server-drawn page: its lazy routes loaded into the route table, so the
 * router starts ready and draws exactly what the server drew (no fallback in between).
 */
export async function loadMatchedRoutes(pathname: string) {
  const matched = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return
      Object.assign(route, await route.lazy())
      delete route.lazy
    })
  )
}
