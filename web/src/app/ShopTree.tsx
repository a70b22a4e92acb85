import type { ApolloClient } from "@apollo/client"
import { ApolloProvider } from "@apollo/client/react"
import { StrictMode, type ReactNode } from "react"
import { I18nProvider, type Language } from "../i18n"
import type { ShopStore } from "../state/shop-store"
import type { NoticeCenter } from "./notices"
import { ShopProvider } from "./shop"

/** The providers around every page, the same in the browser and on the server. */
export function ShopTree(props: {
  apollo: ApolloClient
  store: ShopStore
  notices: NoticeCenter
  language?: Language
  children: ReactNode
}) {
  return (
    <StrictMode>
      <ApolloProvider client={props.apollo}>
        <ShopProvider store={props.store} notices={props.notices}>
          <I18nProvider initialLanguage={props.language}>{props.children}</I18nProvider>
        </ShopProvider>
      </ApolloProvider>
    </StrictMode>
  )
}
