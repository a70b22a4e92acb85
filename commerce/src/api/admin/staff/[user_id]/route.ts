import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { ownersStillThere, staffMemberOf, staffService } from "../../../../staff/access"
import { isStaffRole } from "@vitalia/schema/staff/policies"
import type { AdminStaffMemberResponse } from "@vitalia/schema/engine/admin"
import type { EngineRefusal } from "@vitalia/schema/engine/refusal"

/**
 * POST /admin/staff/:user_id `{ role }` — gives an administrator a staff role (owners
 * only). The shop keeps at least one owner: the last one cannot be given another role (an owner whose
 * account was removed does not count).
 */
export const POST = async (
  req: AuthenticatedMedusaRequest<{ role?: unknown }>,
  res: MedusaResponse<AdminStaffMemberResponse | EngineRefusal>
) => {
  const role = req.body?.role
  if (!isStaffRole(role))
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      "Field 'role' must be one of owner, operations, catalogue, partner_support",
      "INVALID_STAFF_ROLE"
    )
  const userId = req.params.user_id
  await req.scope.resolve(Modules.USER).retrieveUser(userId, { select: ["id"] })
  const staff = staffService(req.scope)
  const member = await staffMemberOf(req.scope, userId)
  if (member?.role === "owner" && role !== "owner") {
    const others = (await ownersStillThere(req.scope)).filter((id) => id !== userId)
    // Answered here: the framework's error handler words every CONFLICT alike and drops its code.
    if (!others.length)
      return res
        .status(409)
        .json({ type: "conflict", code: "LAST_OWNER", message: "The shop needs at least one owner" })
  }
  if (member) await staff.updateStaffMembers({ id: member.id, role })
  else await staff.createStaffMembers({ user_id: userId, role })
  res.json({ staff: { user_id: userId, role, totp_enrolled: Boolean(member?.totp_secret) } })
}
