import { describe, expect, it } from "vitest"
import { createApolloClient } from "./apollo"
import { Regions } from "./api/startup"
import type { Language } from "./i18n/format"

describe("the storefront's Apollo client", () => {
  it("asks every request in the shopper's language of the moment (accept-language), so the API answers in it", async () => {
    const asked: (string | null)[] = []
    const fetch: typeof globalThis.fetch = (_input, init) => {
      asked.push(new Headers(init?.headers).get("accept-language"))
      return Promise.resolve(
        new Response(JSON.stringify({ data: { regions: [] } }), {
          headers: { "content-type": "application/json" },
        })
      )
    }
    let language: Language = "es"
    const client = createApolloClient({ uri: "http://shop.test/graphql", fetch, language: () => language })
    await client.query({ query: Regions, fetchPolicy: "network-only" })
    language = "en"
    await client.query({ query: Regions, fetchPolicy: "network-only" })
    expect(asked).toEqual(["es", "en"])
  })
})
