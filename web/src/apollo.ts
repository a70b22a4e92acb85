import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client"

/** One client for the app: same-origin /graphql, cookies included. */
export const apollo = new ApolloClient({
  link: new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
  cache: new InMemoryCache(),
})
