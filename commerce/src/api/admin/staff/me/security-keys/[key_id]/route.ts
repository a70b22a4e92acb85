import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { emitStaffSecurityChange } from "../../../../../../accounts/security-change"
import { staffService } from "../../../../../../staff/access"
import type { AdminSecurityKeyDeletedResponse } from "@vitalia/schema/engine/admin"
import type { EngineRefusal } from "@vitalia/schema/engine/refusal"

/**
 * DELETE /admin/staff/me/security-keys/:key_id — removes one of the administrator's own keys
 * (another's is not found). When it was their only second factor and one is required
 * (ADMIN_TOTP_REQUIRED), the back-office then asks them to enrol one before anything else.
 */
export const DELETE = async (
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<AdminSecurityKeyDeletedResponse | EngineRefusal>
) => {
  const userId = req.auth_context.actor_id
  const [key] = await staffService(req.scope).listStaffSecurityKeys(
    { id: req.params.key_id, user_id: userId },
    { take: 1 }
  )
  // Answered here, so the code reaches the gateway as it is.
  if (!key)
    return res.status(404).json({ type: "not_found", code: "SECURITY_KEY_NOT_FOUND", message: "No such security key" })
  await staffService(req.scope).softDeleteStaffSecurityKeys(key.id)
  await emitStaffSecurityChange(req.scope, userId, "security_key_removed")
  res.json({ id: key.id, deleted: true })
}
