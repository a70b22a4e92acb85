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
