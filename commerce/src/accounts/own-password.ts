import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import type { SignInRefusal } from "@vitalia/schema/engine/refusal"
import { holdSignInAttempt, refuseSignIn } from "../api/edge-middleware"
import { edgeSettings } from "../settings"
import { emitSecurityChange } from "./security-change"
import type { OwnPasswordResponse } from "@vitalia/schema/engine/store"

/** Read once, as the engine starts: the same failed-attempt budget as the engine's own sign-in. */
const budget = edgeSettings(process.env).signInFailures

/**
 * A signed-in person changes their own password (`POST /store/customers/me/password` for shoppers,
 * `POST /admin/staff/me/password` for administrators), with `{ current_password, password }`:
 * the current password is checked against their e-mail/password identity — counted against the
 * same per-account budget of failed attempts as a sign-in (api/edge-middleware.ts) — then the new
 * one is set through the engine's emailpass provider (it hashes it). Answers `{ email }`, the
 * identity's sign-in name, so the gateway can sign the person straight in with the new password
 * and end their other sessions (docs/auth.md, "Changing a password"). Lengths are the gateway's
 * to check (schema/limits.ts): it is the only caller.
 */
export async function changeOwnPassword(
  req: MedusaRequest & { auth_context?: { auth_identity_id?: string; actor_type?: string; actor_id?: string } },
  res: MedusaResponse<OwnPasswordResponse | SignInRefusal>
) {
  const body = (req.body ?? {}) as { current_password?: unknown; password?: unknown }
  const current = body.current_password
  const next = body.password
  if (typeof current !== "string" || typeof next !== "string" || !current || !next)
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "current_password and password are required")
  const auth = req.scope.resolve(Modules.AUTH)
  const identityId = req.auth_context?.auth_identity_id
  const actor = req.auth_context?.actor_type ?? ""
  const identity = identityId
    ? await auth.retrieveAuthIdentity(identityId, { relations: ["provider_identities"] })
    : undefined
  const emailpass = identity?.provider_identities?.find((provider) => provider.provider === "emailpass")
  // Signed in with the external provider only: there is no password here to change.
  if (!emailpass)
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      "This account signs in with its identity provider and has no password here",
      "PASSWORD_NOT_SET"
    )
  const email = emailpass.entity_id

  const attempt = await holdSignInAttempt(req.scope, actor, email, budget)
  if (attempt.refusedFor) return refuseSignIn(res, attempt.refusedFor)
  const checked = await auth.authenticate("emailpass", { body: { email, password: current } })
  if (!checked.success)
    throw new MedusaError(
      MedusaError.Types.UNAUTHORIZED,
      "The current password is not right",
      "INVALID_CURRENT_PASSWORD"
    )
  await attempt.giveBack()

  const updated = await auth.updateProvider("emailpass", { entity_id: email, password: next })
  if (!updated.success) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "The password could not be changed")
  await emitSecurityChange(req.scope, { actor_type: actor, entity_id: email, change: "password_changed" })
  res.json({ email })
}
