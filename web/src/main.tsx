import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { ApolloProvider } from "@apollo/client/react"
import { RouterProvider } from "react-router-dom"
import { apollo } from "./apollo"
import { startErrorReporting } from "./app/errors"
import { NoticeProvider } from "./app/notices"
import { ShopProvider } from "./app/shop"
import { I18nProvider } from "./i18n"
import { router } from "./router"
import "./styles.css"

startErrorReporting()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApolloProvider client={apollo}>
      <I18nProvider>
        <NoticeProvider>
          <ShopProvider>
            <RouterProvider router={router} />
          </ShopProvider>
        </NoticeProvider>
      </I18nProvider>
    </ApolloProvider>
  </StrictMode>
)
