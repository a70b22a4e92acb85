import { describe, expect, it } from "vitest"
import { BOOT_ELEMENT_ID, readBoot, serializeBoot, type BootData } from "./boot"

const data = {
  seen: { selectedRegionId: null, cartId: null, locale: null },
  shop: { regions: [], region: { id: "reg_1", name: "US" }, cart: null, user: null },
  apollo: { "Product:1": { title: "</script><script>alert(1)</script> & <!-- \u2028" } },
  language: "es",
} as unknown as BootData

const documentWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === BOOT_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
})

describe("the boot data of a page drawn on the server", () => {
  it("is JSON that cannot close its <script> element or open a comment, and reads back the same", () => {
    const text = serializeBoot(data)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(readBoot(documentWith(text))).toEqual(data)
  })

  it("is null when missing, broken or incomplete (the browser then starts on its own)", () => {
    expect(readBoot(documentWith(null))).toBeNull()
    expect(readBoot(documentWith("{not json"))).toBeNull()
    expect(readBoot(documentWith(JSON.stringify({ ...data, shop: null })))).toBeNull()
    expect(readBoot(documentWith(JSON.stringify({ ...data, language: "fr" })))).toBeNull()
  })
})
