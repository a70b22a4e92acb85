import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { emitSecurityChange } from "./security-change"

/**
 * After the engine's own `POST /auth/:actor_type/emailpass/update` (a password set with an e-mailed
 * reset token) succeeds, the person is told by e-mail (src/subscribers/security-change-mail.ts). The
 * route emits nothing itself; the reset token names the identity's e-mail, which the engine puts in
 * `auth_context.actor_id` for that route.
 */
export function passwordResetNotice(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  res.on("finish", () => {
    const auth = (req as MedusaRequest & { auth_context?: { actor_id?: string } }).auth_context
    if (res.statusCode !== 200 || !auth?.actor_id) return
    const actor = String(req.params.actor_type ?? "")
    void emitSecurityChange(req.scope, { actor_type: actor, entity_id: auth.actor_id, change: "password_reset" }).catch(
      () => {}
    )
  })
  next()
}
