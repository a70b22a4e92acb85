import { rm } from "node:fs/promises"
import path from "node:path"
import { DATA_DIR } from "./paths.js"
import { dropDatabase, startEmbeddedPostgres } from "./postgres.js"
import { atShutdown } from "./shutdown.js"
import { prepareShop } from "./shop.js"

/**
 * The name of the migrated, seeded database `npm test` prepares once for its suites (below), on
 * DATABASE_URL's server. Read only here: every suite's shop starts from a copy of it.
 */
const TEMPLATE_VARIABLE = "TEST_DATABASE_TEMPLATE"

/**
 * Where a test suite's shop keeps its data: a new database on DATABASE_URL's server, named after the
 * suite and the process (runs side by side never share one) — or, without DATABASE_URL, nothing here
 * (the suite starts an embedded cluster of its own). With the database comes the template to copy,
 * when `npm test` prepared one.
 */
export function testDatabase(
  suite: string,
  env: NodeJS.ProcessEnv = process.env
): {
  databaseUrl?: string
  template?: string
} {
  if (!env.DATABASE_URL) return {}
  const url = new URL(env.DATABASE_URL)
  url.pathname = `/vitalia_${suite}_${process.pid}_${Date.now()}`
  return { databaseUrl: url.toString(), template: env[TEMPLATE_VARIABLE] || undefined }
}

/**
 * The test suites' shops hash passwords at scrypt's N=2^10 (commerce/src/settings.ts,
 * PASSWORD_HASH_LOG_N) instead of 2^15: a sign-up, sign-in or password change then costs the engine
 * about 4 ms of CPU instead of about 220, and one integration shard alone hashes some 330 times
 * (bench/README.md, "Cheaper password hashes in the test shops"). The hash is still scrypt over the
 * peppered password, salted; only its cost differs. Production refuses the lower cost, and the
 * launcher suite's production shop keeps 2^15 and checks it (tests/launcher/production.test.ts).
 * Set for this process and what it starts, unless the caller set it already.
 */
export function useTestPasswordHashCost(env: NodeJS.ProcessEnv = process.env) {
  env.PASSWORD_HASH_LOG_N ||= "10"
}

/**
 * For `npm test`: one database server for the whole run (DATABASE_URL's, else one embedded cluster,
 * whose address the suites then get as DATABASE_URL) and one migrated, seeded database on it that each
 * suite's shop copies (testDatabase), so the engine's migrations and the demo seed — minutes each
 * time — run once per run instead of once per suite. Sets both variables for the suites that follow;
 * the database and the cluster go at shutdown.
 */
export async function prepareTestTemplate(log: (line: string) => void): Promise<void> {
  if (!process.env.DATABASE_URL) {
    const dir = path.join(DATA_DIR, `test-run-postgres-${process.pid}`)
    // Registered first, so it runs last: after the cluster (registered by startEmbeddedPostgres) has stopped.
    atShutdown(() => rm(dir, { recursive: true, force: true }))
    const server = await startEmbeddedPostgres(dir, { fresh: true })
    process.env.DATABASE_URL = server.url
  }
  // Before the demo seed: the demo accounts' hashes are the suites' to check at every sign-in.
  useTestPasswordHashCost()
  const { databaseUrl } = testDatabase("template")
  const template = decodeURIComponent(new URL(databaseUrl!).pathname.slice(1))
  atShutdown(() => dropDatabase(databaseUrl!))
  const prepared = await prepareShop({
    databaseUrl,
    fresh: true,
    publicUrl: "http://localhost:8080",
    output: "file",
    log,
  })
  await prepared.database.stop()
  log(`the suites' seeded database ${template} is ready (${JSON.stringify(prepared.timings)})`)
  process.env[TEMPLATE_VARIABLE] = template
}
