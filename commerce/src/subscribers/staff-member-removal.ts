import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { staffService } from "../staff/access"

/**
 * An administrator's account removed (user.deleted): their staff record — role, second factor's
 * secret — and their security keys go too. Left behind, an owner's record was counted as an owner,
 * and the last real one could be given another role (src/api/admin/staff/[user_id]/route.ts).
 */
export default async function removeStaffMember({ event, container }: SubscriberArgs<{ id: string }>) {
  const staff = staffService(container)
  const userId = event.data.id
  const [members, keys] = await Promise.all([
    staff.listStaffMembers({ user_id: userId }, { select: ["id"] }),
    staff.listStaffSecurityKeys({ user_id: userId }, { select: ["id"] }),
  ])
  if (members.length) await staff.softDeleteStaffMembers(members.map((member) => member.id))
  if (keys.length) await staff.softDeleteStaffSecurityKeys(keys.map((key) => key.id))
}

export const config: SubscriberConfig = { event: "user.deleted" }
