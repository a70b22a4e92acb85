import { describe, expect, it } from "vitest"
import { countAttempts } from "./attempts.js"

describe("counting sign-in attempts in a GraphQL request", () => {
  it("counts each credential-trying mutation, aliases one by one", () => {
    const query = `mutation { a: login(email: "x", password: "y") { cartTransferred } b: login(email: "x", password: "z") { cartTransferred } requestPasswordReset(email: "x") }`
    const counts = countAttempts({ query })
    expect(counts.get("sign-in")).toBe(2)
    expect(counts.get("password-reset")).toBe(1)
  })

  it("finds attempts inside fragments and only in the operation that runs", () => {
    const query = `
      fragment F on Mutation { register(input: { email: "x", password: "y" }) { cartTransferred } }
      mutation One { ...F }
      mutation Two { logout }`
    expect(countAttempts({ query, operationName: "One" }).get("sign-in")).toBe(1)
    expect(countAttempts({ query, operationName: "Two" }).size).toBe(0)
  })

  it("ignores queries, other mutations and unparsable bodies", () => {
    expect(countAttempts({ query: `{ me { id } }` }).size).toBe(0)
    expect(countAttempts({ query: `query { login }` }).size).toBe(0)
    expect(countAttempts({ query: `mutation { logout refreshSession { signedIn } }` }).size).toBe(0)
    expect(countAttempts({ query: `mutation { login(` }).size).toBe(0)
    expect(countAttempts(undefined).size).toBe(0)
  })
})
