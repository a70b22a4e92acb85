/**
 * The catalog's search languages: one index per language (product_es, product_en), each on a
 * Search Module provider configured with PostgreSQL's text search configuration for it
 * (medusa-config.ts). Spanish is the shop's first language and the default.
 */
export const SEARCH_LANGUAGES = [
  {
    code: "es",
    // Medusa's provider with the shop's facet counting and change counter (src/modules/search-postgres-spanish).
    provider: { resolve: "./src/modules/search-postgres-spanish", id: "es", identifier: "search-postgres" },
    language: "spanish",
    config: "medusa_search_spanish",
    stemmer: "spanish_stem",
    index: "product_es",
  },
  {
    code: "en",
    // The same provider class under another identifier (src/modules/search-postgres-english).
    provider: { resolve: "./src/modules/search-postgres-english", id: "en", identifier: "search-postgres-english" },
    language: "english",
    config: "medusa_search_english",
    stemmer: "english_stem",
    index: "product_en",
  },
] as const

export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number]["code"]

/** Currencies a product's lowest price is indexed in (every store currency, data/catalog.ts). */
export const SEARCH_CURRENCIES = ["usd", "cop", "mxn", "cad", "eur"] as const
export type SearchCurrency = (typeof SEARCH_CURRENCIES)[number]

/** The locale the Translation Module keeps the catalog's English under (seed/translations.ts). */
export const ENGLISH_LOCALE = "en-US"

/** Lower-case without accents: how synonyms and highlights compare words. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
}
