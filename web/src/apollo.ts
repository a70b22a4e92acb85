import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client"
import { SetContextLink } from "@apollo/client/link/context"
import type { Language } from "./i18n/format"

/**
 * One client for the storefront: same-origin /graphql, so the gateway's httpOnly
 * session cookie rides along (the storefront never holds a token). Every request asks
 * for the shopper's language (`accept-language`), so the API's messages come in the
 * language on screen. On the server (entry-server.tsx) the gateway hands in its own
 * `fetch`, which answers in-process.
 */
export function createApolloClient(options: {
  uri?: string
  fetch?: typeof fetch
  ssrMode?: boolean
  language: () => Language
}) {
  const language = new SetContextLink((previous) => ({
    headers: { ...(previous.headers as Record<string, string> | undefined), "accept-language": options.language() },
  }))
  return new ApolloClient({
    link: ApolloLink.from([
      language,
      new HttpLink({ uri: options.uri ?? "/graphql", credentials: "same-origin", fetch: options.fetch }),
    ]),
    ssrMode: options.ssrMode,
    cache: new InMemoryCache({
      typePolicies: {
        // Money, notices, texts and addresses have no identity of their own: they live inside their owner.
        Money: { keyFields: false },
        Notice: { keyFields: false },
        LocalizedText: { keyFields: false },
        Address: { keyFields: false },
        // Catalog lists page with fetchMore; each filter combination is its own list.
        Query: {
          fields: { products: { keyArgs: ["regionId", "search", "categoryId", "collectionId", "sort", "first"] } },
        },
      },
    }),
    devtools: { enabled: import.meta.env.DEV },
  })
}
