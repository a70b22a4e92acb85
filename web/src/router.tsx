import { createBrowserRouter, type RouteObject } from "react-router-dom"
import { FullScreenSpinner } from "./components/Spinner"
import { AccountLayout } from "./layouts/AccountLayout"
import { CheckoutLayout, CleanLayout, EnrollmentLayout } from "./layouts/FocusLayout"
import { MainLayout } from "./layouts/MainLayout"
import { Root, RouteError } from "./layouts/Root"

/** Every page is its own chunk, fetched when its route is first visited (SPEC §2: pages load lazily). */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
})

/** The routes of SPEC §2. */
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
          { index: true, ...page(() => import("./pages/home/Home")) },
          { path: "products", ...page(() => import("./pages/catalog/Products")) },
          { path: "products/:id", ...page(() => import("./pages/catalog/Product")) },
          { path: "cart", ...page(() => import("./pages/cart/Cart")) },
          { path: "order-success/:id", id: "order-success", ...page(() => import("./pages/checkout/OrderSuccess")) },
          { path: "login", ...page(() => import("./pages/auth/Login")) },
          { path: "autologin", ...page(() => import("./pages/auth/Autologin")) },
          { path: "register", ...page(() => import("./pages/auth/Register")) },
          { path: "forgot-password", ...page(() => import("./pages/auth/ForgotPassword")) },
          { path: "reset-password", ...page(() => import("./pages/auth/ResetPassword")) },
          {
            path: "account",
            element: <AccountLayout />,
            children: [
              { index: true, ...page(() => import("./pages/account/Landing")) },
              { path: "orders", ...page(() => import("./pages/account/Orders")) },
              { path: "orders/:id", ...page(() => import("./pages/account/OrderDetail")) },
              { path: "addresses", ...page(() => import("./pages/account/Addresses")) },
              { path: "wishlist", ...page(() => import("./pages/account/Wishlist")) },
              { path: "profile", ...page(() => import("./pages/account/Profile")) },
              { path: "subscription/:id", id: "subscriptions-single", ...page(() => import("./pages/account/Subscription")) },
            ],
          },
          { path: "*", ...page(() => import("./pages/NotFound")) },
        ],
      },
      { path: "/checkout", element: <CheckoutLayout />, children: [{ index: true, ...page(() => import("./pages/checkout/Checkout")) }] },
      { path: "/enrollment", element: <EnrollmentLayout />, children: [{ index: true, ...page(() => import("./pages/enrollment/Enrollment")) }] },
      { path: "/callback", element: <CleanLayout />, children: [{ index: true, ...page(() => import("./pages/auth/Callback")) }] },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
