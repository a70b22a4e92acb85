import { fold, SEARCH_CURRENCIES, type SearchCurrency } from "./languages"

/** Longest query the engine takes (the gateway refuses longer ones first, with its own message). */
export const SEARCH_QUERY_MAX = 200
/** Typo tolerance starts at words this long (one edit): shorter words must be typed right. */
export const TYPO_MIN_WORD = 5

/**
 * The price buckets of the price facet, in each currency's major units. The upper bound is
 * exclusive; the last bucket has none. Rounded per currency from the USD ones (data/catalog.ts).
 */
export const PRICE_BUCKETS: Record<SearchCurrency, number[]> = {
  usd: [20, 40, 80],
  eur: [20, 40, 75],
  cad: [25, 55, 110],
  mxn: [350, 700, 1400],
  cop: [80000, 160000, 320000],
}

export function priceRanges(currency: SearchCurrency) {
  const bounds = PRICE_BUCKETS[currency]
  const ranges: { key: string; from?: number; to?: number }[] = []
  let from: number | undefined
  for (const to of bounds) {
    ranges.push({ key: `${from ?? ""}-${to}`, ...(from !== undefined ? { from } : {}), to })
    from = to
  }
  ranges.push({ key: `${from}-`, from })
  return ranges
}

export const isCurrency = (code: string): code is SearchCurrency =>
  (SEARCH_CURRENCIES as readonly string[]).includes(code)

/** The words of a query as the index sees them: letters and digits, accents folded. */
export function queryWords(q: string): string[] {
  return fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** Whether typo tolerance may apply: some word of five letters or more. */
export const wantsTypos = (q: string) => queryWords(q).some((w) => w.length >= TYPO_MIN_WORD)

/** Edit distance (insert, delete, change, or swap two neighbours: "protiena" → "proteina" is one), capped at `max` + 1. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0))
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return Math.min(d[a.length][b.length], max + 1)
}

/**
 * Whether a word of the text answers a word of the query: same start (the query word is a prefix,
 * or they share all but a plural/gender ending), or one edit apart for words of five letters or more.
 */
export function wordMatches(textWord: string, queryWord: string): boolean {
  if (!textWord || !queryWord) return false
  if (textWord.startsWith(queryWord)) return true
  const stem = queryWord.length > 4 ? queryWord.slice(0, Math.max(4, queryWord.length - 2)) : queryWord
  if (queryWord.length > 4 && textWord.startsWith(stem) && textWord.length <= queryWord.length + 2) return true
  if (queryWord.length >= TYPO_MIN_WORD) {
    const cut = textWord.slice(0, queryWord.length + 1)
    return editDistance(textWord, queryWord, 1) <= 1 || editDistance(cut, queryWord, 1) <= 1
  }
  return false
}

export interface HighlightSegment {
  text: string
  match: boolean
}

/** `text` cut into pieces, the words that answer the query marked (for <mark> in the storefront). */
export function highlight(text: string, q: string): HighlightSegment[] {
  const words = queryWords(q)
  if (!text) return []
  const segments: HighlightSegment[] = []
  const push = (piece: string, match: boolean) => {
    const last = segments[segments.length - 1]
    if (last && last.match === match) last.text += piece
    else segments.push({ text: piece, match })
  }
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue
    const folded = fold(piece)
    push(piece, /[\p{L}\p{N}]/u.test(piece) && words.some((w) => wordMatches(folded, w)))
  }
  return segments
}
