import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** The event a change of how a person signs in emits; src/subscribers/security-change-mail.ts tells them. */
export const SECURITY_CHANGED = "vitalia.security_changed"

export type SecurityChange =
  | "password_changed"
  | "password_reset"
  | "totp_enrolled"
  | "totp_reset"
  | "totp_code_reused"
  | "security_key_added"
  | "security_key_removed"

export interface SecurityChangeEvent {
  /** `customer` or `user` (an administrator). */
  actor_type: string
  /** The e-mail the person signs in with. */
  entity_id: string
  change: SecurityChange
  /** When it happened (ISO); set by emitSecurityChange. */
  changed_at?: string
}

/**
 * Tells the person, by e-mail, that their password or second factor changed (ASVS 2.2.3, 2.5.5):
 * if it was not them, they learn of it at once. The event names the person and the kind of
 * change only — never a secret.
 */
export async function emitSecurityChange(scope: MedusaContainer, data: SecurityChangeEvent) {
  await scope
    .resolve(Modules.EVENT_BUS)
    .emit({ name: SECURITY_CHANGED, data: { ...data, changed_at: data.changed_at ?? new Date().toISOString() } })
}

/** The same, for an administrator known by their user id (the second-factor routes). */
export async function emitStaffSecurityChange(scope: MedusaContainer, userId: string, change: SecurityChange) {
  const user = await scope.resolve(Modules.USER).retrieveUser(userId, { select: ["id", "email"] })
  await emitSecurityChange(scope, { actor_type: "user", entity_id: user.email, change })
}
