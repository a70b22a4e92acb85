import { afterEach, describe, expect, it, vi } from "vitest"
import {
  alignServerCookies,
  browserStore,
  cookieStore,
  KEYS,
  memoryStore,
  sameServerView,
  storedLanguage,
} from "./storage"

describe("the saved values the server reads (cookies mirrored from local storage)", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("cookieStore reads only the mirrored keys, decoded; junk and unknown cookies are ignored", () => {
    const store = cookieStore(
      "vitalia_session=abc; vitalia_selectedRegionId=reg_1; vitalia_cartId=cart%5F2; vitalia_locale=%E0%A4%A; other=1"
    )
    expect(store.getItem(KEYS.region)).toBe("reg_1")
    expect(store.getItem(KEYS.cart)).toBe("cart_2")
    expect(store.getItem(KEYS.locale)).toBeNull()
    expect(store.getItem("session")).toBeNull()
    expect(cookieStore(undefined).getItem(KEYS.region)).toBeNull()
  })

  it("browserStore writes region, cart and language through to cookies, and nothing else", () => {
    const cookies: string[] = []
    vi.stubGlobal("localStorage", memoryStore())
    vi.stubGlobal("document", {
      set cookie(value: string) {
        cookies.push(value)
      },
    })
    const store = browserStore()
    store.setItem(KEYS.region, "reg_1")
    store.setItem(KEYS.enrollment, "{}")
    store.removeItem(KEYS.cart)
    expect(store.getItem(KEYS.region)).toBe("reg_1")
    expect(cookies).toEqual([
      "vitalia_selectedRegionId=reg_1; Path=/; Max-Age=31536000; SameSite=Lax",
      "vitalia_cartId=; Path=/; Max-Age=0; SameSite=Lax",
    ])
  })

  it("sameServerView: the browser takes over a drawn page only when its saved values are the ones the server saw", () => {
    const browser = memoryStore({ [KEYS.region]: "reg_1", [KEYS.locale]: "en" })
    expect(sameServerView(browser, { selectedRegionId: "reg_1", locale: "en", cartId: null })).toBe(true)
    expect(sameServerView(browser, { selectedRegionId: "reg_2", locale: "en", cartId: null })).toBe(false)
    expect(sameServerView(browser, { selectedRegionId: "reg_1", locale: "en", cartId: "cart_1" })).toBe(false)
  })

  it("alignServerCookies: a cookie that disagrees with the saved value is rewritten or dropped, so the gateway answers in the page's language", () => {
    const cookies: string[] = []
    vi.stubGlobal("localStorage", memoryStore({ [KEYS.locale]: "es", [KEYS.region]: "reg_1" }))
    vi.stubGlobal("document", {
      set cookie(value: string) {
        cookies.push(value)
      },
    })
    const store = browserStore()
    alignServerCookies(store, "vitalia_locale=en; vitalia_selectedRegionId=reg_1; vitalia_cartId=cart_old")
    expect(cookies).toEqual([
      "vitalia_cartId=; Path=/; Max-Age=0; SameSite=Lax",
      "vitalia_locale=es; Path=/; Max-Age=31536000; SameSite=Lax",
    ])
    expect(storedLanguage(store)).toBe("es")
  })

  it("without local storage, every caller shares the page's memory, started from the cookies", () => {
    vi.stubGlobal("localStorage", {
      setItem() {
        throw new Error("private mode")
      },
    })
    vi.stubGlobal("document", { cookie: "vitalia_locale=en" })
    expect(storedLanguage(browserStore())).toBe("en")
    browserStore().setItem(KEYS.region, "reg_2")
    expect(browserStore().getItem(KEYS.region)).toBe("reg_2")
  })

  it("storedLanguage: Spanish unless English was chosen", () => {
    expect(storedLanguage(memoryStore())).toBe("es")
    expect(storedLanguage(memoryStore({ [KEYS.locale]: "en" }))).toBe("en")
    expect(storedLanguage(memoryStore({ [KEYS.locale]: "fr" }))).toBe("es")
  })
})
