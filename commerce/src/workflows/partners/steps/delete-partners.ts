import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"

export const deletePartnersStepId = "delete-partners-step"

/**
 * Soft-deletes partners and, with them, their personal stores. Their code and
 * customer become free again; enrollments keep their history. Compensation
 * restores them.
 */
export const deletePartnersStep = createStep(
  deletePartnersStepId,
  async (ids: string[], { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    await service.softDeletePartners(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).restorePartners(ids)
  }
)
