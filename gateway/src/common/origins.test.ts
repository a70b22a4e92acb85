import { describe, expect, it } from "vitest"
import { allowedOriginsOf } from "../config.js"
import { ShopOrigins } from "./origins.js"

const request = (headers: Record<string, string>, protocol = "http") =>
  ({ headers, protocol }) as Parameters<ShopOrigins["of"]>[0]

describe("the shop's allowed origins", () => {
  it("a loopback PUBLIC_URL allows its twin; another host allows only itself and ALLOWED_ORIGINS", () => {
    expect(allowedOriginsOf({ PUBLIC_URL: "http://localhost:8080" })).toEqual([
      "http://localhost:8080",
      "http://127.0.0.1:8080",
    ])
    expect(allowedOriginsOf({ PUBLIC_URL: "http://127.0.0.1:9500/" })).toEqual([
      "http://127.0.0.1:9500",
      "http://localhost:9500",
    ])
    expect(allowedOriginsOf({ PUBLIC_URL: "https://shop.example.com" })).toEqual(["https://shop.example.com"])
    expect(
      allowedOriginsOf({
        PUBLIC_URL: "https://shop.example.com",
        ALLOWED_ORIGINS: " https://www.example.com/ , https://tienda.example.co",
      })
    ).toEqual(["https://shop.example.com", "https://www.example.com", "https://tienda.example.co"])
    expect(() => allowedOriginsOf({ ALLOWED_ORIGINS: "ftp://x" })).toThrow(/ALLOWED_ORIGINS/)
  })

  it("the request's own origin when allowed, else PUBLIC_URL's — never a host the shop does not own", () => {
    const origins = new ShopOrigins("http://localhost:8080", allowedOriginsOf({ PUBLIC_URL: "http://localhost:8080" }))
    expect(origins.of(request({ origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080" }))).toBe(
      "http://127.0.0.1:8080"
    )
    expect(origins.of(request({ host: "127.0.0.1:8080" }))).toBe("http://127.0.0.1:8080")
    expect(origins.of(request({ host: "localhost:8080" }))).toBe("http://localhost:8080")
    expect(origins.of(request({ origin: "https://evil.example", host: "127.0.0.1:8080" }))).toBe(
      "http://localhost:8080"
    )
    expect(origins.of(request({ host: "evil.example" }))).toBe("http://localhost:8080")
    expect(origins.of(request({ origin: "null" }))).toBe("http://localhost:8080")
  })
})
