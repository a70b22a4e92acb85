import { lazy } from "react"
import { AccessDenied, Admin, CanAccess, CustomRoutes } from "react-admin"
import { Route } from "react-router-dom"
import { resources } from "@vitalia/schema/admin/index"
import { authProvider } from "./auth/authProvider.js"
import { LoginPage } from "./auth/LoginPage.js"
import { TwoFactorPage } from "./auth/TwoFactor.js"
import { ChangePasswordPage } from "./auth/ChangePassword.js"
import { SessionsPage } from "./auth/Sessions.js"
import { dataProvider } from "./dataProvider.js"
import { resourceElements } from "./generator/resources.js"
import { i18nProvider } from "./i18n/index.js"
import { Layout } from "./layout/Layout.js"
import { theme } from "./layout/theme.js"
import { notifications } from "./notifications/index.js"
import { orders } from "./orders/index.js"
import { products } from "./products/index.js"
import { users } from "./users/index.js"

const Dashboard = lazy(() => import("./dashboard/Dashboard.js"))
const StockGrid = lazy(() => import("./inventory/StockGrid.js"))

/** The back-office: one resource per definition of schema/admin; hand-written screens only where a definition cannot say it. */
export function App() {
  return (
    <Admin
      title="admin.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      i18nProvider={i18nProvider}
      layout={Layout}
      theme={theme}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      {resourceElements(resources, { notifications, orders, products, users })}
      <CustomRoutes>
        <Route path="/two-factor" element={<TwoFactorPage />} />
        <Route path="/change-password" element={<ChangePasswordPage />} />
        <Route path="/sessions" element={<SessionsPage />} />
        {/* Only for roles that may read stock (the menu hides it from the others): an address typed in is refused with a message. */}
        <Route
          path="/stock"
          element={
            <CanAccess resource="inventory-items" action="list" accessDenied={<AccessDenied />}>
              <StockGrid />
            </CanAccess>
          }
        />
      </CustomRoutes>
    </Admin>
  )
}
