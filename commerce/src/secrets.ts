/**
 * The one check of a production secret, for the engine (settings.ts) and the gateway
 * (gateway/src/config.ts, which imports this file as it does staff/policies.ts): no imports, so
 * both can load it.
 */

/** The shortest secret production takes: 32 characters (about 190 bits as base64url from `openssl rand -base64 32`). */
export const MIN_SECRET_LENGTH = 32

/**
 * A production secret, refused when missing, shorter than 32 characters, one of the development
 * defaults (ours, Medusa's "supersecret") or one character repeated.
 */
export function strongSecret(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} must be set in production`)
  if (value.length < MIN_SECRET_LENGTH)
    throw new Error(
      `${name} is too short for production: at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 32)`
    )
  const lower = value.toLowerCase()
  if (
    lower.startsWith("local-") ||
    lower.includes("not-for-production") ||
    lower.includes("supersecret") ||
    /^(.)\1+$/.test(value)
  ) {
    throw new Error(
      `${name} is a development default or trivially guessable: set a random one in production (openssl rand -base64 32)`
    )
  }
  return value
}
