import { rmSync } from "node:fs"
import path from "node:path"
import type { TestProject } from "vitest/node"
import { freePort } from "../../scripts/lib/ports.js"
import { DATA_DIR } from "../../scripts/lib/paths.js"
import { dropDatabase } from "../../scripts/lib/postgres.js"
import { startTestRun } from "../../scripts/lib/run.js"
import { shutdown } from "../../scripts/lib/shutdown.js"
import { startShop, type RunningShop } from "../../scripts/lib/shop.js"

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

let shop: RunningShop | undefined
let testDatabase: string | undefined
// Per run, so that test runs side by side (several checkouts, CI and a developer) never share files.
const postgresDir = path.join(DATA_DIR, `test-postgres-${process.pid}`)

/**
 * Starts the real engine once for the integration suite, on a fresh database:
 * a new database on the server named by DATABASE_URL, or a new embedded cluster.
 * Its processes end with the test run however it ends, and a later run stops
 * what a crashed one left (scripts/lib/run.ts).
 */
export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/vitalia_test_${process.pid}_${Date.now()}`
    testDatabase = url.toString()
  }
  const log = (line: string) => process.stdout.write(`[shop] ${line}\n`)
  const mailDir = path.join(DATA_DIR, `test-mail-${process.pid}`)
  rmSync(mailDir, { recursive: true, force: true })
  shop = await startTestRun("The integration suite's shop", "test-shop", log, async () =>
    startShop({
      databaseUrl: testDatabase,
      postgresDir,
      fresh: true,
      enginePort: await freePort(),
      publicUrl: "http://localhost:8080",
      output: "file",
      mailDir,
      idpPort: await freePort(),
      log,
    })
  )
  log(`engine ready at ${shop.engineUrl} (${JSON.stringify(shop.timings)})`)
  project.provide("engineUrl", shop.engineUrl)
  project.provide("publishableKey", shop.publishableKey)
  project.provide("engineEdgeSecret", shop.edgeSecret)
  project.provide("databaseUrl", shop.databaseUrl)
  project.provide("publicUrl", "http://localhost:8080")
  project.provide("idpUrl", shop.idpUrl ?? "")
  project.provide("mailDir", shop.mailDir ?? "")
}

export async function teardown() {
  await shop?.stop()
  await shutdown()
  if (testDatabase) await dropDatabase(testDatabase)
  rmSync(postgresDir, { recursive: true, force: true })
}
