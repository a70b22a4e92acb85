import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { PARTNER_MODULE } from "../../../../modules/partner"
import type PartnerModuleService from "../../../../modules/partner/service"
import type { StorePartnerResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/partners/:id — one active partner's public profile (id, code,
 * name, active personal store), so the gateway can check a sponsor chosen by
 * id. 404 for an unknown or inactive partner; never e-mail or phone.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse<StorePartnerResponse>) => {
  const id = String(req.params.id ?? "")
  const notFound = new MedusaError(MedusaError.Types.NOT_FOUND, `Partner ${id} was not found.`, "PARTNER_NOT_FOUND")
  if (!/^ptnr_[A-Za-z0-9]{1,60}$/.test(id)) throw notFound
  const service = req.scope.resolve<PartnerModuleService>(PARTNER_MODULE)
  const [partner] = await service.listPartners(
    { id, status: "active" },
    {
      select: ["id", "code", "name", "personal_stores.name", "personal_stores.title", "personal_stores.active"],
      relations: ["personal_stores"],
    }
  )
  if (!partner) throw notFound
  const store = (partner.personal_stores ?? []).find((s) => s.active)
  res.json({
    partner: {
      id: partner.id,
      code: partner.code,
      name: partner.name,
      personal_store: store ? { name: store.name, title: store.title } : null,
    },
  })
}
