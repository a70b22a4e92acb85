import { chmodSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { migrateWhenChanged, migrationFingerprint, MIGRATED_TABLE } from "../../scripts/lib/migrations.js"
import { engineProcessEnv } from "../../scripts/lib/engine.js"
import {
  copyDatabase,
  dropDatabase,
  ensureDatabase,
  startEmbeddedPostgres,
  withClient,
  type Database,
} from "../../scripts/lib/postgres.js"
import { localSecrets } from "../../scripts/lib/secrets.js"
import { engineEnv } from "../../scripts/lib/shop.js"
import { testDatabase } from "../../scripts/lib/test-database.js"

/**
 * A start on a database migrated with the same code skips `medusa db:migrate`; any other code runs it
 * (scripts/lib/migrations.ts). On a copy of `npm test`'s seeded database, which its preparation
 * migrated; run alone, on a database of its own, which the first call migrates.
 */
let database: Database
let template: string | undefined
let folder: string | undefined
const lines: string[] = []

beforeAll(async () => {
  const wanted = testDatabase("migrations")
  if (wanted.databaseUrl) {
    template = wanted.template
    if (template) await copyDatabase(wanted.databaseUrl, template)
    else await ensureDatabase(wanted.databaseUrl)
    const url = wanted.databaseUrl
    database = { url, embedded: false, stop: () => dropDatabase(url) }
  } else {
    folder = mkdtempSync(path.join(os.tmpdir(), "vitalia-migrations-"))
    chmodSync(folder, 0o755)
    database = await startEmbeddedPostgres(path.join(folder, "postgres"))
  }
})
afterAll(async () => {
  await database?.stop()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

it("migrates once per code: a second start is told the migrations are current; older code migrates again", async () => {
  const engine = engineEnv(database, localSecrets(), 0, "http://localhost:8080")
  const log = (line: string) => lines.push(line)
  const stored = () =>
    withClient(
      database.url,
      async (db) => (await db.query<{ fingerprint: string }>(`SELECT fingerprint FROM ${MIGRATED_TABLE}`)).rows
    )
  const current = migrationFingerprint(engineProcessEnv(engine))

  // npm test's seeded database was migrated with this code; a database of its own is not migrated yet.
  expect(await migrateWhenChanged(engine, "file", log)).toBe(template ? "current" : "migrated")
  expect(await migrateWhenChanged(engine, "file", log)).toBe("current")
  expect(lines.at(-1)).toBe("Database migrations: current (same code as the last start), not run again.")

  // As if the last start had run older code, one without the order list's index (a migration script):
  // Medusa's migrations run, the index is made, and the record is of this code.
  await withClient(database.url, async (db) => {
    await db.query(`UPDATE ${MIGRATED_TABLE} SET fingerprint = 'older code'`)
    await db.query(`DELETE FROM script_migrations WHERE script_name = 'order-list-indexes.ts'`)
    await db.query(`DROP INDEX "IDX_vitalia_order_list_newest"`)
  })
  expect(await migrateWhenChanged(engine, "file", log)).toBe("migrated")
  expect(lines.at(-1)).toBe("Applying database migrations…")
  expect(await stored()).toEqual([{ fingerprint: current }])
  const index = await withClient(
    database.url,
    async (db) =>
      (await db.query<{ name: string | null }>(`SELECT to_regclass('"IDX_vitalia_order_list_newest"')::text AS name`))
        .rows[0].name
  )
  // regclass names a mixed-case index quoted.
  expect(index).toBe('"IDX_vitalia_order_list_newest"')
})
