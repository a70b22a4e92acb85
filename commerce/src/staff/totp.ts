import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { TOTP_STEP_SECONDS, TOTP_STEPS_TOLERATED } from "@vitalia/schema/staff/second-factor"
import { randomUUID } from "node:crypto"
import { generateSecret, generateURI, verify } from "otplib"
import { isSealed, openText, sealText } from "../notifications/sealed"

/**
 * Time-based one-time codes (RFC 6238: 6 digits, SHA-1, a step of TOTP_STEP_SECONDS — what every
 * authenticator app reads; @vitalia/schema/staff/second-factor) with otplib. A code of the
 * TOTP_STEPS_TOLERATED steps before or after the current one is accepted too, for clocks a little apart.
 */
export function newTotpSecret(): string {
  return generateSecret()
}

export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret, period: TOTP_STEP_SECONDS })
}

/**
 * The secret as the staff_member row keeps it (`totp_secret`, `totp_pending_secret`): sealed with a
 * key derived from JWT_SECRET, which is not in the database (src/notifications/sealed.ts), and bound
 * to the administrator's user id. A copy of the database alone yields no secret to make codes with.
 */
export function sealTotpSecret(userId: string, secret: string): string {
  return sealText("totp secrets", secret, userId)
}

/**
 * The secret of a stored value; null when there is none, or it does not open (not sealed, another
 * user's, the key changed): then no code matches, and the administrator cannot sign in until an
 * owner resets the factor — never a sign-in without it.
 */
export function openTotpSecret(userId: string, stored: string | null | undefined): string | null {
  if (!isSealed(stored)) return null
  try {
    return openText("totp secrets", stored, userId)
  } catch {
    return null
  }
}

/** The time step a code belongs to, when it is one of the secret's codes now; else null. */
export async function totpStep(secret: string, code: unknown): Promise<number | null> {
  if (typeof code !== "string" || !/^\d{6}$/.test(code)) return null
  // One clock reading for the check and the step it names, so a step boundary in between changes nothing.
  const epoch = Math.floor(Date.now() / 1000)
  const result = await verify({
    secret,
    token: code,
    epoch,
    period: TOTP_STEP_SECONDS,
    epochTolerance: TOTP_STEPS_TOLERATED * TOTP_STEP_SECONDS,
  })
  return result.valid ? Math.floor(epoch / TOTP_STEP_SECONDS) + result.delta : null
}

/**
 * How long a spent step is remembered: longer than a code can be valid (its own step and the
 * tolerated steps on either side), with a step to spare.
 */
const SPENT_SECONDS = (2 * TOTP_STEPS_TOLERATED + 2) * TOTP_STEP_SECONDS

/**
 * Checks a code of a person's secret and spends it: a code opens one thing per person and
 * time step, so one seen over a shoulder or caught in transit cannot be used again within
 * its window (RFC 6238, section 5.2). The spent steps live in Medusa's Locking Module —
 * in memory for one engine, in Redis when REDIS_URL is set (src/redis-modules.ts), shared
 * by every engine process — as a key taken once and left to expire: taking it is atomic,
 * so two requests with the same code cannot both win.
 */
export async function spendTotpCode(
  scope: MedusaContainer,
  userId: string,
  secret: string,
  code: unknown
): Promise<"valid" | "invalid" | "used"> {
  const step = await totpStep(secret, code)
  if (step === null) return "invalid"
  try {
    await scope
      .resolve(Modules.LOCKING)
      .acquire(`totp-spent:${userId}:${step}`, { ownerId: randomUUID(), expire: SPENT_SECONDS })
    return "valid"
  } catch {
    // Taken already (or the store is unreachable: refusing then is the safe side).
    return "used"
  }
}
