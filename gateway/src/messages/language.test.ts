import { describe, expect, it } from "vitest"
import { languageOf } from "./language.js"

const request = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => ({ headers, cookies })

describe("the language of a request", () => {
  it("is Spanish unless told otherwise", () => {
    expect(languageOf(request())).toBe("es")
    expect(languageOf(request({ "accept-language": "fr-FR,de;q=0.8" }))).toBe("es")
  })

  it("follows Accept-Language by weight, to the languages the shop speaks", () => {
    expect(languageOf(request({ "accept-language": "en-US,en;q=0.9" }))).toBe("en")
    expect(languageOf(request({ "accept-language": "fr;q=1, es;q=0.5, en;q=0.8" }))).toBe("en")
    expect(languageOf(request({ "accept-language": "en;q=0, es-MX" }))).toBe("es")
  })

  it("takes the storefront's choice first", () => {
    expect(languageOf(request({ "accept-language": "es-CO" }, { vitalia_locale: "en" }))).toBe("en")
    expect(languageOf(request({ "accept-language": "en" }, { vitalia_locale: "es" }))).toBe("es")
    expect(languageOf(request({ "accept-language": "en" }, { vitalia_locale: "klingon" }))).toBe("en")
  })

  it("on the back-office's API follows the language the back-office names, not the storefront's cookie", () => {
    const backOffice = (headers: Record<string, string>, cookies: Record<string, string>) => ({
      ...request(headers, cookies),
      url: "/admin-api/auth/login",
    })
    expect(languageOf(backOffice({ "accept-language": "es" }, { vitalia_locale: "en" }))).toBe("es")
    expect(languageOf(backOffice({ "accept-language": "en" }, { vitalia_locale: "es" }))).toBe("en")
    expect(languageOf({ ...request({ "accept-language": "es" }, { vitalia_locale: "en" }), url: "/graphql" })).toBe(
      "en"
    )
  })
})
