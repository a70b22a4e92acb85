import { KEYS, type KeyValueStore } from "./storage"

export interface Sponsor {
  id: string
  code: string
  name: string
}

export interface PersonalStoreRef {
  name: string
  title: string
}

/** The enrollment under way (docs/product.md §3): persisted in the browser between visits. */
export interface EnrollmentState {
  enrollmentStep: number
  partner: Sponsor | null
  personalStore: PersonalStoreRef | null
}

export const initialEnrollment: EnrollmentState = { enrollmentStep: 1, partner: null, personalStore: null }

/** Active when past the first step with a sponsor chosen (docs/product.md §3). */
export const isEnrollmentActive = (state: EnrollmentState) => state.enrollmentStep > 1 && state.partner !== null

/** Next step: one more (docs/product.md §4). */
export const nextEnrollmentStep = (state: EnrollmentState): EnrollmentState => ({
  ...state,
  enrollmentStep: state.enrollmentStep + 1,
})

/** The step can be set directly (docs/product.md §4); never below 1. */
export const setEnrollmentStep = (state: EnrollmentState, step: number): EnrollmentState => ({
  ...state,
  enrollmentStep: Math.max(1, Math.trunc(step) || 1),
})

/** Clearing goes back to step 1 with no sponsor (docs/product.md §4). */
export const clearedEnrollment = (): EnrollmentState => ({ ...initialEnrollment })

const isSponsor = (value: unknown): value is Sponsor =>
  !!value &&
  typeof value === "object" &&
  ["id", "code", "name"].every((k) => typeof (value as Record<string, unknown>)[k] === "string")
const isStore = (value: unknown): value is PersonalStoreRef =>
  !!value &&
  typeof value === "object" &&
  ["name", "title"].every((k) => typeof (value as Record<string, unknown>)[k] === "string")

/** The saved enrollment; anything unreadable counts as none. */
export function loadEnrollment(store: KeyValueStore): EnrollmentState {
  try {
    const saved = JSON.parse(store.getItem(KEYS.enrollment) ?? "null") as Record<string, unknown> | null
    if (!saved || typeof saved.enrollmentStep !== "number" || saved.enrollmentStep < 1) return { ...initialEnrollment }
    return {
      enrollmentStep: Math.trunc(saved.enrollmentStep),
      partner: isSponsor(saved.partner)
        ? { id: saved.partner.id, code: saved.partner.code, name: saved.partner.name }
        : null,
      personalStore: isStore(saved.personalStore)
        ? { name: saved.personalStore.name, title: saved.personalStore.title }
        : null,
    }
  } catch {
    return { ...initialEnrollment }
  }
}

export function saveEnrollment(store: KeyValueStore, state: EnrollmentState) {
  store.setItem(KEYS.enrollment, JSON.stringify(state))
}
