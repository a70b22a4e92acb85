import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { STAFF_MODULE } from "../modules/staff"
import type StaffModuleService from "../modules/staff/service"
import { isStaffRole, type StaffRole } from "./policies"

/** An administrator's staff record: role (null: none yet) and whether a second factor is enrolled. */
export interface StaffAccess {
  role: StaffRole | null
  totpEnrolled: boolean
}

export function staffService(scope: MedusaContainer): StaffModuleService {
  return scope.resolve<StaffModuleService>(STAFF_MODULE)
}

/** The staff record of a user (none: no role, no factor). */
export async function staffMemberOf(scope: MedusaContainer, userId: string) {
  const [member] = await staffService(scope).listStaffMembers({ user_id: userId }, { take: 1 })
  return member ?? null
}

export async function accessOf(scope: MedusaContainer, userId: string): Promise<StaffAccess> {
  const member = await staffMemberOf(scope, userId)
  return { role: isStaffRole(member?.role) ? member.role : null, totpEnrolled: Boolean(member?.totp_secret) }
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
 * scripts make has no creator): those are not staff.
 */
export async function actingUserOf(scope: MedusaContainer, actor: AdminActor | undefined): Promise<string | null> {
  if (!actor?.actor_id) return null
  if (actor.actor_type === "user") return actor.actor_id
  if (actor.actor_type !== "api-key") return null
  const keys = scope.resolve(Modules.API_KEY)
  const [key] = await keys.listApiKeys({ id: actor.actor_id }, { select: ["id", "type", "created_by"], take: 1 })
  return key?.type === "secret" && key.created_by ? key.created_by : null
}
