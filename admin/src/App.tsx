import { lazy } from "react"
import { Admin } from "react-admin"
import { resources } from "../../schema/admin/index.js"
import { authProvider } from "./auth/authProvider.js"
import { dataProvider } from "./dataProvider.js"
import { resourceElements } from "./generator/resources.js"
import { i18nProvider } from "./i18n/index.js"
import { Layout } from "./layout/Layout.js"
import { notifications } from "./notifications/index.js"
import { orders } from "./orders/index.js"
import { products } from "./products/index.js"

const Dashboard = lazy(() => import("./dashboard/Dashboard.js"))

/** The back-office: one resource per definition of schema/admin; hand-written screens only where a definition cannot say it. */
export function App() {
  return (
    <Admin
      title="admin.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      {resourceElements(resources, { notifications, orders, products })}
    </Admin>
  )
}
