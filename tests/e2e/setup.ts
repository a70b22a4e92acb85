import { rmSync } from "node:fs"
import path from "node:path"
import { DATA_DIR } from "../../scripts/lib/paths.js"
import { freePort } from "../../scripts/lib/ports.js"
import { dropDatabase } from "../../scripts/lib/postgres.js"
import { shutdown } from "../../scripts/lib/shutdown.js"
import { startShop } from "../../scripts/lib/shop.js"

/**
 * The whole shop for the browser suites, on a fresh database (a new one on
 * DATABASE_URL's server, else an embedded cluster). Its URL reaches the tests
 * as E2E_BASE_URL. Returns the teardown.
 */
export default async function setup() {
  let database: string | undefined
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/vitalia_e2e_${process.pid}_${Date.now()}`
    database = url.toString()
  }
  const postgresDir = path.join(DATA_DIR, `e2e-postgres-${process.pid}`)
  const gatewayPort = await freePort()
  const shop = await startShop({
    databaseUrl: database,
    postgresDir,
    fresh: true,
    enginePort: await freePort(),
    gatewayPort,
    publicUrl: `http://localhost:${gatewayPort}`,
    output: "file",
    log: (line) => process.stdout.write(`[e2e] ${line}\n`),
  })
  process.env.E2E_BASE_URL = shop.gatewayUrl
  return async () => {
    await shop.stop()
    await shutdown()
    if (database) await dropDatabase(database)
    rmSync(postgresDir, { recursive: true, force: true })
  }
}
