import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server"
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers"
import { randomUUID } from "node:crypto"
import { staffMemberOf, staffService } from "./access"

/**
 * Security keys and passkeys (WebAuthn) as an administrator's second factor, beside TOTP
 * (src/staff/totp.ts), with @simplewebauthn/server: it builds each ceremony's options and checks
 * the browser's answer — signature, challenge, origin, relying party and the key's signature counter
 * (a counter that does not grow marks a cloned key and is refused).
 *
 * The relying party (the site a key is bound to) and the origins a ceremony may come from are the
 * gateway's (PUBLIC_URL and ALLOWED_ORIGINS: gateway/src/admin-api/security-keys.ts); the engine
 * checks they are a coherent pair (relyingPartyOf) and keeps everything else: the keys, the open
 * challenge, and its spending.
 *
 * One ceremony is open per administrator at a time (staff_member.webauthn_challenge): a new one
 * replaces it. It lives 5 minutes, and a successful answer spends it — once: the spending is a key
 * taken in Medusa's Locking Module (in Redis with several engines), atomic, so the same answer sent
 * twice, or two at once, opens one thing only. A wrong answer does not spend it (another key may be
 * tried within the sign-in ticket's own budget of failures, which the gateway keeps).
 */

export type CeremonyPurpose = "registration" | "authentication"

interface OpenCeremony {
  challenge: string
  purpose: CeremonyPurpose
  expires_at: number
}

export interface RelyingParty {
  /** The host name keys are bound to (PUBLIC_URL's). */
  id: string
  /** The origins answers may come from: https (or http on loopback) on that host or under it. */
  origins: string[]
}

const CEREMONY_MS = 5 * 60 * 1000
/** The longest name a key may be given. */
export const KEY_NAME_MAX = 60
const RP_NAME = "Vitalia"

/** The relying party a gateway names, when it is one: a host name and origins on it; else null. */
export function relyingPartyOf(body: { rp_id?: unknown; origins?: unknown } | undefined): RelyingParty | null {
  const id = body?.rp_id
  if (typeof id !== "string" || !/^[a-z0-9.-]{1,253}$/i.test(id)) return null
  const origins = Array.isArray(body?.origins) ? body.origins : []
  const fitting = origins.filter((origin): origin is string => {
    if (typeof origin !== "string") return false
    try {
      const url = new URL(origin)
      if (url.origin !== origin) return false
      const host = url.hostname.toLowerCase()
      const secure = url.protocol === "https:" || (url.protocol === "http:" && loopback(host))
      return secure && (host === id.toLowerCase() || host.endsWith(`.${id.toLowerCase()}`))
    } catch {
      return false
    }
  })
  return fitting.length ? { id: id.toLowerCase(), origins: fitting } : null
}

function loopback(host: string) {
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]"
}

/** An administrator's keys as the back-office lists them: never the public key. */
export interface SecurityKeyView {
  id: string
  name: string
  created_at: string | Date
  last_used_at: string | Date | null
}

export async function keysOf(scope: MedusaContainer, userId: string) {
  return staffService(scope).listStaffSecurityKeys({ user_id: userId }, { order: { created_at: "ASC" } })
}

export function keyView(key: {
  id: string
  name: string
  created_at: Date | string
  last_used_at?: Date | string | null
}): SecurityKeyView {
  return { id: key.id, name: key.name, created_at: key.created_at, last_used_at: key.last_used_at ?? null }
}

/** Opens a ceremony for the administrator: its challenge is kept on their staff record (made if none). */
async function openCeremony(scope: MedusaContainer, userId: string, challenge: string, purpose: CeremonyPurpose) {
  const ceremony: OpenCeremony = { challenge, purpose, expires_at: Date.now() + CEREMONY_MS }
  const member = await staffMemberOf(scope, userId)
  const data = { webauthn_challenge: ceremony as unknown as Record<string, unknown> }
  if (member) await staffService(scope).updateStaffMembers({ id: member.id, ...data })
  else await staffService(scope).createStaffMembers({ user_id: userId, role: null, ...data })
}

/** The open ceremony's challenge for this purpose, when there is one and it has not expired. */
async function openChallenge(scope: MedusaContainer, userId: string, purpose: CeremonyPurpose) {
  const member = await staffMemberOf(scope, userId)
  const ceremony = member?.webauthn_challenge as OpenCeremony | null | undefined
  if (!ceremony || ceremony.purpose !== purpose || ceremony.expires_at < Date.now()) return null
  return { member, challenge: ceremony.challenge }
}

/** Takes a challenge's spent mark; false when it was taken before (or the store is unreachable: the safe side). */
async function markSpent(scope: MedusaContainer, challenge: string) {
  try {
    await scope
      .resolve(Modules.LOCKING)
      .acquire(`webauthn-spent:${challenge}`, { ownerId: randomUUID(), expire: (2 * CEREMONY_MS) / 1000 })
    return true
  } catch {
    return false
  }
}

/** Spends the open challenge once for good (see above); false when it was spent before. */
async function spendChallenge(scope: MedusaContainer, memberId: string, challenge: string) {
  if (!(await markSpent(scope, challenge))) return false
  await staffService(scope).updateStaffMembers({ id: memberId, webauthn_challenge: null })
  return true
}

/** The challenge an answer was made for, as its client data says; null when it cannot be read. */
function answeredChallenge(response: unknown): string | null {
  const clientData = (response as { response?: { clientDataJSON?: unknown } } | null)?.response?.clientDataJSON
  if (typeof clientData !== "string") return null
  try {
    const challenge = decodeClientDataJSON(clientData).challenge
    return typeof challenge === "string" ? challenge : null
  } catch {
    return null
  }
}

/** Starts enrolling a key: the options for navigator.credentials.create. */
export async function registrationOptions(
  scope: MedusaContainer,
  userId: string,
  email: string,
  rp: RelyingParty
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const keys = await keysOf(scope, userId)
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: email,
    userID: isoUint8Array.fromUTF8String(userId),
    attestationType: "none",
    // A key already enrolled is not enrolled twice.
    excludeCredentials: keys.map((key) => ({ id: key.credential_id, transports: transportsOf(key.transports) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  })
  await openCeremony(scope, userId, options.challenge, "registration")
  return options
}

export type RegistrationOutcome =
  | { ok: true; key: SecurityKeyView }
  | { ok: false; reason: "NO_CEREMONY" | "INVALID_KEY_RESPONSE" | "CHALLENGE_USED" | "KEY_ALREADY_ENROLLED" }

/** Checks the browser's answer to the open registration and, when good, keeps the key under the given name. */
export async function register(
  scope: MedusaContainer,
  userId: string,
  name: string,
  response: unknown,
  rp: RelyingParty
): Promise<RegistrationOutcome> {
  const open = await openChallenge(scope, userId, "registration")
  if (!open) return { ok: false, reason: "NO_CEREMONY" }
  let info
  try {
    const verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: open.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    })
    if (!verification.verified || !verification.registrationInfo) return { ok: false, reason: "INVALID_KEY_RESPONSE" }
    info = verification.registrationInfo
  } catch {
    return { ok: false, reason: "INVALID_KEY_RESPONSE" }
  }
  const [taken] = await staffService(scope).listStaffSecurityKeys({ credential_id: info.credential.id }, { take: 1 })
  if (taken) return { ok: false, reason: "KEY_ALREADY_ENROLLED" }
  if (!(await spendChallenge(scope, open.member.id, open.challenge))) return { ok: false, reason: "CHALLENGE_USED" }
  const key = await staffService(scope).createStaffSecurityKeys({
    user_id: userId,
    name,
    credential_id: info.credential.id,
    public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: String(info.credential.counter),
    transports: (info.credential.transports ?? null) as unknown as Record<string, unknown> | null,
  })
  return { ok: true, key: keyView(key) }
}

/** The options for navigator.credentials.get at sign-in: the administrator's keys; null when they have none. */
export async function authenticationOptions(
  scope: MedusaContainer,
  userId: string,
  rp: RelyingParty
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const keys = await keysOf(scope, userId)
  if (!keys.length) return null
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((key) => ({ id: key.credential_id, transports: transportsOf(key.transports) })),
    userVerification: "preferred",
  })
  await openCeremony(scope, userId, options.challenge, "authentication")
  return options
}

export type AuthenticationOutcome =
  { valid: true } | { valid: false; reason: "NO_CEREMONY" | "UNKNOWN_KEY" | "INVALID_KEY_RESPONSE" | "CHALLENGE_USED" }

/**
 * Checks a sign-in's answer: the challenge the gateway sealed in the sign-in ticket must be the
 * open one (so an answer belongs to that ticket), the key one of the administrator's, and the
 * signature, origin and counter good. A success spends the challenge and moves the key's counter on.
 */
export async function authenticate(
  scope: MedusaContainer,
  userId: string,
  ticketChallenge: unknown,
  response: unknown,
  rp: RelyingParty
): Promise<AuthenticationOutcome> {
  const open = await openChallenge(scope, userId, "authentication")
  if (!open) return { valid: false, reason: "NO_CEREMONY" }
  if (open.challenge !== ticketChallenge) {
    // The ceremony of the ticket was replaced by a later one, or spent: this answer is not for the open one.
    return { valid: false, reason: "NO_CEREMONY" }
  }
  const credentialId = (response as { id?: unknown } | null)?.id
  const key =
    typeof credentialId === "string"
      ? (await keysOf(scope, userId)).find((each) => each.credential_id === credentialId)
      : undefined
  if (!key) return { valid: false, reason: "UNKNOWN_KEY" }
  // An answer to an earlier challenge: one spent already is a replay (said as such, and logged by the
  // gateway); taking the mark of one never spent costs nothing, as only the open challenge is accepted.
  const answered = answeredChallenge(response)
  if (answered && answered !== open.challenge && !(await markSpent(scope, answered)))
    return { valid: false, reason: "CHALLENGE_USED" }
  let newCounter: number
  try {
    const verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: open.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: key.credential_id,
        publicKey: isoBase64URL.toBuffer(key.public_key),
        counter: Number(key.counter),
        transports: transportsOf(key.transports),
      },
      requireUserVerification: false,
    })
    if (!verification.verified) return { valid: false, reason: "INVALID_KEY_RESPONSE" }
    newCounter = verification.authenticationInfo.newCounter
  } catch {
    return { valid: false, reason: "INVALID_KEY_RESPONSE" }
  }
  if (!(await spendChallenge(scope, open.member.id, open.challenge))) return { valid: false, reason: "CHALLENGE_USED" }
  await staffService(scope).updateStaffSecurityKeys({
    id: key.id,
    counter: String(newCounter),
    last_used_at: new Date(),
  })
  return { valid: true }
}

function transportsOf(stored: unknown): AuthenticatorTransport[] | undefined {
  return Array.isArray(stored)
    ? (stored.filter((each) => typeof each === "string") as AuthenticatorTransport[])
    : undefined
}
