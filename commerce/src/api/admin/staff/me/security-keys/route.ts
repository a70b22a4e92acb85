import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { emitStaffSecurityChange } from "../../../../../accounts/security-change"
import { KEY_NAME_MAX, keysOf, keyView, register, relyingPartyOf } from "../../../../../staff/webauthn"
import type { AdminSecurityKeyResponse, AdminSecurityKeysResponse } from "@vitalia/schema/engine/admin"
import type { EngineRefusal } from "@vitalia/schema/engine/refusal"

/** GET /admin/staff/me/security-keys — the administrator's security keys: name, when added, when last used. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminSecurityKeysResponse>) => {
  const keys = await keysOf(req.scope, req.auth_context.actor_id)
  res.json({ security_keys: keys.map(keyView) })
}

/**
 * POST /admin/staff/me/security-keys `{ name, response, rp_id, origins }` — completes enrolling a
 * key: the browser's answer to the options of POST …/security-keys/options (src/staff/webauthn.ts).
 * The gateway names the relying party and origins (its PUBLIC_URL and ALLOWED_ORIGINS).
 */
export const POST = async (
  req: AuthenticatedMedusaRequest<{ name?: unknown; response?: unknown; rp_id?: unknown; origins?: unknown }>,
  res: MedusaResponse<AdminSecurityKeyResponse | EngineRefusal>
) => {
  const userId = req.auth_context.actor_id
  const name = typeof req.body?.name === "string" ? req.body.name.trim() : ""
  if (!name || name.length > KEY_NAME_MAX)
    return res.status(400).json({
      type: "invalid_data",
      code: "SECURITY_KEY_NAME_INVALID",
      message: `Give the key a name of 1 to ${KEY_NAME_MAX} characters`,
    })
  const rp = relyingPartyOf(req.body)
  if (!rp) throw new MedusaError(MedusaError.Types.INVALID_DATA, "rp_id and origins do not name a relying party")
  const outcome = await register(req.scope, userId, name, req.body?.response, rp)
  if (!outcome.ok) {
    const words = {
      NO_CEREMONY: "Start adding a security key first, or start again: the previous attempt expired",
      INVALID_KEY_RESPONSE: "The security key's answer is not valid",
      CHALLENGE_USED: "This answer was used already: start again",
      KEY_ALREADY_ENROLLED: "This security key is already enrolled",
    }
    // Answered here: the framework's error handler words every CONFLICT alike and drops its code.
    return res
      .status(outcome.reason === "KEY_ALREADY_ENROLLED" ? 409 : 400)
      .json({ type: "invalid_data", code: `SECURITY_KEY_${outcome.reason}`, message: words[outcome.reason] })
  }
  // The administrator is told by e-mail (src/subscribers/security-change-mail.ts): if it was not them, they know.
  await emitStaffSecurityChange(req.scope, userId, "security_key_added")
  res.json({ security_key: outcome.key })
}
