import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { loadConfig, trustProxy } from "./config.js"

const STRONG = "Zq3v8Jk2Lm9Pw4Rt7Yx1Nc6Bd5Hg0Fs2Ae8Ku"
const production = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: "production",
    MEDUSA_PUBLISHABLE_KEY: "pk_test",
    SESSION_SECRET: STRONG,
    ORDER_LINK_SECRET: `${STRONG}x`,
    ENGINE_EDGE_SECRET: `${STRONG}e`,
    ...env,
  })

describe("the gateway's configuration (gateway/src/config.ts)", () => {
  it("production refuses missing, short and development-default secrets", () => {
    expect(production({}).sessionSecret).toBe(STRONG)
    expect(() => production({ SESSION_SECRET: "" })).toThrow(/SESSION_SECRET must be set/)
    expect(() => production({ SESSION_SECRET: "short-secret" })).toThrow(/SESSION_SECRET is too short/)
    expect(() => production({ ORDER_LINK_SECRET: "local-order_link_secret-not-for-production" })).toThrow(
      /ORDER_LINK_SECRET is a development default/
    )
    expect(() => production({ SESSION_SECRET: "supersecret-supersecret-supersecret-1" })).toThrow(/development default/)
    expect(() => production({ SESSION_SECRET: "a".repeat(40) })).toThrow(/trivially guessable/)
    // The engine answers only calls carrying its secret: a gateway without it could call nothing.
    expect(production({}).engineEdgeSecret).toBe(`${STRONG}e`)
    expect(() => production({ ENGINE_EDGE_SECRET: "" })).toThrow(/ENGINE_EDGE_SECRET must be set/)
    expect(() => production({ ENGINE_EDGE_SECRET: "local-engine_edge_secret-not-for-production" })).toThrow(
      /ENGINE_EDGE_SECRET is a development default/
    )
  })

  it("production reads its secrets from files readable by their owner only (SESSION_SECRET_FILE…)", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "vitalia-gateway-secrets-"))
    try {
      const file = (name: string, content: string, mode: number) => {
        const at = path.join(folder, name)
        writeFileSync(at, content)
        chmodSync(at, mode)
        return at
      }
      const config = production({
        SESSION_SECRET: "",
        SESSION_SECRET_FILE: file("session", `${STRONG}s\n`, 0o600),
        ENGINE_EDGE_SECRET: "",
        ENGINE_EDGE_SECRET_FILE: file("edge", `${STRONG}e`, 0o400),
      })
      expect([config.sessionSecret, config.engineEdgeSecret]).toEqual([`${STRONG}s`, `${STRONG}e`])
      expect(() => production({ SESSION_SECRET: "", SESSION_SECRET_FILE: file("open", STRONG, 0o644) })).toThrow(
        /SESSION_SECRET_FILE names .* which users other than its owner may read: chmod 600/
      )
      expect(() => production({ SESSION_SECRET_FILE: file("both", STRONG, 0o600) })).toThrow(/both set/)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it("outside production the development defaults still serve", () => {
    const config = loadConfig({ MEDUSA_PUBLISHABLE_KEY: "pk_test" })
    expect(config.orderLinkSecret).toBe("local-order_link_secret-not-for-production")
    // The engine falls back to the same value (commerce/src/settings.ts); the launchers set a random one.
    expect(config.engineEdgeSecret).toBe("local-engine_edge_secret-not-for-production")
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32)
  })

  it("the GraphQL explorer: on outside production, off in production unless GRAPHQL_EXPLORER=on", () => {
    const dev = (env: Record<string, string>) => loadConfig({ MEDUSA_PUBLISHABLE_KEY: "pk_test", ...env })
    expect(dev({}).graphqlExplorer.enabled).toBe(true)
    expect(dev({ GRAPHQL_EXPLORER: "off" }).graphqlExplorer.enabled).toBe(false)
    expect(production({}).graphqlExplorer.enabled).toBe(false)
    expect(production({ GRAPHQL_EXPLORER: "on" }).graphqlExplorer.enabled).toBe(true)
    expect(dev({ EXPLORER_DIST: "/srv/explorer" }).graphqlExplorer.dist).toBe("/srv/explorer")
    expect(() => dev({ GRAPHQL_EXPLORER: "maybe" })).toThrow(/GRAPHQL_EXPLORER must be on or off/)
  })

  it("TRUST_PROXY: none by default, a hop count, or addresses and CIDR ranges", () => {
    expect(trustProxy(undefined)).toBe(false)
    expect(trustProxy("")).toBe(false)
    expect(trustProxy("0")).toBe(false)
    expect(trustProxy("1")).toBe(1)
    expect(trustProxy("10.0.0.0/8, 127.0.0.1,::1, fd00::/8")).toEqual(["10.0.0.0/8", "127.0.0.1", "::1", "fd00::/8"])
    for (const wrong of ["true", "10.0.0.0/33", "nginx", "10.0.0.1/8/2", "::1/129"])
      expect(() => trustProxy(wrong), wrong).toThrow(/TRUST_PROXY/)
    expect(loadConfig({ MEDUSA_PUBLISHABLE_KEY: "pk_test" }).trustProxy).toBe(false)
  })

  it("throttling budgets from the environment, refused when not positive numbers", () => {
    const config = loadConfig({
      MEDUSA_PUBLISHABLE_KEY: "pk_test",
      THROTTLE_CARTS_CAPACITY: "5",
      THROTTLE_CARTS_PER_SECOND: "0.1",
    })
    expect(config.throttle.carts).toEqual({ capacity: 5, perSecond: 0.1 })
    expect(config.throttle.enabled).toBe(true)
    expect(loadConfig({ MEDUSA_PUBLISHABLE_KEY: "pk_test", THROTTLE: "off" }).throttle.enabled).toBe(false)
    expect(() => loadConfig({ MEDUSA_PUBLISHABLE_KEY: "pk_test", THROTTLE_COST_CAPACITY: "1.5" })).toThrow(
      /THROTTLE_COST_CAPACITY/
    )
    expect(() => loadConfig({ MEDUSA_PUBLISHABLE_KEY: "pk_test", THROTTLE_COST_PER_SECOND: "0" })).toThrow(
      /THROTTLE_COST_PER_SECOND/
    )
  })
})
