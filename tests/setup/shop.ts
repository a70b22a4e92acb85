import type { TestProject } from "vitest/node"
import { keptTestShop, startTestShop, type TestShop } from "../../scripts/lib/test-shop.js"

declare module "vitest" {
  // What every integration file is given: the shop's addresses, key and secret (scripts/lib/test-shop.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- vitest's ProvidedContext is extended only by declaration merging, which needs an interface
  export interface ProvidedContext extends TestShop {}
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
  const fresh = process.env.CI === "true" || process.env.TEST_ENGINE === "fresh"
  let shop: TestShop | null = fresh ? null : await keptTestShop()
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
