/**
 * The markets the shop sells to. Every country whose province list the web ships
 * (docs/product.md §3: Latin America, US, Canada, Europe, Asia-Pacific) belongs to one region.
 */
export interface RegionSeed {
  name: string
  currency_code: string
  countries: string[]
  /** Flat shipping prices in the region's currency (major units). */
  shipping: { standard: number; express: number }
}

export const STORE_CURRENCIES = ["usd", "cop", "mxn", "cad", "eur"] as const
export const DEFAULT_CURRENCY = "usd"

export const regions: RegionSeed[] = [
  { name: "Estados Unidos", currency_code: "usd", countries: ["us", "pr"], shipping: { standard: 8, express: 18 } },
  { name: "México", currency_code: "mxn", countries: ["mx"], shipping: { standard: 150, express: 320 } },
  { name: "Colombia", currency_code: "cop", countries: ["co"], shipping: { standard: 15000, express: 35000 } },
  { name: "Canadá", currency_code: "cad", countries: ["ca"], shipping: { standard: 11, express: 24 } },
  {
    name: "Latinoamérica",
    currency_code: "usd",
    countries: ["ar", "cl", "pe", "ec", "bo", "py", "uy", "ve", "br", "pa", "cr", "gt", "hn", "sv", "ni", "do", "cu"],
    shipping: { standard: 14, express: 29 },
  },
  {
    name: "Europa",
    currency_code: "eur",
    countries: ["es", "pt", "fr", "de", "it", "nl", "be", "at", "ch", "ie", "gb", "pl", "se", "gr", "no", "dk", "fi"],
    shipping: { standard: 9, express: 19 },
  },
  {
    name: "Asia-Pacífico",
    currency_code: "usd",
    countries: ["au", "nz", "jp", "kr", "ph", "in", "cn", "id", "my", "th", "vn", "sg"],
    shipping: { standard: 16, express: 34 },
  },
]
