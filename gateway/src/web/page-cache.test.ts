import type { FastifyRequest } from "fastify"
import { describe, expect, it, vi } from "vitest"
import { PageCache, readyPage } from "./page-cache.js"

const request = (url: string, cookie?: string) => ({ url, headers: cookie ? { cookie } : {} }) as FastifyRequest

function cache(generation = { value: 0 }, ttlMs = 60_000) {
  return new PageCache({
    generation: () => Promise.resolve(generation.value),
    ttlMs,
    maxBytes: 1024 * 1024,
    sessionCookieName: "vitalia_session",
  })
}
const text = (drawn: { page: { raw: Buffer } } | null) => drawn?.page.raw.toString()

describe("ready pages for shoppers who carry nothing of their own (gateway/src/web/page-cache.ts)", () => {
  it("keys a page by its address and the storefront's mirrored choices; a session or a cart is never shared", () => {
    const pages = cache()
    expect(pages.keyOf(request("/products?category=batidos"))).toBe("/products?category=batidos\n")
    expect(pages.keyOf(request("/", "vitalia_locale=en; _ga=1; vitalia_selectedRegionId=reg_1"))).toBe(
      "/\nvitalia_locale=en;vitalia_selectedRegionId=reg_1"
    )
    expect(pages.keyOf(request("/", "vitalia_selectedRegionId=reg_1; vitalia_locale=en"))).toBe(
      pages.keyOf(request("/", "vitalia_locale=en; vitalia_selectedRegionId=reg_1"))
    )
    expect(pages.keyOf(request("/", "vitalia_session=abc"))).toBeNull()
    expect(pages.keyOf(request("/", "vitalia_session_admin=abc"))).toBeNull()
    // In production the session cookies carry the __Host- prefix (auth/session.ts, hostOnly).
    expect(pages.keyOf(request("/", "__Host-vitalia_session=abc"))).toBeNull()
    expect(pages.keyOf(request("/", "__Host-vitalia_session_admin=abc"))).toBeNull()
    expect(pages.keyOf(request("/", "vitalia_cartId=cart_1"))).toBeNull()
    // An emptied cart cookie is no cart.
    expect(pages.keyOf(request("/", "vitalia_cartId="))).toBe("/\n")
  })

  it("draws a page once however many ask at the same moment, and keeps it until the generation moves", async () => {
    const generation = { value: 3 }
    const pages = cache(generation)
    let draws = 0
    const draw = async () => {
      draws += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { page: await readyPage(`<html>${draws}</html>`, [], 5), cookies: [] }
    }
    const burst = await Promise.all(Array.from({ length: 25 }, () => pages.page("/", draw)))
    expect(draws).toBe(1)
    expect(new Set(burst.map(text))).toEqual(new Set(["<html>1</html>"]))
    expect(text(await pages.page("/", draw))).toBe("<html>1</html>")
    generation.value = 4
    expect(text(await pages.page("/", draw))).toBe("<html>2</html>")
    expect(draws).toBe(2)
  })

  it("an older page still goes out at once while it is drawn again, once, in the background", async () => {
    const pages = cache({ value: 0 }, 300)
    let draws = 0
    let release = () => {}
    const draw = async () => {
      draws += 1
      if (draws > 1) await new Promise<void>((resolve) => (release = resolve))
      return { page: await readyPage(`<p>${draws}</p>`, [], 5), cookies: [] }
    }
    expect(text(await pages.page("/", draw))).toBe("<p>1</p>")
    await new Promise((resolve) => setTimeout(resolve, 350))
    const during = await Promise.all(Array.from({ length: 5 }, () => pages.page("/", draw)))
    expect(during.map(text)).toEqual(Array(5).fill("<p>1</p>"))
    expect(draws).toBe(2)
    release()
    // Once the redraw is in, it is the page that goes out (polled: compressing takes a moment).
    await vi.waitFor(async () => expect(text(await pages.page("/", draw))).toBe("<p>2</p>"), { timeout: 5_000 })
    expect(draws).toBe(2)
  })

  it("does not keep a page whose drawing set cookies, nor anything when the generation cannot be told", async () => {
    const generation = { value: 0 }
    const pages = cache(generation)
    let draws = 0
    const personal = async () => ({
      page: await readyPage(`<p>${++draws}</p>`, [], 5),
      cookies: ["vitalia_session=new; HttpOnly"],
    })
    await pages.page("/", personal)
    await pages.page("/", personal)
    expect(draws).toBe(2)
    generation.value = -1
    const shared = async () => ({ page: await readyPage(`<p>${++draws}</p>`, [], 5), cookies: [] })
    await pages.page("/x", shared)
    await pages.page("/x", shared)
    expect(draws).toBe(4)
    expect(pages.size.pages).toBe(0)
  })

  it("keeps each encoding ready: brotli and gzip decode to the document", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib")
    const page = await readyPage("<p>Colágeno · $15</p>".repeat(50), ["'sha256-x'"], 9)
    expect(brotliDecompressSync(page.br).toString()).toBe(page.raw.toString())
    expect(gunzipSync(page.gzip).toString()).toBe(page.raw.toString())
    expect(page.scriptHashes).toEqual(["'sha256-x'"])
  })
})
