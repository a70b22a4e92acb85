import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"

export const deletePersonalStoresStepId = "delete-personal-stores-step"

/** Soft-deletes personal stores (their names become free). Compensation restores them. */
export const deletePersonalStoresStep = createStep(
  deletePersonalStoresStepId,
  async (ids: string[], { container }) => {
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).softDeletePersonalStores(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).restorePersonalStores(ids)
  }
)
