import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { engineProcessEnv, migrate, type EngineEnv } from "./engine.js"
import { ROOT, sourceFiles } from "./paths.js"
import { withClient } from "./postgres.js"
import type { ServiceOptions } from "./services.js"

/**
 * Where a database keeps the fingerprint of the code it was last migrated with (one row). Medusa has
 * no "only when something is pending" for `medusa db:migrate`: every run loads all of the engine's
 * modules to find nothing to do, about 10 s on two cores, on every start of a shop whose code has
 * not changed. The table is the launcher's own; the engine never reads it.
 */
export const MIGRATED_TABLE = "vitalia_migrated_code"

/**
 * What decides what `medusa db:migrate` does: every dependency's version (package-lock.json, Medusa's
 * migrations among them), the engine's configuration and code (its modules' migrations, links and
 * migration scripts, and what those import), @vitalia/schema, which the engine imports, and whether
 * the engine runs on Redis (REDIS_URL puts Medusa's Redis modules in place of the in-memory ones:
 * commerce/src/redis-modules.ts). Any change there, even a comment, migrates again: it costs one
 * run of Medusa's own check, and no rule has to say which files matter.
 */
export function migrationFingerprint(env: NodeJS.ProcessEnv, root = ROOT): string {
  const hash = createHash("sha256")
  hash.update(`redis=${Boolean(env.REDIS_URL || env.REDIS_URL_FILE)}\0`)
  const parts = ["package-lock.json", "commerce/package.json", "commerce/medusa-config.ts", "commerce/src", "schema"]
  const files = sourceFiles(parts.map((part) => path.join(root, part)))
    .map(({ file }) => ({ file, name: path.relative(root, file).split(path.sep).join("/") }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const { file, name } of files) {
    hash.update(`${name}\0`)
    hash.update(readFileSync(file))
    hash.update("\0")
  }
  return hash.digest("hex")
}

/** The fingerprint the database was last migrated with, or null (never by this launcher, or another code). */
async function migratedWith(databaseUrl: string): Promise<string | null> {
  return withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ table: string | null }>("SELECT to_regclass($1)::text AS table", [MIGRATED_TABLE])
    if (!rows[0].table) return null
    const found = await db.query<{ fingerprint: string }>(`SELECT fingerprint FROM ${MIGRATED_TABLE} LIMIT 1`)
    return found.rows[0]?.fingerprint ?? null
  })
}

async function remember(databaseUrl: string, fingerprint: string) {
  await withClient(databaseUrl, async (db) => {
    await db.query("BEGIN")
    await db.query(
      `CREATE TABLE IF NOT EXISTS ${MIGRATED_TABLE} (fingerprint text NOT NULL, migrated_at timestamptz NOT NULL DEFAULT now())`
    )
    await db.query(`DELETE FROM ${MIGRATED_TABLE}`)
    await db.query(`INSERT INTO ${MIGRATED_TABLE} (fingerprint) VALUES ($1)`, [fingerprint])
    await db.query("COMMIT")
  })
}

/**
 * `medusa db:migrate`, unless this database was last migrated with the same code and settings
 * (migrationFingerprint). `npm run migrate -w commerce` always migrates, for a database changed by hand.
 */
export async function migrateWhenChanged(
  engine: EngineEnv,
  output: ServiceOptions["output"],
  log: (line: string) => void
): Promise<"migrated" | "current"> {
  const fingerprint = migrationFingerprint(engineProcessEnv(engine))
  if ((await migratedWith(engine.databaseUrl)) === fingerprint) {
    log("Database migrations: current (same code as the last start), not run again.")
    return "current"
  }
  log("Applying database migrations…")
  await migrate(engine, output)
  await remember(engine.databaseUrl, fingerprint)
  return "migrated"
}
