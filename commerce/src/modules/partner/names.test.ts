import { describe, expect, it } from "vitest"
import { fold, storeNameFrom, STORE_NAME } from "./names"

describe("personal-store names", () => {
  it("are derived from a person's name, URL-safe", () => {
    expect(storeNameFrom("María José Peña")).toBe("maria-jose-pena")
    expect(storeNameFrom("  Ñandú & Co. ")).toBe("nandu-co")
    expect(storeNameFrom("Li")).toBe("socio-li")
    expect(storeNameFrom("¡!")).toBe("socio-vitalia")
    for (const name of ["maria-jose-pena", "nandu-co", "socio-li", storeNameFrom("x".repeat(80))])
      expect(name).toMatch(STORE_NAME)
  })

  it("compare without case or accents", () => {
    expect(fold("Carolina MÉNDEZ")).toBe("carolina mendez")
  })
})
