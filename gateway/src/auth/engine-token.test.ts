import { describe, expect, it } from "vitest"
import { readEngineToken, tokenExpiry } from "./engine-token.js"
import { checkRedirectPath } from "./service.js"

const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.sig`

describe("reading the engine's tokens", () => {
  it("reads who the token is for and when it ends", () => {
    const token = jwt({
      actor_id: "cus_1",
      actor_type: "customer",
      exp: 2_000_000_000,
      user_metadata: { email: "a@b.co" },
    })
    expect(readEngineToken(token)).toMatchObject({
      actor_id: "cus_1",
      actor_type: "customer",
      user_metadata: { email: "a@b.co" },
    })
    expect(tokenExpiry(token)).toBe(2_000_000_000_000)
  })

  it("answers null for anything that is not a JWT with an object payload", () => {
    for (const token of [null, "", "abc", "a.b", "a.!!!.c", `a.${Buffer.from("[1]").toString("base64url")}.c`]) {
      expect(readEngineToken(token)).toBeNull()
    }
  })
})

describe("where to go after an external sign-in", () => {
  it("accepts paths of this shop", () => {
    expect(checkRedirectPath("/account/orders?page=2")).toBe("/account/orders?page=2")
    expect(checkRedirectPath(undefined)).toBeNull()
    expect(checkRedirectPath("")).toBeNull()
  })

  it("refuses other hosts and odd paths", () => {
    for (const path of [
      "https://evil.example",
      "//evil.example/x",
      "/\\evil.example",
      "account",
      "/a b",
      `/${"x".repeat(600)}`,
    ]) {
      expect(() => checkRedirectPath(path)).toThrow(
        expect.objectContaining({ extensions: expect.objectContaining({ field: "redirectPath" }) as unknown })
      )
    }
  })
})
