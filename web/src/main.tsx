import { ApolloProvider } from "@apollo/client/react"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { createApolloClient } from "./apollo"
import { errorReporter } from "./app/errors"
import { createNoticeCenter } from "./app/notices"
import { ShopProvider } from "./app/shop"
import { apolloShopApi, preloadCartChanges } from "./app/shop-api"
import { I18nProvider } from "./i18n"
import { createRouter } from "./router"
import { ShopStore } from "./state/shop-store"
import { browserStore } from "./state/storage"
import "./styles/base.css"

const apollo = createApolloClient()
const notices = createNoticeCenter()
const store = new ShopStore({
  api: apolloShopApi(apollo),
  storage: browserStore(),
  defaultCountry: import.meta.env.VITE_DEFAULT_COUNTRY as string | undefined,
  reporter: errorReporter,
  notify: notices.push,
})
// Startup begins before React renders; the full-screen spinner shows until it ends (SPEC §4).
void store.init().then(preloadCartChanges, () => undefined)
const router = createRouter()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApolloProvider client={apollo}>
      <ShopProvider store={store} notices={notices}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </ShopProvider>
    </ApolloProvider>
  </StrictMode>
)
