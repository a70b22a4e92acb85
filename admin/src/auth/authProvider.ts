import type { AuthProvider } from "react-admin"

interface AdminUser {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
}

const json = { "content-type": "application/json" }
let me: Promise<AdminUser | null> | null = null

async function fetchMe(): Promise<AdminUser | null> {
  const response = await fetch("/admin-api/auth/me", { credentials: "same-origin" })
  if (!response.ok) return null
  return ((await response.json()) as { user: AdminUser }).user
}

/** Back-office sign-in through the gateway (/admin-api/auth/*): the session is an httpOnly cookie. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await fetch("/admin-api/auth/login", { method: "POST", credentials: "same-origin", headers: json, body: JSON.stringify({ email: username, password }) })
    me = null
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      throw new Error(body.message || "ra.auth.sign_in_error")
    }
  },
  async logout() {
    me = null
    await fetch("/admin-api/auth/logout", { method: "POST", credentials: "same-origin", headers: json, body: "{}" }).catch(() => undefined)
  },
  async checkAuth() {
    me ??= fetchMe()
    const user = await me
    if (!user) {
      me = null
      throw new Error("ra.auth.auth_check_error")
    }
  },
  async checkError(error: { status?: number }) {
    // Only a session the gateway no longer accepts signs out; a refused flow (403/400) is shown, not a log-out.
    if (error?.status === 401) {
      me = null
      throw new Error("ra.notification.logged_out")
    }
  },
  async getIdentity() {
    me ??= fetchMe()
    const user = await me
    if (!user) throw new Error("ra.auth.auth_check_error")
    return { id: user.id, fullName: [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email }
  },
}
