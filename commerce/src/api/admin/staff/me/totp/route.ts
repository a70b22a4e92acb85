import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { staffSettings } from "../../../../../settings"
import { staffMemberOf, staffService } from "../../../../../staff/access"
import { newTotpSecret, sealTotpSecret, totpUri } from "../../../../../staff/totp"
import type { AdminStaffTotpStartResponse } from "@vitalia/schema/engine/admin"
import type { EngineRefusal } from "@vitalia/schema/engine/refusal"

/**
 * POST /admin/staff/me/totp — starts enrolling a second factor: a new secret, kept
 * as pending, and its otpauth:// URI for the authenticator app (shown once). It
 * counts only after POST /admin/staff/me/totp/confirm with a code made from it.
 * An enrolled factor must be reset by an owner first (409).
 */
export const POST = async (
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<AdminStaffTotpStartResponse | EngineRefusal>
) => {
  const userId = req.auth_context.actor_id
  const member = await staffMemberOf(req.scope, userId)
  // Answered here: the framework's error handler words every CONFLICT alike and drops its code.
  if (member?.totp_secret)
    return res
      .status(409)
      .json({ type: "conflict", code: "TOTP_ALREADY_ENROLLED", message: "A second factor is already enrolled" })
  const user = await req.scope.resolve(Modules.USER).retrieveUser(userId, { select: ["email"] })
  const secret = newTotpSecret()
  // Kept sealed (src/staff/totp.ts): the answer below is the only place it is ever in the clear.
  const pending = sealTotpSecret(userId, secret)
  if (member) await staffService(req.scope).updateStaffMembers({ id: member.id, totp_pending_secret: pending })
  else await staffService(req.scope).createStaffMembers({ user_id: userId, role: null, totp_pending_secret: pending })
  res.json({ totp: { secret, otpauth_url: totpUri(secret, staffSettings(process.env).totpIssuer, user.email) } })
}
