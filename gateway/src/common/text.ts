import { EMAIL_PATTERN, INPUT_LIMITS, UNSAFE_TEXT } from "@vitalia/schema/limits"
import { shopError } from "../errors.js"

/**
 * A short text a shopper typed: trimmed, at most `max` characters, without
 * markup or control characters (refused with BAD_USER_INPUT naming the field's
 * input path, e.g. "shippingAddress.firstName", and the limit).
 */
export function plainText(field: string, value: string, max: number = INPUT_LIMITS.text): string {
  const trimmed = value.trim()
  if (trimmed.length > max) throw tooLong(field, max)
  if (UNSAFE_TEXT.test(trimmed)) throw shopError("UNSAFE_TEXT", { field })
  return trimmed
}

/** A text longer than the limit: the field, its limit in words and in `extensions.limit`. */
export const tooLong = (field: string, max: number) => shopError("TOO_LONG", { field, max }, { limit: { max } })

/** An e-mail address, trimmed and in lower case. */
export function checkEmail(value: string | null | undefined, field = "email"): string {
  const email = value?.trim().toLowerCase() ?? ""
  if (email.length > INPUT_LIMITS.email || !EMAIL_PATTERN.test(email)) {
    throw shopError("INVALID_EMAIL", undefined, { field, limit: { max: INPUT_LIMITS.email } })
  }
  return email
}
