import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import type { CreatePersonalStoreInput } from "../../../modules/partner/types"

export const createPersonalStoresStepId = "create-personal-stores-step"

/** Creates personal stores. Compensation deletes them. */
export const createPersonalStoresStep = createStep(
  createPersonalStoresStepId,
  async (stores: CreatePersonalStoreInput[], { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const created = await service.createPersonalStores(stores)
    return new StepResponse(
      created,
      created.map((s) => s.id)
    )
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).deletePersonalStores(ids)
  }
)
