import { Outlet } from "react-router-dom"
import { Footer } from "./Footer"
import { Header } from "./Header"

/** The shop: header, the page, footer. */
export function MainLayout() {
  return (
    <div className="layout">
      <Header />
      <main id="main" className="layout-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
