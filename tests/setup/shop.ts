import type { TestProject } from "vitest/node"
import { keptTestShop, startTestShop, type TestShop } from "../../scripts/lib/test-shop.js"

declare module "vitest" {
  export interface ProvidedContext {
    engineUrl: string
    publishableKey: string
    /** The run's ENGINE_EDGE_SECRET: the engine answers only calls that carry it (tests/support/engine.ts sends it). */
    engineEdgeSecret: string
    databaseUrl: string
    /** The origin the engine builds links with; the provider sends browsers back to `${publicUrl}/callback`. */
    publicUrl: string
    /** The local identity provider's issuer; empty when AUTH0_* or OIDC_* name a real one. */
    idpUrl: string
    /** Where the local SMTP catcher writes e-mails; empty when SMTP_URL names a real server. */
    mailDir: string
  }
}

let stop: (() => Promise<void>) | undefined

/**
 * The integration suite's real engine, started once for the run on a fresh database
 * (scripts/lib/test-shop.ts) — or, while `npm run test:engine` keeps one up, that one, so a
 * developer's run of one file skips the minutes of starting and seeding. `npm test` never keeps one:
 * CI and the full suite always start afresh.
 */
export async function setup(project: TestProject) {
  const log = (line: string) => process.stdout.write(`[shop] ${line}\n`)
  let shop: TestShop | null = process.env.CI === "true" ? null : await keptTestShop()
  if (shop) log(`using the test engine kept up by npm run test:engine at ${shop.engineUrl}`)
  else {
    const started = await startTestShop(log)
    shop = started.shop
    stop = started.stop
  }
  for (const key of Object.keys(shop) as (keyof TestShop)[]) project.provide(key, shop[key])
}

export async function teardown() {
  await stop?.()
}
