import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PARTNER_MODULE } from "../../../../modules/partner"
import type PartnerModuleService from "../../../../modules/partner/service"

/**
 * GET /store/partners/me — the signed-in customer's partner membership:
 * { partner: { id, code, name, status, joined_at, sponsor, personal_store } }
 * or { partner: null } when they are not a partner. Customer sign-in required.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const service = req.scope.resolve<PartnerModuleService>(PARTNER_MODULE)
  const [partner] = await service.listPartners(
    { customer_id: req.auth_context.actor_id },
    { relations: ["sponsor", "personal_stores"] }
  )
  if (!partner) return void res.json({ partner: null })
  const store = partner.personal_stores?.find((s) => s.active) ?? partner.personal_stores?.[0] ?? null
  res.json({
    partner: {
      id: partner.id,
      code: partner.code,
      name: partner.name,
      status: partner.status,
      joined_at: partner.joined_at,
      sponsor: partner.sponsor
        ? { id: partner.sponsor.id, code: partner.sponsor.code, name: partner.sponsor.name }
        : null,
      personal_store: store ? { name: store.name, title: store.title, active: store.active } : null,
    },
  })
}
