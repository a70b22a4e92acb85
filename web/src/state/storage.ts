/** The browser storage keys (docs/product.md §3 names the first two), in one place. */
export const KEYS = {
  region: "selectedRegionId",
  cart: "cartId",
  /** The enrollment under way (docs/product.md §3: persisted). */
  enrollment: "enrollment",
  /** The route to come back to after an external sign-in (docs/product.md §2). */
  returnTo: "returnTo",
  locale: "locale",
} as const

export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The language saved in a store: Spanish unless English was chosen. */
export const storedLanguage = (store: KeyValueStore): "es" | "en" => (store.getItem(KEYS.locale) === "en" ? "en" : "es")

/** A store that keeps values in memory only (tests, and browsers with storage disabled). */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/**
 * The keys the server needs to draw the same first page the browser would (region, cart,
 * language): kept in first-party cookies too. Nothing secret — the cart id is already
 * what the API takes, and the session itself stays in the gateway's httpOnly cookie.
 */
export const SERVER_KEYS = [KEYS.region, KEYS.cart, KEYS.locale] as const
const COOKIE_PREFIX = "vitalia_"
const YEAR_SECONDS = 365 * 24 * 60 * 60

export const cookieName = (key: string) => `${COOKIE_PREFIX}${key}`

/** A cookie header's mirrored keys as a store (the server's view of the browser, read-only in effect). */
export function cookieStore(cookieHeader: string | undefined): KeyValueStore {
  const initial: Record<string, string> = {}
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=")
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    const key = SERVER_KEYS.find((k) => cookieName(k) === name)
    if (!key) continue
    try {
      initial[key] = decodeURIComponent(part.slice(at + 1).trim())
    } catch {
      // A mangled cookie is the same as none.
    }
  }
  return memoryStore(initial)
}

/** Writes through to `target`, and to a cookie for the keys the server reads. */
function mirroredStore(target: KeyValueStore, setCookie: (cookie: string) => void): KeyValueStore {
  const mirrored = (key: string) => (SERVER_KEYS as readonly string[]).includes(key)
  return {
    getItem: (key) => target.getItem(key),
    setItem(key, value) {
      target.setItem(key, value)
      if (mirrored(key))
        setCookie(`${cookieName(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`)
    },
    removeItem(key) {
      target.removeItem(key)
      if (mirrored(key)) setCookie(`${cookieName(key)}=; Path=/; Max-Age=0; SameSite=Lax`)
    },
  }
}

/** The page's memory when localStorage cannot be used: one for the whole page, started from the cookies. */
let pageMemory: KeyValueStore | null = null

/**
 * localStorage when the browser has it and lets us write, else memory (docs/product.md §9: local storage if
 * present); region, cart and language are mirrored into cookies for the server's first page.
 */
export function browserStore(): KeyValueStore {
  const setCookie = (cookie: string) => {
    if (typeof document !== "undefined") document.cookie = cookie
  }
  try {
    const probe = "__vitalia__"
    localStorage.setItem(probe, probe)
    localStorage.removeItem(probe)
    return mirroredStore(localStorage, setCookie)
  } catch {
    // No browser at all (the server's render): nothing is kept between shoppers.
    if (typeof document === "undefined") return memoryStore()
    // Private mode or storage disabled: every caller shares the page's memory, so a language
    // chosen is the one every later request asks for.
    pageMemory ??= cookieStore(document.cookie)
    return mirroredStore(pageMemory, setCookie)
  }
}

/**
 * Rewrites the mirrored cookies that disagree with the saved values (a cookie left behind when
 * the storage was cleared, say), so the gateway reads the language and cart the page shows.
 * `storage` is a browserStore().
 */
export function alignServerCookies(storage: KeyValueStore, cookieHeader: string | undefined) {
  const cookies = cookieStore(cookieHeader)
  for (const key of SERVER_KEYS) {
    const saved = storage.getItem(key)
    if (saved === cookies.getItem(key)) continue
    if (saved === null) storage.removeItem(key)
    else storage.setItem(key, saved)
  }
}

/** True when the browser's saved values for the server's keys are the ones the server's page was drawn with. */
export function sameServerView(browser: KeyValueStore, server: Partial<Record<string, string | null>>): boolean {
  return SERVER_KEYS.every((key) => (browser.getItem(key) ?? null) === (server[key] ?? null))
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
