import { describe, expect, it } from "vitest"
import { languageOf, text } from "./language.js"

describe("the request's language (Accept-Language)", () => {
  it("is Spanish without a header, or when it names neither Spanish nor English", () => {
    expect(languageOf(undefined)).toBe("es")
    expect(languageOf("")).toBe("es")
    expect(languageOf("fr-FR,de;q=0.8")).toBe("es")
  })

  it("follows the preference between es and en, by q and then by order", () => {
    expect(languageOf("en-US,en;q=0.9")).toBe("en")
    expect(languageOf("es-CO,es;q=0.9,en;q=0.8")).toBe("es")
    expect(languageOf("fr;q=1, en;q=0.7, es;q=0.5")).toBe("en")
    expect(languageOf("es;q=0.4, en;q=0.6")).toBe("en")
    expect(languageOf("en;q=0, es")).toBe("es")
  })

  it("gives the message file's text in that language", () => {
    expect(text("INVALID_JSON", "es")).toBe("El cuerpo de la petición no es JSON válido.")
    expect(text("INVALID_JSON", "en")).toBe("The request body is not valid JSON.")
  })
})
