import { z } from "@medusajs/framework/zod"
import { SEARCH_CURRENCIES, SEARCH_LANGUAGES } from "../../../search-catalog/languages"
import { SEARCH_QUERY_MAX } from "../../../search-catalog/query"

const ids = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.string().min(1).max(100)).max(50).optional()
)
const number = z.preprocess(
  (v) => (v === undefined || v === "" ? undefined : Number(v)),
  z.number().finite().min(0).optional()
)

/** GET /store/search's parameters. */
export const StoreSearchParams = z
  .object({
    q: z.string().max(SEARCH_QUERY_MAX, `q takes up to ${SEARCH_QUERY_MAX} characters`).default(""),
    lang: z.enum(SEARCH_LANGUAGES.map((l) => l.code) as [string, ...string[]]).default("es"),
    mode: z.enum(["results", "suggest"]).default("results"),
    limit: z.preprocess((v) => (v === undefined ? undefined : Number(v)), z.number().int().min(0).max(100).default(12)),
    offset: z.preprocess(
      (v) => (v === undefined ? undefined : Number(v)),
      z.number().int().min(0).max(10_000).default(0)
    ),
    category_id: ids,
    collection_id: ids,
    currency_code: z.enum(SEARCH_CURRENCIES).optional(),
    price_min: number,
    price_max: number,
    in_stock: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean().optional()),
  })
  .strict()

export type StoreSearchParamsType = z.infer<typeof StoreSearchParams>
