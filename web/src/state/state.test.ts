import { describe, expect, it } from "vitest"
import { hasProvinces, provinceOptions, provincesByCountry } from "@vitalia/schema/geo/provinces"
import { benefitsOf, removableCodes } from "./cart-lines"
import { checkoutStepReducer } from "./checkout-step"
import {
  clearedEnrollment,
  initialEnrollment,
  isEnrollmentActive,
  loadEnrollment,
  nextEnrollmentStep,
  saveEnrollment,
  setEnrollmentStep,
} from "./enrollment"
import { checkRegion, defaultRegionId, pickRegion } from "./startup"
import { KEYS, memoryStore } from "./storage"

describe("region choice (docs/product.md §4)", () => {
  const regions = [
    { id: "reg_a", isDefault: false },
    { id: "reg_b", isDefault: true },
    { id: "reg_c", isDefault: false },
  ]
  it("the saved region first", () => expect(pickRegion(regions, "reg_c", "reg_b").id).toBe("reg_c"))
  it("then the configured default", () => expect(pickRegion(regions, "reg_gone", "reg_b").id).toBe("reg_b"))
  it("then the first", () => expect(pickRegion(regions, null, null).id).toBe("reg_a"))
  it("'No regions available' without regions", () =>
    expect(() => pickRegion([], null, null)).toThrow("No regions available"))
  it("'Invalid region' for a region without an id", () => {
    expect(() => checkRegion({ id: "" })).toThrow("Invalid region")
    expect(() => checkRegion(undefined)).toThrow("Invalid region")
  })
  it("the configured default is the region the API marks as default (DEFAULT_COUNTRY)", () => {
    expect(defaultRegionId(regions)).toBe("reg_b")
    expect(defaultRegionId(regions.map((r) => ({ ...r, isDefault: false })))).toBeNull()
  })
})

describe("checkoutStep reducer", () => {
  it("starts at 1, advances by one, is set directly, and goes back to 1 when the lines change", () => {
    let step = 1
    step = checkoutStepReducer(step, { type: "next" })
    step = checkoutStepReducer(step, { type: "next" })
    expect(step).toBe(3)
    expect(checkoutStepReducer(step, { type: "linesChanged" })).toBe(1)
    expect(checkoutStepReducer(step, { type: "set", step: 2 })).toBe(2)
    expect(checkoutStepReducer(step, { type: "set", step: Number.NaN })).toBe(1)
  })
})

describe("enrollment state (docs/product.md §3)", () => {
  const partner = { id: "ptnr_1", code: "VIT-0001", name: "Carolina Méndez" }
  it("is active only when the step is above 1 and a partner is set", () => {
    expect(isEnrollmentActive(initialEnrollment)).toBe(false)
    expect(isEnrollmentActive({ ...initialEnrollment, partner })).toBe(false)
    expect(isEnrollmentActive(nextEnrollmentStep(initialEnrollment))).toBe(false)
    expect(isEnrollmentActive(nextEnrollmentStep({ ...initialEnrollment, partner }))).toBe(true)
    expect(isEnrollmentActive(setEnrollmentStep({ ...initialEnrollment, partner }, 4))).toBe(true)
  })
  it("starts at step 1; the step never goes below 1; clearing resets step and partner", () => {
    expect(initialEnrollment.enrollmentStep).toBe(1)
    expect(setEnrollmentStep(initialEnrollment, 0).enrollmentStep).toBe(1)
    expect(clearedEnrollment()).toEqual({ enrollmentStep: 1, partner: null, personalStore: null })
  })
  it("is persisted, and anything unreadable counts as no enrollment", () => {
    const store = memoryStore()
    const state = { enrollmentStep: 3, partner, personalStore: { name: "carolina", title: "La tienda de Carolina" } }
    saveEnrollment(store, state)
    expect(loadEnrollment(store)).toEqual(state)
    store.setItem(KEYS.enrollment, "not json")
    expect(loadEnrollment(store)).toEqual(initialEnrollment)
    store.setItem(KEYS.enrollment, JSON.stringify({ enrollmentStep: 2, partner: { id: 1 } }))
    expect(loadEnrollment(store)).toEqual({ enrollmentStep: 2, partner: null, personalStore: null })
  })
})

describe("province lists (docs/product.md §3)", () => {
  const countries = Object.keys(provincesByCountry)
  it("cover about 50 countries, keyed by lowercase ISO-2", () => {
    expect(countries.length).toBeGreaterThanOrEqual(45)
    for (const country of countries) expect(country).toMatch(/^[a-z]{2}$/)
  })
  it.each(countries)("%s: every option has a code and a name, as the address form shows them", (country) => {
    const options = provinceOptions(country)
    expect(options.length).toBeGreaterThan(0)
    expect(hasProvinces(country)).toBe(true)
    expect(hasProvinces(country.toUpperCase())).toBe(true)
    for (const option of options) {
      expect(option.code).toMatch(/^[0-9A-Z]{1,3}$/)
      expect(option.name.trim()).not.toBe("")
    }
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length)
  })
  it("a country without a list gets free text (no options)", () => {
    expect(provinceOptions("zz")).toEqual([])
    expect(hasProvinces("zz")).toBe(false)
  })
})

describe("a cart's promotions", () => {
  const title = (es: string) => ({ es, en: es })
  const promotions = [
    {
      id: "promo_1",
      code: "FITRENEWENROLLMENT",
      isAutomatic: true,
      removable: false,
      title: title("HC FIT o RENEW PRO de regalo al inscribirte"),
    },
    {
      id: "promo_2",
      code: "FREEMEMBERSHIP2",
      isAutomatic: true,
      removable: false,
      title: title("Membresía de regalo al inscribirte"),
    },
    {
      id: "promo_1",
      code: "FITRENEWENROLLMENT",
      isAutomatic: true,
      removable: false,
      title: title("HC FIT o RENEW PRO de regalo al inscribirte"),
    },
    {
      id: "promo_3",
      code: "BIENVENIDA10",
      isAutomatic: false,
      removable: true,
      title: title("Bienvenida: 10 % de descuento"),
    },
    { id: "promo_4", code: null, isAutomatic: true, removable: false, title: title("Envío gratis") },
    { id: "promo_5", code: null, isAutomatic: true, removable: false, title: title("") },
    { id: "promo_6", code: null, isAutomatic: true, removable: false, title: title("") },
  ]

  it("every promotion is named once in the totals (two without a name are still two)", () => {
    expect(benefitsOf(promotions).map((p) => p.title.es)).toEqual([
      "HC FIT o RENEW PRO de regalo al inscribirte",
      "Membresía de regalo al inscribirte",
      "Bienvenida: 10 % de descuento",
      "Envío gratis",
      "",
      "",
    ])
  })

  it("only the codes the shopper typed can be taken off", () => {
    expect(removableCodes(promotions).map((p) => p.code)).toEqual(["BIENVENIDA10"])
  })
})
