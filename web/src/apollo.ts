import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client"

/**
 * One client for the storefront: same-origin /graphql, so the gateway's httpOnly
 * session cookie rides along (the storefront never holds a token). On the server
 * (entry-server.tsx) the gateway hands in its own `fetch`, which answers in-process.
 */
export function createApolloClient(options: { uri?: string; fetch?: typeof fetch; ssrMode?: boolean } = {}) {
  return new ApolloClient({
    link: new HttpLink({ uri: options.uri ?? "/graphql", credentials: "same-origin", fetch: options.fetch }),
    ssrMode: options.ssrMode,
    cache: new InMemoryCache({
      typePolicies: {
        // Money, notices and addresses have no identity of their own: they live inside their owner.
        Money: { keyFields: false },
        Notice: { keyFields: false },
        Address: { keyFields: false },
        // Catalog lists page with fetchMore; each filter combination is its own list.
        Query: { fields: { products: { keyArgs: ["regionId", "search", "categoryId", "collectionId", "sort", "first"] } } },
      },
    }),
    devtools: { enabled: import.meta.env.DEV },
  })
}
