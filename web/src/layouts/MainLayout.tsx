import { PageOutlet } from "../components/PageShell"
import { Footer } from "./Footer"
import { Header } from "./Header"

/** The shop: header, the page, footer. */
export function MainLayout() {
  return (
    <div className="layout">
      <Header />
      <main id="main" className="layout-main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Footer />
    </div>
  )
}
