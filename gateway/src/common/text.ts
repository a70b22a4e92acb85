import { ShopError } from "../errors.js"

/** Markup and control characters have no place in a name, an address or a phone number. */
const UNSAFE = /[<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/**
 * A short text a shopper typed: trimmed, at most `max` characters, without
 * markup or control characters (refused with BAD_USER_INPUT naming the field).
 */
export function plainText(field: string, value: string, max = 200): string {
  const trimmed = value.trim()
  if (trimmed.length > max) throw new ShopError("BAD_USER_INPUT", `${field} must be at most ${max} characters`, { field })
  if (UNSAFE.test(trimmed)) throw new ShopError("BAD_USER_INPUT", `${field} must not contain < > or control characters`, { field })
  return trimmed
}
