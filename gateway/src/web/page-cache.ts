import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { FastifyRequest } from "fastify"
import { LRUCache } from "lru-cache"

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** A drawn page ready to send, in each encoding a browser may take. */
export interface ReadyPage {
  raw: Buffer
  br: Buffer
  gzip: Buffer
  /** CSP source expressions of the inline scripts the page runs. */
  scriptHashes: string[]
}

/** Compresses a page once, in libuv's thread pool (other requests go on meanwhile). */
export async function readyPage(document: string, scriptHashes: string[], brotliQuality: number): Promise<ReadyPage> {
  const raw = Buffer.from(document)
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzipped(raw, { level: 6 }),
  ])
  return { raw, br, gzip: gz, scriptHashes }
}

/** A page as drawn for one request: shareable when drawing it set no cookies of its own. */
export interface DrawnPage {
  page: ReadyPage
  /** Set-Cookie lines the drawing produced (for the request that drew it only). */
  cookies: string[]
}

export interface PageCacheOptions {
  /** The catalog cache's generation (shared by every gateway of a cluster): an admin write bumps it and drops every page. */
  generation: () => Promise<number>
  /** After this a kept page is drawn again, in the background while the kept one still goes out. */
  ttlMs: number
  maxBytes: number
  /** The session cookie's name: a signed-in shopper's pages are never shared. */
  sessionCookieName: string
}

interface Kept {
  page: ReadyPage
  drawnAt: number
}

/**
 * Catalogue pages drawn for shoppers who carry nothing of their own — not signed in, no cart —
 * kept ready to send, compressed. Such a page depends only on its address and the storefront's
 * mirrored choices (language, region and any other `vitalia_*` cookie), which make its key. That is
 * the shopper who follows a partner's shared link: a burst of them is served from memory, and a
 * page is drawn once per gateway however many ask for it at the same moment.
 *
 * Pages live in each gateway's memory (least recently used out first, bounded in bytes) under the
 * catalog cache's generation: the generation is the one Redis counter every gateway reads, so a
 * catalogue change in the back-office drops the pages of every gateway at once. Changes that do not
 * go through the back-office (stock sold) show after the time-to-live: an older page is drawn again
 * in the background while it still goes out, so no shopper waits for a redraw; one older than four
 * times the time-to-live is not sent any more.
 */
export class PageCache {
  private readonly pages: LRUCache<string, Kept>
  private readonly drawing = new Map<string, Promise<DrawnPage | null>>()

  constructor(private readonly options: PageCacheOptions) {
    this.pages = new LRUCache<string, Kept>({
      maxSize: options.maxBytes,
      sizeCalculation: ({ page }) => page.raw.length + page.br.length + page.gzip.length,
      ttl: options.ttlMs * 4,
    })
  }

  /** The page's key, or null when the request carries the shopper's own state (session or cart). */
  keyOf(request: FastifyRequest): string | null {
    const mirrored: string[] = []
    for (const part of (request.headers.cookie ?? "").split(";")) {
      const at = part.indexOf("=")
      if (at < 0) continue
      const name = part.slice(0, at).trim()
      const value = part.slice(at + 1).trim()
      if (!value) continue
      // Session cookies are named with the __Host- prefix over https (auth/session.ts, hostOnly).
      if (name.replace(/^__Host-/, "").startsWith(this.options.sessionCookieName) || name === "vitalia_cartId")
        return null
      if (name.startsWith("vitalia_")) mirrored.push(`${name}=${value}`)
    }
    return `${request.url}\n${mirrored.sort().join(";")}`
  }

  /**
   * The kept page for `key`, or the one `draw` makes (kept when it is shareable). A draw already
   * under way for the same key is waited for, and its page shared when it is shareable.
   */
  async page(key: string, draw: () => Promise<DrawnPage | null>): Promise<DrawnPage | null> {
    const generation = await this.options.generation()
    // A store that cannot tell its generation cannot be trusted: draw every time.
    if (generation < 0) return draw()
    const full = `${generation}\n${key}`
    const kept = this.pages.get(full)
    if (kept) {
      if (Date.now() - kept.drawnAt > this.options.ttlMs && !this.drawing.has(full)) {
        // Drawn again for the shoppers after this one; errors leave the kept page as it is.
        this.drawOnce(full, draw).catch(() => undefined)
      }
      return { page: kept.page, cookies: [] }
    }
    const under = this.drawing.get(full)
    if (under) {
      const shared = await under
      if (shared && shared.cookies.length === 0) return shared
      return draw()
    }
    return this.drawOnce(full, draw)
  }

  private drawOnce(full: string, draw: () => Promise<DrawnPage | null>): Promise<DrawnPage | null> {
    const drawing = draw()
      .then((drawn) => {
        if (drawn && drawn.cookies.length === 0) this.pages.set(full, { page: drawn.page, drawnAt: Date.now() })
        return drawn
      })
      .finally(() => this.drawing.delete(full))
    this.drawing.set(full, drawing)
    return drawing
  }

  /** Pages and bytes held (tests, benchmarks). */
  get size() {
    return { pages: this.pages.size, bytes: this.pages.calculatedSize }
  }
}
