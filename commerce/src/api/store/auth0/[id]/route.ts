import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"

/**
 * GET /store/auth0/:id — the profile the identity provider gave for subject
 * `:id` (docs/product.md §7): subject, e-mail, names. Only the customer that identity
 * belongs to may read it; anyone else, signed in or not, learns nothing (404).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const customerId = req.auth_context?.actor_type === "customer" ? req.auth_context.actor_id : undefined
  if (!customerId) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, "Sign in to read this identity")

  const auth = req.scope.resolve(Modules.AUTH)
  const [providerIdentity] = await auth.listProviderIdentities(
    { provider: "auth0", entity_id: req.params.id },
    { select: ["entity_id", "auth_identity_id", "user_metadata"] }
  )
  const owner = providerIdentity?.auth_identity_id
    ? (await auth.retrieveAuthIdentity(providerIdentity.auth_identity_id)).app_metadata?.customer_id
    : undefined
  if (!providerIdentity || owner !== customerId)
    throw new MedusaError(MedusaError.Types.NOT_FOUND, "Identity not found")

  const profile = providerIdentity.user_metadata ?? {}
  const text = (key: string) => (typeof profile[key] === "string" ? profile[key] : null)
  res.json({
    identity: {
      id: providerIdentity.entity_id,
      subject: providerIdentity.entity_id,
      email: text("email"),
      email_verified: typeof profile.email_verified === "boolean" ? profile.email_verified : null,
      name: text("name"),
      given_name: text("given_name"),
      family_name: text("family_name"),
      picture: text("picture"),
    },
  })
}
