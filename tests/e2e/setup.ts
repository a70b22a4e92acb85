import { rmSync } from "node:fs"
import path from "node:path"
import { DATA_DIR } from "../../scripts/lib/paths.js"
import { freePort } from "../../scripts/lib/ports.js"
import { dropDatabase } from "../../scripts/lib/postgres.js"
import { startTestRun } from "../../scripts/lib/run.js"
import { shutdown } from "../../scripts/lib/shutdown.js"
import { startShop } from "../../scripts/lib/shop.js"
import { testDatabase, useTestPasswordHashCost } from "../../scripts/lib/test-database.js"

/**
 * The whole shop for the browser suites, on a fresh database (a new one on
 * DATABASE_URL's server, else an embedded cluster) and free ports; it builds
 * web/dist when stale. Its URL reaches the tests as E2E_BASE_URL. Returns the teardown.
 *
 * With E2E_BASE_URL already set, the suite runs against that shop instead
 * (a running `npm start`, for example) and starts nothing. The shop's processes
 * end with the suite however it ends; a later run stops what a crashed one left.
 */
export default async function setup() {
  if (process.env.E2E_BASE_URL) return undefined
  useTestPasswordHashCost()
  // Under npm test, a copy of the run's seeded database (scripts/lib/test-database.ts).
  const { databaseUrl: database, template } = testDatabase("e2e")
  const postgresDir = path.join(DATA_DIR, `e2e-postgres-${process.pid}`)
  const mailDir = path.join(DATA_DIR, `e2e-mail-${process.pid}`)
  // The tests read the e-mails the shop sends (order transfer codes) from here.
  process.env.E2E_MAIL_DIR = mailDir
  const gatewayPort = await freePort()
  const log = (line: string) => process.stdout.write(`[e2e] ${line}\n`)
  const shop = await startTestRun("The browser suite's shop", "test-e2e", log, async () =>
    startShop({
      databaseUrl: database,
      template,
      postgresDir,
      fresh: true,
      enginePort: await freePort(),
      gatewayPort,
      idpPort: await freePort(),
      mailDir,
      publicUrl: `http://localhost:${gatewayPort}`,
      output: "file",
      // Every browser of this suite comes from 127.0.0.1: the per-address budgets for cart creations
      // and other creations (100 and 60) would refuse whichever spec ran late. Throttling has its own
      // tests (tests/integration/throttle.test.ts, and across gateways in tests/cluster).
      // Likewise the sign-in attempts per address (10 a minute): the account pages' specs alone sign in
      // more than that within a minute. The limit has its own tests (tests/integration/auth-sessions.test.ts).
      gatewayEnv: {
        THROTTLE_CARTS_CAPACITY: "100000",
        THROTTLE_CREATES_CAPACITY: "100000",
        AUTH_RATE_LIMIT: "1000",
      },
      log,
    })
  )
  process.env.E2E_BASE_URL = shop.gatewayUrl
  return async () => {
    await shop.stop()
    await shutdown()
    if (database) await dropDatabase(database)
    rmSync(postgresDir, { recursive: true, force: true })
    rmSync(mailDir, { recursive: true, force: true })
  }
}
