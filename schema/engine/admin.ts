import type { StaffRole } from "../staff/policies.js"
import type { Instant } from "./store.js"

/**
 * The answers of the engine's own admin routes that the gateway calls (commerce/src/api/admin), in
 * one place, as store.ts holds the store routes': each route declares its answer with
 * `MedusaResponse<…>` from here, and the gateway reads the same types (types only) where it calls it.
 */

/** The signed-in administrator's (or a secret API key's creator's) role and second factors. */
export interface AdminStaffInfo {
  user_id: string
  role: StaffRole | null
  policies: readonly string[]
  /** The largest refund their role may make; null: no cap. */
  refund_limit: number | null
  totp: { enrolled: boolean; required: boolean }
  /** Their security keys (commerce/src/staff/webauthn.ts): any meets the requirement as TOTP does. */
  security_keys: { count: number }
}

/** GET /admin/staff/me (commerce/src/api/admin/staff/me/route.ts). */
export interface AdminStaffMeResponse {
  staff: AdminStaffInfo
}

/** An administrator's staff role and whether they have TOTP, for the users screen. */
export interface AdminStaffMember {
  user_id: string
  role: StaffRole | null
  totp_enrolled: boolean
}

/** GET /admin/staff?user_id=…: owners only (commerce/src/api/admin/staff/route.ts). */
export interface AdminStaffMembersResponse {
  staff: AdminStaffMember[]
}

/** POST /admin/staff/:user_id `{ role }`: the member with their new role (…/staff/[user_id]/route.ts). */
export interface AdminStaffMemberResponse {
  staff: AdminStaffMember
}

/** DELETE /admin/staff/:user_id/totp: an owner reset another's second factors (…/staff/[user_id]/totp/route.ts). */
export interface AdminStaffTotpResetResponse {
  user_id: string
  totp: { enrolled: false }
}

/** POST /admin/staff/me/totp: a new pending secret and its otpauth:// URI, shown once (…/staff/me/totp/route.ts). */
export interface AdminStaffTotpStartResponse {
  totp: { secret: string; otpauth_url: string }
}

/** POST /admin/staff/me/totp/confirm `{ code }`: the pending secret is enrolled (…/staff/me/totp/confirm/route.ts). */
export interface AdminStaffTotpConfirmResponse {
  totp: { enrolled: true }
}

/**
 * POST /admin/staff/me/totp/verify `{ code }`: whether the code is good now and not spent before;
 * `used` says it was spent (…/staff/me/totp/verify/route.ts).
 */
export interface AdminStaffTotpVerifyResponse {
  valid: boolean
  used: boolean
}

/**
 * The options of a WebAuthn ceremony, for the browser's navigator.credentials.create or .get: the
 * gateway passes them on as they are and reads only the challenge, which a sign-in ticket seals.
 */
export interface AdminWebAuthnOptions {
  challenge: string
}

/** POST /admin/staff/me/security-keys/options: starts enrolling a key (…/security-keys/options/route.ts). */
export interface AdminSecurityKeyOptionsResponse {
  options: AdminWebAuthnOptions
}

/**
 * POST /admin/staff/me/security-keys/sign-in/options: the sign-in ceremony's options, null when the
 * administrator has no key (…/security-keys/sign-in/options/route.ts).
 */
export interface AdminSecurityKeySignInOptionsResponse {
  options: AdminWebAuthnOptions | null
}

/**
 * POST /admin/staff/me/security-keys/sign-in/verify: whether the browser's answer answers the open
 * sign-in ceremony, and why not (…/security-keys/sign-in/verify/route.ts).
 */
export type AdminSecurityKeySignInVerifyResponse =
  { valid: true } | { valid: false; reason: "NO_CEREMONY" | "UNKNOWN_KEY" | "INVALID_KEY_RESPONSE" | "CHALLENGE_USED" }

/** One of the administrator's security keys (commerce/src/staff/webauthn.ts, keyView). */
export interface AdminSecurityKey {
  id: string
  name: string
  created_at: Instant
  last_used_at: Instant | null
}

/** GET /admin/staff/me/security-keys (commerce/src/api/admin/staff/me/security-keys/route.ts). */
export interface AdminSecurityKeysResponse {
  security_keys: AdminSecurityKey[]
}

/** POST /admin/staff/me/security-keys: the key just enrolled (…/staff/me/security-keys/route.ts). */
export interface AdminSecurityKeyResponse {
  security_key: AdminSecurityKey
}

/** DELETE /admin/staff/me/security-keys/:key_id (…/staff/me/security-keys/[key_id]/route.ts). */
export interface AdminSecurityKeyDeletedResponse {
  id: string
  deleted: true
}
