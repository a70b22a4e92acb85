import { KEYS, type KeyValueStore } from "./storage"

/** The enrollment under way (SPEC §3), kept in the browser between visits. */
export interface EnrollmentState {
  enrollmentStep: number
  partner: { id: string; code: string; name: string } | null
  personalStore: { name: string; title: string } | null
}

export const initialEnrollment: EnrollmentState = { enrollmentStep: 1, partner: null, personalStore: null }

/** Active when past the first step with a sponsor chosen (SPEC §3). */
export const isEnrollmentActive = (state: EnrollmentState) => state.enrollmentStep > 1 && state.partner !== null

export const nextStep = (state: EnrollmentState): EnrollmentState => ({ ...state, enrollmentStep: state.enrollmentStep + 1 })
export const setStep = (state: EnrollmentState, step: number): EnrollmentState => ({ ...state, enrollmentStep: Math.max(1, step) })
/** Clearing goes back to step 1 with no sponsor (SPEC §4). */
export const clearEnrollment = (state: EnrollmentState): EnrollmentState => ({ ...state, enrollmentStep: 1, partner: null, personalStore: null })

export function loadEnrollment(store: KeyValueStore): EnrollmentState {
  try {
    const saved = JSON.parse(store.getItem(KEYS.enrollment) ?? "null") as Partial<EnrollmentState> | null
    if (!saved || typeof saved.enrollmentStep !== "number") return initialEnrollment
    return { enrollmentStep: saved.enrollmentStep, partner: saved.partner ?? null, personalStore: saved.personalStore ?? null }
  } catch {
    return initialEnrollment
  }
}

export function saveEnrollment(store: KeyValueStore, state: EnrollmentState) {
  store.setItem(KEYS.enrollment, JSON.stringify(state))
}
