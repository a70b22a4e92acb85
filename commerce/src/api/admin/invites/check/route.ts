import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"

/** Anyone may ask: the caller has no account yet, and the invite token is the credential. */
export const AUTHENTICATE = false

/**
 * POST /admin/invites/check `{ token, email }` — 200 `{ valid: true }` when the token is a
 * live invite (signed by this engine, not resent since, not expired) for that e-mail address;
 * otherwise 401 `INVALID_INVITE`. The gateway asks it before it registers the invitee's
 * e-mail and password, so that a made-up or misused invite leaves nothing behind: Medusa's
 * own acceptance needs the identity to exist first, and a registered identity would keep the
 * address from its real owner (docs/admin.md, "Invites").
 */
export const POST = async (req: MedusaRequest<{ token?: unknown; email?: unknown }>, res: MedusaResponse) => {
  const { token, email } = req.body ?? {}
  const refuse = () =>
    res.status(401).json({ type: "unauthorized", code: "INVALID_INVITE", message: "The invite is not valid" })
  if (typeof token !== "string" || !token || typeof email !== "string") return refuse()
  try {
    const invite = await req.scope.resolve(Modules.USER).validateInviteToken(token)
    if (invite.accepted || String(invite.email).toLowerCase() !== email.trim().toLowerCase()) return refuse()
  } catch {
    return refuse()
  }
  res.json({ valid: true })
}
