import { BUNDLED_BY } from "@vitalia/schema/bundles"

/**
 * Ballena's rate table: what a parcel costs by destination and weight. Plain
 * data and pure functions, shared by the fulfillment provider and the
 * /store/ballena-shipping quote route.
 *
 * Amounts are in US dollars (major units) and converted to the cart's currency
 * with the same fixed factors as the demo catalog (commerce/data/catalog.ts).
 * A parcel pays `base` for its first kilogram and `perKg` for each further
 * started kilogram; remote provinces multiply the result.
 */

export interface RateZone {
  /** Shown on quotes and stored on shipping methods. */
  zone: string
  base: number
  perKg: number
  /** Province codes (ISO 3166-2 suffix, upper-case) that pay `remoteFactor` times the price. */
  remote?: string[]
  remoteFactor?: number
}

const LATAM: RateZone = { zone: "latinoamerica", base: 14, perKg: 6 }
const EUROPE: RateZone = { zone: "europa", base: 18, perKg: 7 }
const ASIA_PACIFIC: RateZone = { zone: "asia-pacifico", base: 22, perKg: 9 }
/** Any destination the table does not name (and a cart without an address yet). */
export const INTERNATIONAL: RateZone = { zone: "internacional", base: 25, perKg: 10 }

export const RATE_ZONES: Record<string, RateZone> = {
  us: { zone: "estados-unidos", base: 7, perKg: 2.5, remote: ["AK", "HI"], remoteFactor: 1.6 },
  pr: { zone: "puerto-rico", base: 12, perKg: 4 },
  mx: { zone: "mexico", base: 9, perKg: 3, remote: ["BCS", "ROO", "CHP", "YUC"], remoteFactor: 1.3 },
  co: { zone: "colombia", base: 5, perKg: 2, remote: ["SAP", "AMA", "GUA", "VAU", "VID", "GUV"], remoteFactor: 1.8 },
  ca: { zone: "canada", base: 9, perKg: 3, remote: ["NT", "NU", "YT"], remoteFactor: 1.8 },
  es: { ...EUROPE, zone: "espana", remote: ["GC", "TF", "CE", "ML"], remoteFactor: 1.5 },
  pt: { ...EUROPE, zone: "portugal", remote: ["20", "30"], remoteFactor: 1.5 },
  ...Object.fromEntries(
    ["ar", "cl", "pe", "ec", "bo", "py", "uy", "ve", "br", "pa", "cr", "gt", "hn", "sv", "ni", "do", "cu"].map((c) => [
      c,
      LATAM,
    ])
  ),
  ...Object.fromEntries(
    ["fr", "de", "it", "nl", "be", "at", "ch", "ie", "gb", "pl", "se", "gr", "no", "dk", "fi"].map((c) => [c, EUROPE])
  ),
  ...Object.fromEntries(
    ["au", "nz", "jp", "kr", "ph", "in", "cn", "id", "my", "th", "vn", "sg"].map((c) => [c, ASIA_PACIFIC])
  ),
}

/** US dollars → currency, and how the result is rounded (the step, in major units). */
export const CURRENCIES: Record<string, { perUsd: number; step: number }> = {
  usd: { perUsd: 1, step: 0.01 },
  cad: { perUsd: 1.35, step: 0.01 },
  eur: { perUsd: 0.92, step: 0.01 },
  mxn: { perUsd: 18, step: 1 },
  cop: { perUsd: 4000, step: 100 },
}

export interface QuoteInput {
  countryCode?: string | null
  /** "AK", "us-ak" or "US-AK": the part after a hyphen is used. */
  province?: string | null
  weightGrams: number
  currencyCode: string
}

export interface Quote {
  amount: number
  currency_code: string
  zone: string
  country_code: string | null
  province_code: string | null
  remote: boolean
  weight_grams: number
  billable_kg: number
}

export function provinceCode(province?: string | null): string | null {
  const value = province?.trim()
  if (!value) return null
  return value.split("-").pop()!.toUpperCase()
}

/** The price of one parcel. Throws for a currency the table cannot convert to. */
export function quote(input: QuoteInput): Quote {
  const currency = input.currencyCode.toLowerCase()
  const conversion = CURRENCIES[currency]
  if (!conversion) throw new Error(`Ballena cannot quote in ${input.currencyCode}`)
  const country = input.countryCode?.trim().toLowerCase() || null
  const province = provinceCode(input.province)
  const rate = (country && RATE_ZONES[country]) || INTERNATIONAL
  const weight = Math.max(0, Math.round(input.weightGrams))
  const billableKg = Math.max(1, Math.ceil(weight / 1000))
  const remote = Boolean(province && rate.remote?.includes(province))
  const usd = (rate.base + rate.perKg * (billableKg - 1)) * (remote ? (rate.remoteFactor ?? 1) : 1)
  const amount = roundTo(usd * conversion.perUsd, conversion.step)
  return {
    amount,
    currency_code: currency,
    zone: rate.zone,
    country_code: country,
    province_code: province,
    remote,
    weight_grams: weight,
    billable_kg: billableKg,
  }
}

export interface WeighedLine {
  quantity: number | string | { toString(): string }
  metadata?: Record<string, unknown> | null
  variant?: { weight?: number | null } | null
}

/**
 * Grams in a cart: variant weight × quantity. A bundle's lines (metadata.bundled_by)
 * travel inside their bundle, whose own variant weight already counts them.
 */
export function cartWeight(items: WeighedLine[]): number {
  return items.reduce((grams, item) => {
    if (item.metadata?.[BUNDLED_BY]) return grams
    return grams + Number(item.variant?.weight ?? 0) * Number(item.quantity.toString())
  }, 0)
}

function roundTo(value: number, step: number): number {
  const rounded = Math.round(value / step) * step
  return Number(rounded.toFixed(step < 1 ? 2 : 0))
}
