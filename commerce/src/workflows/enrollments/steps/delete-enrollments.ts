import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"

export const deleteEnrollmentsStepId = "delete-enrollments-step"

/** Soft-deletes enrollments. Compensation restores them. */
export const deleteEnrollmentsStep = createStep(
  deleteEnrollmentsStepId,
  async (ids: string[], { container }) => {
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).softDeleteEnrollments(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).restoreEnrollments(ids)
  }
)
