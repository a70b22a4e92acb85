import { describe, expect, it } from "vitest"
import { requestLanguage } from "./language.js"

const request = (headers: Record<string, string>) => ({ headers })

describe("the language of a request (the engine's e-mails follow it)", () => {
  it("is the storefront's cookie when it names one of ours", () => {
    expect(requestLanguage(request({ cookie: "a=1; vitalia_locale=en; b=2", "accept-language": "es-CO" }))).toBe("en")
    expect(requestLanguage(request({ cookie: "vitalia_locale=es", "accept-language": "en-US" }))).toBe("es")
  })

  it("else the browser's first preference among ours, else Spanish", () => {
    expect(requestLanguage(request({ cookie: "vitalia_locale=fr", "accept-language": "fr-FR, en;q=0.8, es;q=0.5" }))).toBe("en")
    expect(requestLanguage(request({ "accept-language": "de" }))).toBe("es")
    expect(requestLanguage(request({}))).toBe("es")
  })
})
