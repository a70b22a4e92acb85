import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { STAFF_MODULE } from "../modules/staff"
import type StaffModuleService from "../modules/staff/service"
import { isStaffRole, type StaffRole } from "@vitalia/schema/staff/policies"

/** An administrator's staff record: role (null: none yet) and their second factors. */
export interface StaffAccess {
  role: StaffRole | null
  totpEnrolled: boolean
  /** How many security keys (WebAuthn) they have enrolled (src/staff/webauthn.ts). */
  securityKeys: number
  /** A second factor of either kind: what ADMIN_TOTP_REQUIRED asks for. */
  secondFactor: boolean
}

export function staffService(scope: MedusaContainer): StaffModuleService {
  return scope.resolve<StaffModuleService>(STAFF_MODULE)
}

/** The staff record of a user (none: no role, no factor). */
export async function staffMemberOf(scope: MedusaContainer, userId: string) {
  const [member] = await staffService(scope).listStaffMembers({ user_id: userId }, { take: 1 })
  return member ?? null
}

/**
 * The owners the shop still has: administrators with the owner role whose account exists. A removed
 * account's staff record goes with it (src/subscribers/staff-member-removal.ts), but after the removal's
 * event, so the accounts are read here: a record left behind must not stand in for a real owner.
 */
export async function ownersStillThere(scope: MedusaContainer): Promise<string[]> {
  const owners = await staffService(scope).listStaffMembers({ role: "owner" }, { select: ["user_id"] })
  if (!owners.length) return []
  const users = await scope
    .resolve(Modules.USER)
    .listUsers({ id: owners.map((owner) => owner.user_id) }, { select: ["id"] })
  return users.map((user) => user.id)
}

export async function accessOf(scope: MedusaContainer, userId: string): Promise<StaffAccess> {
  const [member, securityKeys] = await Promise.all([
    staffMemberOf(scope, userId),
    staffService(scope)
      .listStaffSecurityKeys({ user_id: userId }, { select: ["id"] })
      .then((keys) => keys.length),
  ])
  const totpEnrolled = Boolean(member?.totp_secret)
  return {
    role: isStaffRole(member?.role) ? member.role : null,
    totpEnrolled,
    securityKeys,
    secondFactor: totpEnrolled || securityKeys > 0,
  }
}

/** Who a call to the admin API acts for, as the engine authenticated it. */
export interface AdminActor {
  actor_type?: string
  actor_id?: string
}

/**
 * The administrator whose staff role a call takes: the signed-in user, or for a secret API key
 * (`Authorization: Basic`, actor `api-key`) the user who created it. Null for anything else (a
 * publishable key, an invite acceptance), and for a key that no user created (a key the setup
 * scripts make has no creator) or whose creator's account was removed: those are not staff.
 */
export async function actingUserOf(scope: MedusaContainer, actor: AdminActor | undefined): Promise<string | null> {
  if (!actor?.actor_id) return null
  if (actor.actor_type === "user") return actor.actor_id
  if (actor.actor_type !== "api-key") return null
  const keys = scope.resolve(Modules.API_KEY)
  const [key] = await keys.listApiKeys({ id: actor.actor_id }, { select: ["id", "type", "created_by"], take: 1 })
  if (key?.type !== "secret" || !key.created_by) return null
  // Removing an account revokes none of the keys it made: such a key acts for no one, whatever staff
  // record an older version of the shop left behind for the removed account.
  const [creator] = await scope.resolve(Modules.USER).listUsers({ id: key.created_by }, { select: ["id"], take: 1 })
  return creator?.id ?? null
}
