import { generateSecret, generateURI, verify } from "otplib"

/**
 * Time-based one-time codes (RFC 6238: 6 digits, 30 seconds, SHA-1 — what every
 * authenticator app reads) with otplib. A code of the step before or after the
 * current one is accepted too, for clocks a little apart.
 */
export function newTotpSecret(): string {
  return generateSecret()
}

export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret })
}

export async function totpValid(secret: string, code: unknown): Promise<boolean> {
  if (typeof code !== "string" || !/^\d{6}$/.test(code)) return false
  const result = await verify({ secret, token: code, epochTolerance: 30 })
  return result.valid
}
