import type { Language } from "../i18n/format"
import type { StartupSnapshot } from "../state/shop-store"

/** The element that carries a server-drawn page's start-up data to the browser. */
export const BOOT_ELEMENT_ID = "vitalia-boot"

/** What the server hands the browser with a page it drew. */
export interface BootData {
  /** The saved values (region, cart, language) the server read from the cookies. */
  seen: Record<string, string | null>
  /** Startup's outcome (docs/product.md §4), so the browser does not run it again. */
  shop: StartupSnapshot
  /** Apollo's cache after the page's queries. */
  apollo: Record<string, unknown>
  language: Language
}

/** JSON safe inside a <script> element: no "</script>", no HTML comment, no line separators. */
export function serializeBoot(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}

/** The boot data of a server-drawn page; null for the plain shell or anything unreadable. */
export function readBoot(doc: Pick<Document, "getElementById">): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    const data = JSON.parse(text) as Partial<BootData>
    return data.shop?.region && data.apollo && data.seen && (data.language === "es" || data.language === "en")
      ? (data as BootData)
      : null
  } catch {
    return null
  }
}
