/**
 * Counter of the writes to the search indexes, shared by every engine on the database: a
 * PostgreSQL sequence, as its value is read without a transaction and a write never waits on it.
 * The gateways' catalog cache keys searches by it (with the active versions), so a product
 * renamed in the back-office is found by its new name once its index row is written.
 */
export const SEARCH_CHANGES_SEQUENCE = "search_index_changes"

type Db = { execute: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]> }

let sequenceReady: Promise<unknown> | null = null
/** Creates the sequence once per process (a database made before it existed has none yet). */
export function ensureChangesSequence(db: Db) {
  sequenceReady ??= db.execute(`CREATE SEQUENCE IF NOT EXISTS "${SEARCH_CHANGES_SEQUENCE}"`).catch((error) => {
    sequenceReady = null
    throw error
  })
  return sequenceReady
}

/**
 * The indexes' state in one short string: writes so far and the version each index serves. It
 * changes with every document written or deleted and with every rebuild swapped in.
 */
export async function searchIndexStamp(db: Db): Promise<string> {
  await ensureChangesSequence(db)
  const [row] = await db.execute(
    `SELECT (SELECT last_value FROM "${SEARCH_CHANGES_SEQUENCE}")::text || ':' ||
       coalesce((SELECT string_agg(name || '@' || coalesce(active_version::text, '-'), ',' ORDER BY name)
                 FROM search_index WHERE deleted_at IS NULL), '') AS stamp`
  )
  return String(row.stamp)
}
