import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { PARTNER_MODULE } from "../../../../modules/partner"
import type PartnerModuleService from "../../../../modules/partner/service"
import { parseParams, PersonalStoreNameParam } from "../../validators"
import type { StorePersonalStoreResponse } from "@vitalia/schema/engine/store"

/**
 * GET /store/personal-stores/:name (SPEC: personalStores/getWithName/{name}).
 * Public fields only: never the partner's e-mail or phone. `active` is false
 * when the store or its partner is switched off.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse<StorePersonalStoreResponse>) => {
  const { name } = parseParams(PersonalStoreNameParam, req.params)
  const service = req.scope.resolve<PartnerModuleService>(PARTNER_MODULE)
  const [store] = await service.listPersonalStores(
    { name },
    {
      select: ["id", "name", "title", "active", "partner.id", "partner.code", "partner.name", "partner.status"],
      relations: ["partner"],
    }
  )
  if (!store?.partner) {
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `Personal store ${name} was not found.`,
      "PERSONAL_STORE_NOT_FOUND"
    )
  }
  res.json({
    personal_store: {
      id: store.id,
      name: store.name,
      title: store.title,
      active: store.active && store.partner.status === "active",
      partner: { id: store.partner.id, code: store.partner.code, name: store.partner.name },
    },
  })
}
