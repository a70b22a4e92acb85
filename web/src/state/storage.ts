/** The browser storage keys of SPEC §3, in one place. */
export const KEYS = {
  region: "selectedRegionId",
  cart: "cartId",
  enrollment: "enrollment",
  /** The route to come back to after an external sign-in (SPEC §2). */
  returnTo: "returnTo",
  locale: "locale",
} as const

export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** localStorage when the browser has it, else a store that forgets (SPEC §9). */
export function browserStore(): KeyValueStore {
  try {
    if (typeof localStorage !== "undefined") return localStorage
  } catch {
    // Storage disabled (private mode): fall through.
  }
  const memory = new Map<string, string>()
  return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) }
}
