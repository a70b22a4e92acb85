import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { ApolloProvider } from "@apollo/client/react"
import { apollo } from "./apollo"
import { App } from "./App"
import { I18nProvider } from "./i18n"
import "./styles.css"

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApolloProvider client={apollo}>
      <I18nProvider>
        <App />
      </I18nProvider>
    </ApolloProvider>
  </StrictMode>
)
