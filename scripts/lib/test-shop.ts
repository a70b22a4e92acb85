import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { freePort } from "./ports.js"
import { DATA_DIR } from "./paths.js"
import { dropDatabase } from "./postgres.js"
import { startTestRun } from "./run.js"
import { shutdown } from "./shutdown.js"
import { startShop } from "./shop.js"
import { testDatabase, useTestPasswordHashCost } from "./test-database.js"

/** What the integration suite's files are given (tests/setup/shop.ts provides it to them). */
export interface TestShop {
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

/** Where `npm run test:engine` writes the shop it keeps up, for the integration runs that follow. */
export const KEPT_TEST_SHOP = path.join(DATA_DIR, "test-engine.json")

/**
 * The integration suite's shop: the real engine, the local identity provider and the mail catcher,
 * on a fresh database — a new one on the server named by DATABASE_URL, or a new embedded cluster.
 * Its processes end with the run however it ends, and a later run stops what a crashed one left.
 */
export async function startTestShop(
  log: (line: string) => void
): Promise<{ shop: TestShop; stop: () => Promise<void> }> {
  useTestPasswordHashCost()
  // Under npm test, a copy of the run's seeded database (test-database.ts).
  const { databaseUrl: suiteDatabase, template } = testDatabase("integration")
  // Per run, so that test runs side by side (several checkouts, CI and a developer) never share files.
  const postgresDir = path.join(DATA_DIR, `test-postgres-${process.pid}`)
  const mailDir = path.join(DATA_DIR, `test-mail-${process.pid}`)
  rmSync(mailDir, { recursive: true, force: true })
  const publicUrl = "http://localhost:8080"
  const running = await startTestRun("The integration suite's shop", "test-shop", log, async () =>
    startShop({
      databaseUrl: suiteDatabase,
      template,
      postgresDir,
      fresh: true,
      enginePort: await freePort(),
      publicUrl,
      output: "file",
      mailDir,
      idpPort: await freePort(),
      log,
    })
  )
  log(`engine ready at ${running.engineUrl} (${JSON.stringify(running.timings)})`)
  return {
    shop: {
      engineUrl: running.engineUrl,
      publishableKey: running.publishableKey,
      engineEdgeSecret: running.edgeSecret,
      databaseUrl: running.databaseUrl,
      publicUrl,
      idpUrl: running.idpUrl ?? "",
      mailDir: running.mailDir ?? "",
    },
    stop: async () => {
      await running.stop()
      await shutdown()
      if (suiteDatabase) await dropDatabase(suiteDatabase)
      rmSync(postgresDir, { recursive: true, force: true })
      rmSync(mailDir, { recursive: true, force: true })
    },
  }
}

/**
 * The shop `npm run test:engine` keeps up, when its process is alive and its engine answers;
 * otherwise null (and a file a stopped one left is removed).
 */
export async function keptTestShop(): Promise<TestShop | null> {
  if (!existsSync(KEPT_TEST_SHOP)) return null
  const kept = JSON.parse(readFileSync(KEPT_TEST_SHOP, "utf8")) as TestShop & { pid: number }
  try {
    process.kill(kept.pid, 0)
    const health = await fetch(`${kept.engineUrl}/health`, { signal: AbortSignal.timeout(2_000) })
    if (!health.ok) throw new Error(`health ${health.status}`)
  } catch {
    rmSync(KEPT_TEST_SHOP, { force: true })
    return null
  }
  const { pid: _pid, ...shop } = kept
  return shop
}

/** Writes the kept shop's details for the runs that follow (readable by this user only: it holds the edge secret). */
export function keepTestShop(shop: TestShop) {
  writeFileSync(KEPT_TEST_SHOP, JSON.stringify({ ...shop, pid: process.pid }, null, 2), { mode: 0o600 })
}
