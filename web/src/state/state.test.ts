import { describe, expect, it } from "vitest"
import { provinceOptions, provincesByCountry } from "../../../schema/geo/provinces"
import { checkoutStep } from "./checkout"
import { clearEnrollment, initialEnrollment, isEnrollmentActive, loadEnrollment, nextStep, saveEnrollment, setStep } from "./enrollment"
import { checkRegion, pickRegion } from "./startup"
import type { KeyValueStore } from "./storage"

const memory = (): KeyValueStore => {
  const map = new Map<string, string>()
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

describe("startup (SPEC §4)", () => {
  const regions = [{ id: "reg_a" }, { id: "reg_b" }, { id: "reg_c" }]
  it("picks the saved region first", () => expect(pickRegion(regions, "reg_c", "reg_b").id).toBe("reg_c"))
  it("then the configured default", () => expect(pickRegion(regions, "reg_gone", "reg_b").id).toBe("reg_b"))
  it("then the first", () => expect(pickRegion(regions, null, null).id).toBe("reg_a"))
  it("fails with 'No regions available' without regions", () => expect(() => pickRegion([], null, null)).toThrow("No regions available"))
  it("refuses a region without an id with 'Invalid region'", () => expect(() => checkRegion({ id: "" })).toThrow("Invalid region"))
})

describe("checkoutStep", () => {
  it("starts at 1, advances, and goes back to 1 when the lines change", () => {
    let step = 1
    step = checkoutStep(step, { type: "next" })
    step = checkoutStep(step, { type: "next" })
    expect(step).toBe(3)
    expect(checkoutStep(step, { type: "linesChanged" })).toBe(1)
    expect(checkoutStep(step, { type: "set", step: 9 })).toBe(4)
  })
})

describe("enrollment state", () => {
  const partner = { id: "ptnr_1", code: "VIT-0001", name: "Carolina Méndez" }
  it("is active only when the step is above 1 and a partner is set", () => {
    expect(isEnrollmentActive(initialEnrollment)).toBe(false)
    expect(isEnrollmentActive({ ...initialEnrollment, partner })).toBe(false)
    expect(isEnrollmentActive(nextStep(initialEnrollment))).toBe(false)
    expect(isEnrollmentActive(nextStep({ ...initialEnrollment, partner }))).toBe(true)
  })
  it("steps by one, can be set, and clearing goes back to step 1 without a partner", () => {
    const state = setStep({ ...initialEnrollment, partner }, 3)
    expect(state.enrollmentStep).toBe(3)
    expect(clearEnrollment(state)).toEqual({ enrollmentStep: 1, partner: null, personalStore: null })
  })
  it("is persisted", () => {
    const store = memory()
    saveEnrollment(store, { enrollmentStep: 2, partner, personalStore: { name: "carolina", title: "La tienda de Carolina" } })
    expect(loadEnrollment(store)).toEqual({ enrollmentStep: 2, partner, personalStore: { name: "carolina", title: "La tienda de Carolina" } })
    store.setItem("enrollment", "not json")
    expect(loadEnrollment(store)).toEqual(initialEnrollment)
  })
})

describe("province lists", () => {
  it("every country they cover has options with codes and names", () => {
    for (const country of Object.keys(provincesByCountry)) {
      const options = provinceOptions(country)
      expect(options.length, country).toBeGreaterThan(0)
      for (const option of options) expect(option.code && option.name, `${country} ${option.code}`).toBeTruthy()
    }
  })
})
