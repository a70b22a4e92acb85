import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import type { CreateEnrollmentInput } from "../../../modules/partner/types"

export const createEnrollmentsStepId = "create-enrollments-step"

/** Creates enrollments (a completed one gets completed_at now unless given). Compensation deletes them. */
export const createEnrollmentsStep = createStep(
  createEnrollmentsStepId,
  async (enrollments: CreateEnrollmentInput[], { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const created = await service.createEnrollments(
      enrollments.map((e) => ({
        ...e,
        completed_at: e.completed_at ?? (e.status === "completed" ? new Date() : null),
      }))
    )
    return new StepResponse(
      created,
      created.map((e) => e.id)
    )
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).deleteEnrollments(ids)
  }
)
