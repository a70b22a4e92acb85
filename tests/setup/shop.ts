import path from "node:path"
import type { TestProject } from "vitest/node"
import { freePort } from "../../scripts/lib/ports.js"
import { DATA_DIR } from "../../scripts/lib/paths.js"
import { dropDatabase } from "../../scripts/lib/postgres.js"
import { startShop, type RunningShop } from "../../scripts/lib/shop.js"

declare module "vitest" {
  export interface ProvidedContext {
    engineUrl: string
    publishableKey: string
    databaseUrl: string
  }
}

let shop: RunningShop | undefined
let testDatabase: string | undefined

/**
 * Starts the real engine once for the integration suite, on a fresh database:
 * a new database on the server named by DATABASE_URL, or a new embedded cluster.
 */
export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/vitalia_test_${process.pid}_${Date.now()}`
    testDatabase = url.toString()
  }
  const log = (line: string) => process.stdout.write(`[shop] ${line}\n`)
  shop = await startShop({
    databaseUrl: testDatabase,
    postgresDir: path.join(DATA_DIR, "test-postgres"),
    fresh: true,
    enginePort: await freePort(),
    publicUrl: "http://localhost:8080",
    output: "file",
    log,
  })
  log(`engine ready at ${shop.engineUrl} (${JSON.stringify(shop.timings)})`)
  project.provide("engineUrl", shop.engineUrl)
  project.provide("publishableKey", shop.publishableKey)
  project.provide("databaseUrl", shop.databaseUrl)
}

export async function teardown() {
  await shop?.stop()
  if (testDatabase) await dropDatabase(testDatabase)
}
