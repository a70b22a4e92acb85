import { lazy } from "react"
import { createBrowserRouter } from "react-router-dom"
import { AccountLayout, CheckoutLayout, CleanLayout, EnrollmentLayout, MainLayout } from "./layouts/layouts"

// Every page is its own chunk (SPEC §2: pages load lazily).
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Component = lazy(load)
  return <Component />
}

/** The routes of SPEC §2, exactly. */
export const router = createBrowserRouter([
  {
    path: "/",
    element: <MainLayout />,
    children: [
      { index: true, element: page(() => import("./pages/Home")) },
      { path: "products", element: page(() => import("./pages/Products")) },
      { path: "products/:id", element: page(() => import("./pages/Product")) },
      { path: "cart", element: page(() => import("./pages/Cart")) },
      { path: "order-success/:id", id: "order-success", element: page(() => import("./pages/OrderSuccess")) },
      { path: "login", element: page(() => import("./pages/Login")) },
      { path: "autologin", element: page(() => import("./pages/Autologin")) },
      { path: "register", element: page(() => import("./pages/Register")) },
      { path: "forgot-password", element: page(() => import("./pages/ForgotPassword")) },
      { path: "reset-password", element: page(() => import("./pages/ResetPassword")) },
      {
        path: "account",
        element: <AccountLayout />,
        children: [
          { index: true, element: page(() => import("./pages/account/Landing")) },
          { path: "orders", element: page(() => import("./pages/account/Orders")) },
          { path: "orders/:id", element: page(() => import("./pages/account/OrderDetail")) },
          { path: "addresses", element: page(() => import("./pages/account/Addresses")) },
          { path: "wishlist", element: page(() => import("./pages/account/Wishlist")) },
          { path: "profile", element: page(() => import("./pages/account/Profile")) },
          { path: "subscription/:id", id: "subscriptions-single", element: page(() => import("./pages/account/Subscription")) },
        ],
      },
      { path: "*", element: page(() => import("./pages/NotFound")) },
    ],
  },
  { path: "/checkout", element: <CheckoutLayout />, children: [{ index: true, element: page(() => import("./pages/Checkout")) }] },
  { path: "/enrollment", element: <EnrollmentLayout />, children: [{ index: true, element: page(() => import("./pages/Enrollment")) }] },
  { path: "/callback", element: <CleanLayout />, children: [{ index: true, element: page(() => import("./pages/Callback")) }] },
])
