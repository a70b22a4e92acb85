import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"

export const completeEnrollmentStepId = "complete-enrollment"

/**
 * Marks the enrollment this run created as completed, with the partner it
 * made. Does nothing for an enrollment another run owns. Compensation puts it
 * back to pending.
 */
export const completeEnrollmentStep = createStep(
  completeEnrollmentStepId,
  async (input: { enrollment_id: string; created: boolean; partner_id: string | null }, { container }) => {
    if (!input.created) return new StepResponse(undefined, null)
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    await service.updateEnrollments({
      id: input.enrollment_id,
      status: "completed",
      completed_at: new Date(),
      partner_id: input.partner_id,
    })
    return new StepResponse(undefined, input.enrollment_id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).updateEnrollments({
      id,
      status: "pending",
      completed_at: null,
      partner_id: null,
    })
  }
)
