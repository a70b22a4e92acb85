import { ApolloServer } from "@apollo/server"
import pino from "pino"
import { describe, expect, it } from "vitest"
import { formatErrorWith } from "./errors.js"
import { QUERY_LIMITS, queryLimitsRule } from "./limits.js"

/** The limits as the gateway's Apollo server applies them (graphql/plugin.ts), on a one-field schema. */
const server = new ApolloServer({
  typeDefs: "type Query { ping: Boolean }",
  resolvers: { Query: { ping: () => true } },
  parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
  validationRules: [queryLimitsRule()],
  formatError: formatErrorWith(pino({ level: "silent" })),
})
await server.start()

const errorsOf = async (query: string) => {
  const { body } = await server.executeOperation({ query })
  return body.kind === "single" ? body.singleResult.errors : undefined
}
/** One field and a list literal of `n` numbers: only the token count grows. */
const withList = (n: number) => `query ($a: [Int] = [${Array.from({ length: n }, (_, i) => i).join(" ")}]) { ping }`

describe("query limits", () => {
  it("the parser stops at maxTokens: QUERY_TOO_COMPLEX with the catalogue's message", async () => {
    const errors = await errorsOf(withList(QUERY_LIMITS.maxTokens))
    expect(errors?.[0]).toMatchObject({
      message: "La consulta es demasiado grande o profunda.",
      extensions: { code: "QUERY_TOO_COMPLEX" },
    })
  })

  it("under maxTokens the document is parsed and validated as usual", async () => {
    expect((await errorsOf(withList(QUERY_LIMITS.maxTokens - 20)))?.[0].extensions?.code).toBe(
      "GRAPHQL_VALIDATION_FAILED"
    )
    expect(await errorsOf("{ ping }")).toBeUndefined()
  })

  it("an ordinary syntax error stays INVALID_QUERY's", async () => {
    expect((await errorsOf("{ ping "))?.[0].extensions?.code).toBe("GRAPHQL_PARSE_FAILED")
  })
})
