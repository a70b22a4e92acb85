import { describe, expect, it } from "vitest"
import { redactUrl } from "./redact.js"

describe("request URLs in logs", () => {
  it("hide callback codes, states and e-mailed tokens", () => {
    expect(redactUrl("/callback?code=abc123&state=xyz&iss=http%3A%2F%2Fidp")).toBe(
      "/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&iss=http%3A%2F%2Fidp"
    )
    expect(redactUrl("/reset-password?token=eyJhbGciOi.x.y&email=a%40b.c")).not.toContain("eyJhbGciOi")
    expect(redactUrl("/autologin?Token=secret")).not.toContain("secret")
  })

  it("leave other URLs alone", () => {
    expect(redactUrl("/products?category=fit&page=2")).toBe("/products?category=fit&page=2")
    expect(redactUrl("/graphql")).toBe("/graphql")
  })
})
