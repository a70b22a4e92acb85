import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { staffService } from "../../../staff/access"
import { isStaffRole } from "@vitalia/schema/staff/policies"
import type { AdminStaffMembersResponse } from "@vitalia/schema/engine/admin"

/**
 * GET /admin/staff?user_id=…&user_id=… — the staff role and second-factor state of
 * administrators (owners only, @vitalia/schema/staff/policies), for the users screen. Users
 * with no record have no role and no factor.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminStaffMembersResponse>) => {
  const asked = req.query.user_id
  const ids = (Array.isArray(asked) ? asked : asked === undefined ? [] : [asked])
    .filter((id): id is string => typeof id === "string")
    .slice(0, 500)
  const members = await staffService(req.scope).listStaffMembers(ids.length ? { user_id: ids } : {}, { take: 500 })
  res.json({
    staff: members.map((member) => ({
      user_id: member.user_id,
      role: isStaffRole(member.role) ? member.role : null,
      totp_enrolled: Boolean(member.totp_secret),
    })),
  })
}
