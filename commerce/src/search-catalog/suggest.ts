import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { editDistance, queryWords, TYPO_MIN_WORD } from "./query"

/** How long the catalogue's vocabulary is reused before it is read again (in the background). */
const VOCABULARY_TTL_MS = 60_000
/** Query words shorter than this are never corrected. */
const MIN_WORD = 4

interface Vocabulary {
  words: Set<string>
  byLength: Map<number, string[]>
  at: number
}

let cached: Vocabulary | undefined
let loading: Promise<Vocabulary> | undefined

/** Every word (4+ letters, lower-case, accents folded) of published products' titles, subtitles, descriptions and tags. */
async function readVocabulary(db: Knex): Promise<Vocabulary> {
  const { rows } = await db.raw<{ rows: { word: string }[] }>(
    `SELECT DISTINCT word FROM (
       SELECT regexp_split_to_table(lower(unaccent(coalesce(p.title, '') || ' ' || coalesce(p.subtitle, '') || ' ' || coalesce(p.description, ''))), '[^[:alnum:]]+') AS word
       FROM product p WHERE p.deleted_at IS NULL AND p.status = 'published'
       UNION ALL
       SELECT regexp_split_to_table(lower(unaccent(t.value)), '[^[:alnum:]]+') FROM product_tag t WHERE t.deleted_at IS NULL
     ) w WHERE length(word) >= ${MIN_WORD} AND word !~ '^[0-9]+$'`
  )
  const words = new Set<string>(rows.map((r) => r.word))
  const byLength = new Map<number, string[]>()
  for (const word of words) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word])
  return { words, byLength, at: Date.now() }
}

/** The vocabulary, read at most once a minute; a stale one answers while the next is read. */
async function vocabulary(db: Knex): Promise<Vocabulary> {
  const stale = !cached || Date.now() - cached.at > VOCABULARY_TTL_MS
  if (stale && !loading) {
    loading = readVocabulary(db)
      .then((v) => (cached = v))
      .finally(() => (loading = undefined))
  }
  return cached ?? (await loading!)
}

/** The catalogue word nearest to `word` within `edits` (ties: the first alphabetically), or null. */
function nearest(vocab: Vocabulary, word: string, edits: number): string | null {
  let best: { word: string; distance: number } | null = null
  for (let length = word.length - edits; length <= word.length + edits; length++) {
    for (const candidate of vocab.byLength.get(length) ?? []) {
      const distance = editDistance(word, candidate, edits)
      if (
        distance <= edits &&
        (!best || distance < best.distance || (distance === best.distance && candidate < best.word))
      )
        best = { word: candidate, distance }
    }
  }
  return best?.word ?? null
}

/**
 * The query with each word that is not in the catalogue (nor, for the last word, the start of a
 * catalogue word) replaced by the catalogue word one edit away — for words of five letters or
 * more (insert, delete, change, or swap two neighbours); null when nothing changes.
 * `edits` 2 allows two edits in words of eight letters or more ("did you mean" when nothing matched).
 */
export async function correctQuery(db: Knex, q: string, options: { twoEdits?: boolean } = {}): Promise<string | null> {
  const words = queryWords(q).slice(0, 12)
  if (!words.some((w) => w.length >= MIN_WORD)) return null
  const vocab = await vocabulary(db)
  let changed = false
  const corrected = words.map((word, i) => {
    const min = options.twoEdits ? MIN_WORD : TYPO_MIN_WORD
    if (word.length < min || vocab.words.has(word)) return word
    const last = i === words.length - 1
    if (
      last &&
      [...vocab.byLength.keys()].some((l) => l > word.length && vocab.byLength.get(l)!.some((v) => v.startsWith(word)))
    )
      return word
    const found = nearest(vocab, word, options.twoEdits && word.length >= 8 ? 2 : 1)
    if (found && found !== word) {
      changed = true
      return found
    }
    return word
  })
  return changed ? corrected.join(" ") : null
}

/** "Did you mean": the query corrected (one edit, two in long words), or null. */
export function didYouMean(db: Knex, q: string): Promise<string | null> {
  return correctQuery(db, q, { twoEdits: true })
}
