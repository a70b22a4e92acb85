import { describe, expect, it } from "vitest"
import { engineSettings } from "./settings"

const STRONG = "Zq3v8Jk2Lm9Pw4Rt7Yx1Nc6Bd5Hg0Fs2Ae8Ku"
const production = (env: Record<string, string>) =>
  engineSettings({
    NODE_ENV: "production",
    DATABASE_URL: "postgres://x@127.0.0.1/x",
    JWT_SECRET: STRONG,
    COOKIE_SECRET: `${STRONG}c`,
    PASSWORD_PEPPER: `${STRONG}p`,
    ORDER_LINK_SECRET: `${STRONG}o`,
    ENGINE_EDGE_SECRET: `${STRONG}e`,
    ...env,
  })

describe("the engine's settings (commerce/src/settings.ts)", () => {
  it("production refuses missing, short and development-default secrets", () => {
    expect(production({}).jwtSecret).toBe(STRONG)
    expect(() => production({ JWT_SECRET: "" })).toThrow(/JWT_SECRET must be set/)
    expect(() => production({ COOKIE_SECRET: "supersecret" })).toThrow(/COOKIE_SECRET is too short/)
    // The pepper of every password (src/modules/password-pepper) is a production secret like the others.
    expect(production({}).passwordPepper).toBe(`${STRONG}p`)
    expect(() => production({ PASSWORD_PEPPER: "" })).toThrow(/PASSWORD_PEPPER must be set/)
    expect(() => production({ COOKIE_SECRET: "supersecret".repeat(4) })).toThrow(/development default/)
    expect(() => production({ ORDER_LINK_SECRET: "local-order_link_secret-not-for-production" })).toThrow(
      /development default/
    )
    // The engine refuses to start without the gateway's secret: it would answer anyone at its port.
    expect(production({}).edge.secret).toBe(`${STRONG}e`)
    expect(() => production({ ENGINE_EDGE_SECRET: "" })).toThrow(/ENGINE_EDGE_SECRET must be set/)
    expect(() => production({ ENGINE_EDGE_SECRET: "local-engine_edge_secret-not-for-production" })).toThrow(
      /development default/
    )
  })

  it("outside production the shared local defaults serve, and the abandoned carts' age is read", () => {
    const settings = engineSettings({ DATABASE_URL: "postgres://x@127.0.0.1/x", ABANDONED_CART_DAYS: "7" })
    expect(settings.jwtSecret).toBe("local-jwt_secret-not-for-production")
    expect(settings.abandonedCartDays).toBe(7)
    expect(settings.edge).toEqual({
      secret: "local-engine_edge_secret-not-for-production",
      signInFailures: { max: 10, windowMs: 60_000 },
    })
    expect(engineSettings({ DATABASE_URL: "postgres://x@127.0.0.1/x" }).abandonedCartDays).toBe(30)
    expect(() => engineSettings({ DATABASE_URL: "postgres://x@127.0.0.1/x", ABANDONED_CART_DAYS: "0" })).toThrow(
      /ABANDONED_CART_DAYS/
    )
  })
})

describe("the cost of hashing a password (PASSWORD_HASH_LOG_N)", () => {
  it("is scrypt's N=2^15 unless set; a test shop may lower it, production may only raise it", () => {
    const local = (value?: string) =>
      engineSettings({ DATABASE_URL: "postgres://x@127.0.0.1/x", PASSWORD_HASH_LOG_N: value }).passwordHashLogN
    expect(local()).toBe(15)
    expect(local("")).toBe(15)
    expect(local("10")).toBe(10)
    expect(local("16")).toBe(16)
    expect(() => local("9")).toThrow(/PASSWORD_HASH_LOG_N must be a whole number from 10 to 17/)
    expect(() => local("18")).toThrow(/PASSWORD_HASH_LOG_N/)
    expect(() => local("12.5")).toThrow(/PASSWORD_HASH_LOG_N/)
    expect(production({}).passwordHashLogN).toBe(15)
    expect(production({ PASSWORD_HASH_LOG_N: "16" }).passwordHashLogN).toBe(16)
    expect(() => production({ PASSWORD_HASH_LOG_N: "10" })).toThrow(/below 15 .* test shops only/)
  })
})

const base = { DATABASE_URL: "postgres://localhost/vitalia" }

describe("Stripe settings", () => {
  it("are absent without STRIPE_API_KEY: only the manual payment", () => {
    expect(engineSettings(base).stripe).toBeUndefined()
  })

  it("need the webhook secret with the key", () => {
    expect(() => engineSettings({ ...base, STRIPE_API_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/)
  })

  it("take the SDK's time-out and retries, and a local stand-in's address outside production", () => {
    const stripe = engineSettings({
      ...base,
      STRIPE_API_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_TIMEOUT_MS: "1500",
      STRIPE_NETWORK_RETRIES: "0",
      STRIPE_API_HOST: "http://127.0.0.1:9123",
    }).stripe
    expect(stripe).toEqual({
      apiKey: "sk_test_x",
      webhookSecret: "whsec_x",
      capture: false,
      sdk: { timeoutMs: 1500, networkRetries: 0, host: "127.0.0.1", port: 9123, protocol: "http" },
    })
    expect(
      engineSettings({ ...base, STRIPE_API_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).stripe?.sdk
    ).toEqual({ timeoutMs: 5000, networkRetries: 1 })
  })

  it("refuse a stand-in's address in production", () => {
    expect(() =>
      production({
        STRIPE_API_KEY: "sk_live_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        STRIPE_API_HOST: "http://127.0.0.1:9123",
      })
    ).toThrow(/tests only/)
  })
})
