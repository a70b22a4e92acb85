/** The browser storage keys (SPEC §3 names the first two), in one place. */
export const KEYS = {
  region: "selectedRegionId",
  cart: "cartId",
  /** The enrollment under way (SPEC §3: persisted). */
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

/** A store that keeps values in memory only (tests, and browsers with storage disabled). */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/** localStorage when the browser has it and lets us write, else memory (SPEC §9: local storage if present). */
export function browserStore(): KeyValueStore {
  try {
    const probe = "__vitalia__"
    localStorage.setItem(probe, probe)
    localStorage.removeItem(probe)
    return localStorage
  } catch {
    // Private mode or storage disabled.
    return memoryStore()
  }
}

/** sessionStorage, or memory: where a guest's order receipts are kept for /order-success/:id. */
export function sessionStore(): KeyValueStore {
  try {
    return typeof sessionStorage === "undefined" ? memoryStore() : sessionStorage
  } catch {
    return memoryStore()
  }
}

/** Where the receipt of an order placed in this browser is kept (sessionStorage), for /order-success/:id. */
export const receiptKey = (orderId: string) => `receipt:${orderId}`
