import { EMAIL_PATTERN, INPUT_LIMITS, passwordLength, UNSAFE_TEXT } from "@vitalia/schema/limits"
import type { Messages } from "../i18n/es"
import { ShopError } from "../state/errors"

/**
 * What is wrong with a form's field: found before sending, by the same limits the
 * gateway enforces (schema/limits.ts), or said by the API (its message, already in the
 * language the request asked for). Kept as a kind, not a text, so a language switch
 * translates what is on screen.
 */
export type FieldProblem =
  | { kind: "required" }
  /** A list left without a choice. */
  | { kind: "choose" }
  | { kind: "email" }
  | { kind: "tooLong"; max: number }
  | { kind: "unsafe" }
  | { kind: "password"; min: number; max: number }
  /** A repeated value (a new password's confirmation) that differs. */
  | { kind: "mismatch" }
  | { kind: "api"; message: string }

/** A form's problems by field: the input path the API would name ("shippingAddress.city"). */
export type FieldErrors = Record<string, FieldProblem>

/** What a field takes. Text is checked trimmed, as the gateway does; a password as typed. */
export interface FieldRule {
  /** Must not be empty; "choose" for a list (its message asks for a choice). */
  required?: boolean | "choose"
  /** At most this many characters. */
  max?: number
  email?: boolean
  /** No markup or control characters (UNSAFE_TEXT). */
  plain?: boolean
  /** A password: a new one must have INPUT_LIMITS.password's length. */
  password?: "new" | "current"
}

/** The rules of the fields shoppers fill in, from schema/limits.ts. */
export const RULES = {
  /** An address line, a city, a name on an address or a profile. */
  text: { max: INPUT_LIMITS.text, plain: true },
  requiredText: { required: true, max: INPUT_LIMITS.text, plain: true },
  phone: { max: INPUT_LIMITS.phone, plain: true },
  /** A first or last name at registration. */
  personName: { required: true, max: INPUT_LIMITS.personName, plain: true },
  email: { required: true, email: true },
  newPassword: { required: true, password: "new" },
  password: { required: true, password: "current" },
  choice: { required: "choose" },
  promotionCode: { max: INPUT_LIMITS.codes.length },
} as const satisfies Record<string, FieldRule>

/** The problem with one value, or null when it can be sent. */
export function checkValue(value: string, rule: FieldRule): FieldProblem | null {
  const text = rule.password ? value : value.trim()
  if (!text) return rule.required ? { kind: rule.required === "choose" ? "choose" : "required" } : null
  if (rule.password === "new") {
    const { min, max } = INPUT_LIMITS.password
    return passwordLength(text) < min || passwordLength(text) > max ? { kind: "password", min, max } : null
  }
  if (rule.email) return text.length > INPUT_LIMITS.email || !EMAIL_PATTERN.test(text) ? { kind: "email" } : null
  if (rule.max !== undefined && text.length > rule.max) return { kind: "tooLong", max: rule.max }
  if (rule.plain && UNSAFE_TEXT.test(text)) return { kind: "unsafe" }
  return null
}

/**
 * The problems of a form's values, keyed by `prefix` + the value's name
 * ("shippingAddress." + "city"); empty when everything can be sent.
 */
export function validate<K extends string>(
  values: Record<K, string>,
  rules: Partial<Record<K, FieldRule>>,
  prefix = ""
): FieldErrors {
  const errors: FieldErrors = {}
  for (const key of Object.keys(rules) as K[]) {
    const problem = checkValue(values[key] ?? "", rules[key]!)
    if (problem) errors[prefix + key] = problem
  }
  return errors
}

/**
 * An API failure about one of this form's fields as that field's problem; null when
 * it is about no field, or a field the form does not have (the failure then goes to
 * the notices). `fieldOf` turns the API's input path into the form's field, or null.
 */
export function apiFieldError(error: unknown, fieldOf: (path: string) => string | null): FieldErrors | null {
  if (!(error instanceof ShopError) || !error.field || !error.fromApi) return null
  const field = fieldOf(error.field)
  return field ? { [field]: { kind: "api", message: error.message } } : null
}

/** The paths a form has, as a `fieldOf` for apiFieldError. */
export const fieldsOf =
  (...fields: string[]) =>
  (path: string): string | null =>
    fields.includes(path) ? path : null

/** What to say under a field, in the interface's language. */
export function problemText(problem: FieldProblem, messages: Messages["validation"]): string {
  switch (problem.kind) {
    case "required":
      return messages.required
    case "choose":
      return messages.choose
    case "email":
      return messages.email
    case "tooLong":
      return messages.tooLong(problem.max)
    case "unsafe":
      return messages.unsafe
    case "password":
      return messages.password(problem.min, problem.max)
    case "mismatch":
      return messages.mismatch
    case "api":
      return problem.message
  }
}
