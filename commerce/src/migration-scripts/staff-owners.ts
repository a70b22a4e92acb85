import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { STAFF_MODULE } from "../modules/staff"
import type StaffModuleService from "../modules/staff/service"

/**
 * Staff roles arrive on a shop whose administrators could all do everything: each
 * administrator that exists when roles arrive keeps that, as an owner. Run once by
 * `medusa db:migrate`. Administrators added afterwards (invites) have no role, and
 * so no access, until an owner gives them one on the users screen.
 */
export default async function staffOwners({ container }: { container: MedusaContainer }) {
  const users = await container.resolve(Modules.USER).listUsers({}, { select: ["id"] })
  const staff = container.resolve<StaffModuleService>(STAFF_MODULE)
  const known = new Set((await staff.listStaffMembers({}, { select: ["user_id"] })).map((member) => member.user_id))
  const missing = users.filter((user) => !known.has(user.id))
  if (missing.length) await staff.createStaffMembers(missing.map((user) => ({ user_id: user.id, role: "owner" })))
}
