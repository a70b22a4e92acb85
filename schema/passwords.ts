import { dictionary } from "@zxcvbn-ts/language-common"

/**
 * The passwords people use most, as collected from public breaches (the list zxcvbn-ts ships,
 * about 49,000, lower-case). A new password on it is refused wherever a password is set (ASVS
 * 2.1.7, docs/security.md): attackers try these first. Kept apart from limits.ts so the storefront,
 * which reads the length rule from there, does not carry the list in its first load.
 */
const COMMON = new Set(dictionary["passwords-common"])

/** Whether a password is one of the most used, whatever its letters' case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase())
}
