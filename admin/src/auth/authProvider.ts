import type { AuthProvider } from "react-admin"
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser"
import { allows, forgetStaffPermissions, staffPermissions } from "./permissions.js"
import { adminFetch } from "../adminFetch.js"

interface AdminUser {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
}

const json = { "content-type": "application/json" }
let me: Promise<AdminUser | null> | null = null

async function fetchMe(): Promise<AdminUser | null> {
  const response = await adminFetch("/admin-api/auth/me")
  if (!response.ok) return null
  return ((await response.json()) as { user: AdminUser }).user
}

/** Back-office sign-in through the gateway (/admin-api/auth/*): the session is an httpOnly cookie. */
export const authProvider: AuthProvider = {
  async login(
    params:
      | { username: string; password: string }
      | { ticket: string; code: string }
      | { ticket: string; securityKey: AuthenticationResponseJSON }
  ) {
    if ("securityKey" in params) return loginWithSecurityKey(params.ticket, params.securityKey)
    if ("ticket" in params) return loginWithCode(params.ticket, params.code)
    const { username, password } = params
    const response = await adminFetch("/admin-api/auth/login", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: username, password }),
    })
    me = null
    forgetStaffPermissions()
    const body = (await response.json().catch(() => ({}))) as {
      message?: string
      totpRequired?: boolean
      ticket?: string
      secondFactor?: { totp: boolean; securityKey: boolean }
      securityKeyOptions?: PublicKeyCredentialRequestOptionsJSON | null
    }
    if (!response.ok) throw new Error(body.message || "ra.auth.sign_in_error")
    // A second factor enrolled: the login page asks for the code or the security key (auth/LoginPage.tsx).
    if (body.totpRequired && body.ticket)
      throw new TotpRequired(body.ticket, body.secondFactor?.totp ?? true, body.securityKeyOptions ?? null)
  },
  async logout() {
    me = null
    forgetStaffPermissions()
    await adminFetch("/admin-api/auth/logout", {
      method: "POST",
      headers: json,
      body: "{}",
    }).catch(() => undefined)
  },
  async checkAuth() {
    me ??= fetchMe()
    // Asked alongside, so that screens checking canAccess do not wait one more round trip.
    void staffPermissions()
    const user = await me
    if (!user) {
      me = null
      throw new Error("ra.auth.auth_check_error")
    }
  },
  // eslint-disable-next-line @typescript-eslint/require-await -- react-admin's contract: a promise, rejected to act
  async checkError(error: { status?: number; body?: { reason?: string } }) {
    // A staff member who must enrol a second factor first (ADMIN_TOTP_REQUIRED) is sent to enrol it.
    if (error?.status === 403 && error.body?.reason === "TOTP_ENROLMENT_REQUIRED") {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-admin reads redirectTo and logoutUser from what checkError rejects with
      throw { redirectTo: "/two-factor", logoutUser: false, message: "admin.totp.required" }
    }
    // Only a session the gateway no longer accepts signs out; a refused flow (403/400) is shown, not a log-out.
    if (error?.status === 401) {
      me = null
      throw new Error("ra.notification.logged_out")
    }
  },
  // The staff role's permissions (GET /admin-api/staff/me): what the back-office shows.
  async getPermissions() {
    return staffPermissions()
  },
  async canAccess({ resource, action }: { resource: string; action: string }) {
    return allows(await staffPermissions(), resource, action)
  },
  async getIdentity() {
    me ??= fetchMe()
    const user = await me
    if (!user) throw new Error("ra.auth.auth_check_error")
    return { id: user.id, fullName: [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email }
  },
}

/**
 * The password was right and a second factor is enrolled: a code of the app (when `totp`) or the
 * security key (when there are options for it) completes the sign-in with this ticket.
 */
export class TotpRequired extends Error {
  constructor(
    readonly ticket: string,
    readonly totp = true,
    readonly securityKeyOptions: PublicKeyCredentialRequestOptionsJSON | null = null
  ) {
    super("admin.totp.required")
    this.name = "TotpRequired"
  }
}

/** The second step of a sign-in: the ticket and a code of the administrator's app. */
export async function loginWithCode(ticket: string, code: string) {
  const response = await adminFetch("/admin-api/auth/login/totp", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ticket, code }),
  })
  me = null
  forgetStaffPermissions()
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new Error(body.message || "ra.auth.sign_in_error")
  }
}

/** The second step with a security key: the ticket and the browser's answer to the ticket's options. */
export async function loginWithSecurityKey(ticket: string, securityKey: AuthenticationResponseJSON) {
  const response = await adminFetch("/admin-api/auth/login/security-key", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ticket, response: securityKey }),
  })
  me = null
  forgetStaffPermissions()
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new Error(body.message || "ra.auth.sign_in_error")
  }
}
