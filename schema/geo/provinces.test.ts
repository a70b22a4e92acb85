import { describe, it, expect } from "vitest"
import { hasProvinces, provinceOptions, provincesByCountry } from "./provinces.js"

const countries = Object.keys(provincesByCountry)
const collator = new Intl.Collator("es")

describe("provincesByCountry", () => {
  it("covers at least 45 countries", () => {
    expect(countries.length).toBeGreaterThanOrEqual(45)
  })

  it("covers the countries the shop sells to", () => {
    const expected = [
      // Latin America & Caribbean
      "mx",
      "co",
      "ar",
      "cl",
      "pe",
      "ec",
      "bo",
      "py",
      "uy",
      "ve",
      "br",
      "pa",
      "cr",
      "gt",
      "hn",
      "sv",
      "ni",
      "do",
      "pr",
      "cu",
      // North America
      "us",
      "ca",
      // Europe
      "es",
      "pt",
      "fr",
      "de",
      "it",
      "nl",
      "be",
      "at",
      "ch",
      "ie",
      "gb",
      "pl",
      "se",
      // Asia-Pacific
      "au",
      "nz",
      "jp",
      "kr",
      "ph",
      "in",
      "cn",
      "id",
      "my",
      "th",
      "vn",
      "sg",
    ]
    for (const country of expected) expect(countries, country).toContain(country)
  })

  it("keys every country by a lowercase ISO 3166-1 alpha-2 code", () => {
    for (const country of countries) expect(country).toMatch(/^[a-z]{2}$/)
  })

  it("has non-empty lists with unique codes and non-empty names", () => {
    for (const [country, provinces] of Object.entries(provincesByCountry)) {
      const entries = Object.entries(provinces)
      expect(entries.length, country).toBeGreaterThan(0)
      const codes = entries.map(([code]) => code)
      expect(new Set(codes).size, country).toBe(codes.length)
      const names = entries.map(([, name]) => name)
      expect(new Set(names).size, `${country} names`).toBe(names.length)
      for (const [code, name] of entries) {
        expect(code, `${country} code`).toMatch(/^[0-9A-Z]{1,3}$/)
        expect(name.trim(), `${country}-${code}`).not.toBe("")
        expect(name, `${country}-${code}`).toBe(name.trim())
      }
    }
  })

  it("lists the 50 US states, DC and Puerto Rico", () => {
    const us = provincesByCountry.us
    expect(Object.keys(us).length).toBeGreaterThanOrEqual(51)
    expect(us.CA).toBe("California")
    expect(us.NY).toBe("New York")
    expect(us.DC).toBe("District of Columbia")
    expect(us.PR).toBe("Puerto Rico")
  })

  it("lists Mexico's 32 federal entities", () => {
    const mx = provincesByCountry.mx
    expect(Object.keys(mx)).toHaveLength(32)
    expect(mx.CMX).toBe("Ciudad de México")
    expect(mx.JAL).toBe("Jalisco")
    expect(mx.NLE).toBe("Nuevo León")
  })

  it("lists Colombia's 32 departments and Bogotá", () => {
    const co = provincesByCountry.co
    expect(Object.keys(co)).toHaveLength(33)
    expect(co.DC).toContain("Bogotá")
    expect(co.ANT).toBe("Antioquia")
    expect(co.VAC).toBe("Valle del Cauca")
  })

  it("lists Canada's 10 provinces and 3 territories", () => {
    const ca = provincesByCountry.ca
    expect(Object.keys(ca)).toHaveLength(13)
    expect(ca.ON).toBe("Ontario")
    expect(ca.QC).toBe("Quebec")
    expect(ca.YT).toBe("Yukon")
  })

  it("lists Spain's 50 provinces plus Ceuta and Melilla", () => {
    const es = provincesByCountry.es
    expect(Object.keys(es)).toHaveLength(52)
    expect(es.M).toBe("Madrid")
    expect(es.B).toBe("Barcelona")
    expect(es.CE).toBe("Ceuta")
    expect(es.ML).toBe("Melilla")
  })

  it("spot-checks other countries", () => {
    expect(Object.keys(provincesByCountry.ar)).toHaveLength(24)
    expect(provincesByCountry.ar.C).toBe("Ciudad Autónoma de Buenos Aires")
    expect(Object.keys(provincesByCountry.cl)).toHaveLength(16)
    expect(Object.keys(provincesByCountry.pe)).toHaveLength(26)
    expect(Object.keys(provincesByCountry.br)).toHaveLength(27)
    expect(provincesByCountry.br.SP).toBe("São Paulo")
    expect(Object.keys(provincesByCountry.gt)).toHaveLength(22)
    expect(Object.keys(provincesByCountry.de)).toHaveLength(16)
    expect(Object.keys(provincesByCountry.au)).toHaveLength(8)
    expect(Object.keys(provincesByCountry.jp)).toHaveLength(47)
    expect(provincesByCountry.jp["13"]).toBe("Tokyo")
    expect(Object.keys(provincesByCountry.in)).toHaveLength(36)
  })
})

describe("provinceOptions", () => {
  it("is case-insensitive", () => {
    expect(provinceOptions("US")).toEqual(provinceOptions("us"))
    expect(provinceOptions("Mx")).toEqual(provinceOptions("mx"))
  })

  it("returns every entry as {code, name}", () => {
    const options = provinceOptions("us")
    expect(options).toHaveLength(Object.keys(provincesByCountry.us).length)
    expect(options).toContainEqual({ code: "CA", name: "California" })
    expect(options).toContainEqual({ code: "DC", name: "District of Columbia" })
  })

  it("sorts every country's options by name (locale 'es')", () => {
    for (const country of countries) {
      const names = provinceOptions(country).map((option) => option.name)
      const sorted = [...names].sort((a, b) => collator.compare(a, b))
      expect(names, country).toEqual(sorted)
    }
    expect(provinceOptions("US")[0]).toEqual({ code: "AL", name: "Alabama" })
    // Accented names sort with their base letter, not after "Z".
    const es = provinceOptions("es").map((option) => option.name)
    expect(es.indexOf("Ávila")).toBeLessThan(es.indexOf("Badajoz"))
  })

  it("returns [] for a country without a built-in list", () => {
    expect(provinceOptions("zz")).toEqual([])
    expect(provinceOptions("")).toEqual([])
    expect(provinceOptions("toString")).toEqual([])
  })
})

describe("hasProvinces", () => {
  it("is true for countries with a built-in list, in any case", () => {
    expect(hasProvinces("us")).toBe(true)
    expect(hasProvinces("US")).toBe(true)
    expect(hasProvinces("es")).toBe(true)
  })

  it("is false otherwise", () => {
    expect(hasProvinces("zz")).toBe(false)
    expect(hasProvinces("")).toBe(false)
    expect(hasProvinces("constructor")).toBe(false)
  })
})
